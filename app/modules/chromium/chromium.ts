import { existsSync } from "node:fs";

/**
 * The flags every headless Chromium of the project starts with: tests, benches, `npm run images`
 * and the render worker's presentation PDFs (decision 047).
 */
export const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** CHROME_PATH, else Debian's /usr/bin/chromium; undefined when neither is there. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  return existsSync(candidate) ? candidate : undefined;
}
