import type { Logger } from "pino";

/** Headers only a proxy (or a client pretending to be one) adds. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/**
 * A request that carries a proxy's headers while TRUST_PROXY is off: either a proxy stands in
 * front and was not declared, so every visitor shares the proxy's address (one lead-limit bucket)
 * and the proxy's loopback address would open /metrics to the world, or a client wrote them.
 * Either way such a request is never "from this host".
 */
export function viaUndeclaredProxy(header: (name: string) => string | undefined, trustedHops: number): boolean {
  return trustedHops === 0 && PROXY_HEADERS.some((name) => header(name) !== undefined);
}

/** Logs, once per process, that requests arrive through a proxy TRUST_PROXY does not declare. */
export function undeclaredProxyWarning(logger: Pick<Logger, "warn">, trustedHops: number) {
  let warned = false;
  return (header: (name: string) => string | undefined) => {
    if (warned || !viaUndeclaredProxy(header, trustedHops)) return;
    warned = true;
    logger.warn(
      "requests carry X-Forwarded-For but TRUST_PROXY is off: behind a reverse proxy set TRUST_PROXY=true (or the number of proxies), " +
        "or every visitor shares the proxy's address for rate limits; /metrics refuses such requests",
    );
  };
}
