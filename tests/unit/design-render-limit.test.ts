import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { defaultDesign } from "#app/features/design/model.ts";
import { designQuery } from "#app/features/design/query.ts";
import { createDesignRenderLimit } from "#server/design-render-limit.ts";

/** Routes by path, as the router would answer them (lower-cased here; the router ignores case). */
const ROUTES: Record<string, string> = {
  "/design": "routes/design",
  "/es/disena-tu-alberca": "es-design",
  "/design/card.jpg": "routes/resources/design-card",
  "/es/disena-tu-alberca/tarjeta.jpg": "es-design/card.jpg",
  "/get-quote": "routes/get-quote",
  "/es/cotizacion": "es-get-quote",
  "/about": "routes/about",
};
const kept = designQuery({ ...defaultDesign, length: 30 });
const other = designQuery({ ...defaultDesign, length: 31 });

function limit(burst = 2, perMinute = 60) {
  let clock = 0;
  const renders = createDesignRenderLimit({
    routeIdOf: (pathname) => ROUTES[decodeURIComponent(pathname).toLowerCase()] ?? "routes/not-found",
    designPages: new Map([["/design", { isKept: (query: string) => query === kept }]]),
    cardKept: (design) => designQuery(design) === kept,
    trustedHops: 0,
    perMinute,
    burst,
    now: () => clock,
  });
  const ask = (url: string, from = "192.0.2.1", method = "GET") =>
    renders.check({ method, url, headers: {}, socket: { remoteAddress: from } } as unknown as IncomingMessage);
  return { ask, wait: (ms: number) => (clock += ms) };
}

describe("the budget of designs rendered anew (decision 036)", () => {
  it("allows a burst, then says when the next render is due, and refills at its rate", () => {
    const { ask, wait } = limit(2, 60);
    expect([ask(`/design?${other}`), ask(`/design/card.jpg?${other}`), ask(`/es/cotizacion?design=x`)]).toEqual([0, 0, 1]);
    wait(500);
    expect(ask(`/design?${other}`)).toBe(1);
    wait(500);
    expect(ask(`/design?${other}`)).toBe(0);
    // An IPv6 client is its /64; another client has its own budget.
    const v6 = limit(1, 1);
    expect(v6.ask(`/design?${other}`, "2001:db8:1:2::1")).toBe(0);
    expect(v6.ask(`/design?${other}`, "2001:db8:1:2::ffff")).toBe(60);
    expect(v6.ask(`/design?${other}`, "2001:db8:1:3::1")).toBe(0);
  });

  it("counts only what renders a design not kept", () => {
    const { ask } = limit(1, 1);
    expect(ask(`/design?${other}`)).toBe(0);
    for (const url of [
      `/design?${kept}`, `/design/card.jpg?${kept}`, "/design", "/design?", "/get-quote?shape=kidney", "/get-quote?design=",
      "/design/card.jpg?shape=hexagon", `/about?${other}`,
    ]) expect(ask(url), url).toBe(0);
    expect(ask(`/design?${other}`, "192.0.2.1", "POST")).toBe(0);
    // The designer's keep answers its own path as spelled; another spelling, or keys of the page's own, render whole.
    for (const url of [`/DESIGN?${kept}`, `/design?${kept}&utm_source=mail`, `/es/disena-tu-alberca?${kept}`, `/d%65sign?${kept}`]) {
      expect(ask(url), url).toBeGreaterThan(0);
    }
  });
});
