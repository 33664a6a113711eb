import { describe, expect, it } from "vitest";
import { requestLocale } from "#app/features/leads/capture/lead-guard.server.ts";

/**
 * A lead's language is the path its form was posted to, read as route matching reads it; the
 * seed's `POST /` and every English page stay English.
 */
describe("requestLocale", () => {
  const of = (path: string) => requestLocale(new Request(`http://127.0.0.1${path}`, { method: "POST" }));

  it("reads Spanish from /es/ in every spelling the router folds together", () => {
    for (const path of ["/es", "/es/", "/es/contacto", "/es/contacto.data", "/ES/contacto", "/%65s/contacto", "/es/?index"]) expect(of(path), path).toBe("es");
  });

  it("reads English everywhere else, a look-alike and a malformed escape included", () => {
    for (const path of ["/", "/?index", "/contact", "/get-quote", "/estimate", "/esp/contacto", "/%E0%A4%A/es"]) expect(of(path), path).toBe("en");
  });
});
