import { z } from "zod";
import { DEFAULT_SITE_URL } from "#app/config/site.ts";

/** Environment, read and validated once; a bad value stops the process with a clear message. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  SITE_URL: z.url().default(DEFAULT_SITE_URL),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  // A PostgreSQL path that goes silent (decision 033): a connection (or a free pooled client) is
  // waited for this long, a statement runs at most this long on the server, and the client gives
  // up on an answer this long after asking, destroying the connection. TCP keepalive starts
  // probing an idle connection after DATABASE_KEEPALIVE_DELAY_MS.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(6000),
  DATABASE_KEEPALIVE_DELAY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(10_000),
  // A client gets this long to send its headers, and its whole request (a 40 MB upload needs
  // about 5 Mbit/s); past either the connection is closed. At most this many connections are
  // open at once: slow senders cannot hold the process's memory and sockets.
  SERVER_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  SERVER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  SERVER_MAX_CONNECTIONS: z.coerce.number().int().min(10).max(100_000).default(1000),
  /** Open connections per client (an IPv6 client by its /64); 0: no cap. Not applied to a proxy's loopback or private address (server/connection-cap.ts). */
  SERVER_MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(32),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Reverse proxies in front of the server: `false` (0), `true` (1) or a count of hops. */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, "TRUST_PROXY must be true, false or a number of proxy hops (0-9)")
    .default("false")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v))),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional(),
  LEADS_NOTIFY_TO: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  /**
   * SMS to the owner for each new lead (Twilio's Messages API): all four, or none (nothing is
   * texted). TWILIO_FROM is a Twilio number (E.164) or a Messaging Service SID.
   */
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-f]{32}$/, "TWILIO_ACCOUNT_SID must be AC followed by 32 hex digits").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, "TWILIO_AUTH_TOKEN must be at least 16 characters").optional(),
  TWILIO_FROM: z.string().regex(/^(\+[1-9]\d{6,14}|MG[0-9a-f]{32})$/, "TWILIO_FROM must be a number like +17135550100 or a Messaging Service SID (MG…)").optional(),
  SMS_NOTIFY_TO: z.string().regex(/^\+[1-9]\d{6,14}$/, "SMS_NOTIFY_TO must be a number in E.164 form, like +17135550100").optional(),
  /** Twilio's API address; only a test points it elsewhere. */
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  /** Texts to the owner in any hour; past it one summary text says how many more leads came (counted in the database). */
  SMS_MAX_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Tests only: lets outbound requests (push, SMS) use plain HTTP to this machine, where the
   * tests' stand-ins listen. Refused unless SITE_URL is on loopback (decision 034).
   */
  OUTBOUND_ALLOW_LOOPBACK_HTTP: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
  /** Key for signing form render timestamps; without it a generated key is kept in the database. */
  FORM_SECRET: z.string().min(32, "FORM_SECRET must be at least 32 characters").optional(),
  /**
   * Designs rendered anew (designer pages, share cards, quotes with a design) per client: a burst,
   * then this many a minute (server/design-render-limit.ts). Kept designs are not counted.
   */
  DESIGN_RENDERS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  DESIGN_RENDERS_BURST: z.coerce.number().int().min(1).default(20),
  /** Lead submissions allowed per client address in each window. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  LEADS_MAX_BODY_BYTES: z.coerce.number().int().min(1024).default(32_768),
  /** A form sent sooner than this after its token was issued is flagged as spam. */
  LEADS_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** How long a form token stays good; each token stores at most one lead. */
  LEADS_TOKEN_MAX_AGE_MINUTES: z.coerce.number().int().min(5).max(24 * 60).default(180),
  /** Least age of the token put into a re-rendered form before its confirming press counts as human. */
  LEADS_CONFIRM_MIN_AGE_MS: z.coerce.number().int().min(0).default(1000),
  LEADS_DEDUPE_MINUTES: z.coerce.number().int().min(0).default(10),
  /** How long after "E-mail me this design" (with "remind me" ticked) its one reminder goes out; 3 days. */
  DESIGN_REMINDER_DELAY_SECONDS: z.coerce.number().int().min(1).default(3 * 24 * 3600),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).default(3_600_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
  /** With ADMIN_PASSWORD: the admin account created on a first start when none exists. */
  ADMIN_EMAIL: z.email("ADMIN_EMAIL must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD must be at least 12 characters").max(256).optional(),
  /** Where backups are written; by default a `backups` folder inside DATA_DIR. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Hours between scheduled backups taken by the server; 0 turns them off. */
  BACKUP_EVERY_HOURS: z.coerce.number().min(0).default(24),
  /** Newest backups kept in BACKUP_DIR; older ones are deleted after each successful backup. */
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** Bearer token that lets a scraper read /metrics from another host. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** Leads flagged as spam are deleted this many days after they arrived. */
  SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /** Page views are counted in memory and added to the database this often (and on shutdown). */
  PAGE_VIEWS_FLUSH_MS: z.coerce.number().int().min(50).default(15_000),
  /**
   * The log where the proxy writes the page views it answered from its cache
   * (deploy/nginx/bayou-crest.conf); empty: none. One instance on the host reads it
   * (server/page-view-log.ts) and keeps its place in DATA_DIR.
   */
  PAGE_VIEWS_LOG: z.string().default(""),
  /**
   * Photoreal renderings (decision 040). `auto`: offered when Blender runs on this machine, and
   * `npm start` then starts one render worker beside the web server; `on`: offered, the workers
   * run elsewhere (`npm run render-worker`, deploy/systemd/bayou-crest-render-worker.service);
   * `off`: not offered (queued jobs wait).
   */
  RENDERINGS: z.enum(["auto", "on", "off"]).default("auto"),
  /** Blender's executable; by default `blender` on PATH. */
  BLENDER_PATH: z.string().min(1).optional(),
  /** Renders one worker runs at once (each uses every core it is given). */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  /** A render running longer is killed and counts as a failed attempt. */
  RENDER_TIME_LIMIT_SECONDS: z.coerce.number().int().min(1).max(6 * 3600).default(900),
  /** Attempts at one picture (a crash, a time-out, a worker lost) before it is failed and the visitor and owner are told. */
  RENDER_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  /** A claimed job is another worker's once its lease runs out; the worker renews it every third of this. */
  RENDER_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The worker's CPU niceness, inherited by Blender: 19 (the lowest priority) beside a web server; a machine that only renders may use 0. */
  RENDER_NICE: z.coerce.number().int().min(0).max(19).default(19),
  /** How often an idle worker looks for a job. */
  RENDER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(3000),
  /** Samples: `final` (clean at full size) or `preview` (few, for trials). */
  RENDER_QUALITY: z.enum(["final", "preview"]).default("final"),
}).superRefine((env, context) => {
  if (env.DATABASE_QUERY_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS) {
    context.addIssue({
      code: "custom",
      path: ["DATABASE_QUERY_TIMEOUT_MS"],
      message: "DATABASE_QUERY_TIMEOUT_MS must be longer than DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a slow statement (keeping the connection) before the client gives the connection up",
    });
  }
  // A site served anywhere but this machine is production: its outbound requests stay on HTTPS to public addresses.
  if (env.OUTBOUND_ALLOW_LOOPBACK_HTTP && !/^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(env.SITE_URL).hostname)) {
    context.addIssue({
      code: "custom",
      path: ["OUTBOUND_ALLOW_LOOPBACK_HTTP"],
      message: `OUTBOUND_ALLOW_LOOPBACK_HTTP is a test setting and is refused for a site served at ${new URL(env.SITE_URL).host}: remove it`,
    });
  }
  const sms = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "SMS_NOTIFY_TO"] as const;
  const missing = sms.filter((name) => !env[name]);
  if (missing.length > 0 && missing.length < sms.length) {
    for (const name of missing) context.addIssue({ code: "custom", path: [name], message: `${name} is needed too: SMS takes ${sms.join(", ")} together` });
  }
});

export type Env = z.infer<typeof EnvSchema>;

/** The owner's SMS settings when all are set; otherwise undefined (no text is sent). */
export function smsSettings(env: Env): { accountSid: string; authToken: string; from: string; to: string; apiUrl: string } | undefined {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !env.TWILIO_FROM || !env.SMS_NOTIFY_TO) return undefined;
  return { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, to: env.SMS_NOTIFY_TO, apiUrl: env.TWILIO_API_URL };
}

/** The folder backups go to: BACKUP_DIR, or `backups` inside DATA_DIR. */
export function backupDir(env: Pick<Env, "BACKUP_DIR" | "DATA_DIR">): string {
  return env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/+$/, "")}/backups`;
}

/**
 * How long a deleted record can live on in kept backups: the newest BACKUP_KEEP, one every
 * BACKUP_EVERY_HOURS, in whole days; null when backups are taken only by hand (no schedule). The
 * privacy page says it.
 */
export function backupRetentionDays(env: Pick<Env, "BACKUP_KEEP" | "BACKUP_EVERY_HOURS">): number | null {
  return env.BACKUP_EVERY_HOURS > 0 ? Math.ceil((env.BACKUP_KEEP * env.BACKUP_EVERY_HOURS) / 24) : null;
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}
