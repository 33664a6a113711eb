import { createSocket } from "node:dgram";
import type { Logger } from "pino";

/** The syslog tag deploy/nginx/bayou-crest.conf gives its page-view lines. */
export const PAGE_VIEW_TAG = "bayou_views";

/**
 * Page views the proxy answered from its cache, which the app never sees: nginx sends one syslog
 * line per such view (`access_log syslog:…`, format `$uri<TAB>$http_user_agent`, JSON-escaped) to
 * 127.0.0.1:`port`. Every instance binds the port with SO_REUSEPORT, so the kernel hands each line
 * to one of them (none is counted twice) and to the other while one restarts. A line whose path
 * is no kept public page (`isPage`) is not counted, as the app's own count does not count it.
 */
export function listenForPageViews(options: {
  port: number;
  isPage(path: string): boolean;
  count(path: string, userAgent: string | undefined): void;
  logger: Logger;
}): { close(): Promise<void> } {
  const socket = createSocket({ type: "udp4", reusePort: true });
  const marker = `${PAGE_VIEW_TAG}: `;
  socket.on("message", (message) => {
    const line = message.toString("utf8");
    const at = line.indexOf(marker);
    if (at === -1) return;
    const [path, userAgent] = line.slice(at + marker.length).replace(/\n$/, "").split("\t");
    if (!path || !options.isPage(path)) return;
    options.count(path, userAgent ? unescape(userAgent) : undefined);
  });
  socket.on("error", (error) => options.logger.error({ err: error, port: options.port }, "page views from the proxy cannot be received"));
  socket.bind(options.port, "127.0.0.1", () => options.logger.info({ port: options.port }, "receiving page views from the proxy's cache"));
  return { close: () => new Promise((resolve) => socket.close(() => resolve())) };
}

/** nginx's `escape=json`: backslash escapes and \uXXXX. */
function unescape(value: string): string {
  return value.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escaped: string) =>
    escaped.length > 1 ? String.fromCharCode(Number.parseInt(escaped.slice(1), 16)) : escaped === "n" ? "\n" : escaped === "t" ? "\t" : escaped,
  );
}
