import pino from "pino";

/** Structured JSON logs on stdout; LOG_LEVEL sets the level (tests use "silent"). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "bayou-crest-web" },
  redact: ["req.headers.cookie", "req.headers.authorization"],
});
