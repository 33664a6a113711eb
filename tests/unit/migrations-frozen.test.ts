import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A migration does the same thing on every database whenever it runs, so it holds its own data:
 * it imports nothing the app still edits (content, config, features), only Kysely, the database
 * layer's types and helpers and `app/modules/` (code that knows nothing of the app).
 */
describe("migrations", () => {
  const dir = path.resolve(import.meta.dirname, "../../app/db/migrations");
  const files = readdirSync(dir).filter((name) => /^\d{4}-.*\.ts$/.test(name));

  it.each(files)("%s imports nothing the app still edits", (name) => {
    const imports = [...readFileSync(path.join(dir, name), "utf8").matchAll(/^import[^"]*"([^"]+)"/gm)].map((match) => match[1]);
    const allowed = (specifier: string) =>
      specifier === "kysely" || specifier.startsWith("kysely/") || specifier === "#app/db/schema.ts" || specifier.startsWith("#app/db/migrations/") || specifier.startsWith("#app/modules/");
    expect(imports.filter((specifier) => !allowed(specifier!))).toEqual([]);
  });
});
