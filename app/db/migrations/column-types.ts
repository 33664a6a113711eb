import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from "kysely";
import type { Engine } from "#app/db/schema.ts";

/** Column types that differ between SQLite and PostgreSQL, so one migration serves both. */
export function columnTypes(engine: Engine) {
  const postgres = engine === "postgres";
  return {
    id: postgres ? ("serial" as const) : ("integer" as const),
    timestamp: postgres ? ("timestamptz" as const) : ("text" as const),
    json: postgres ? ("jsonb" as const) : ("text" as const),
    bytes: postgres ? ("bytea" as const) : ("blob" as const),
    now: postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

/** `id` primary key plus `created_at` defaulting to now, the first columns of every table. */
export function withIdAndCreatedAt<T extends string>(
  table: CreateTableBuilder<T, never>,
  engine: Engine,
): CreateTableBuilder<T, "id" | "created_at"> {
  const types = columnTypes(engine);
  return table
    .addColumn("id", types.id, (c: ColumnDefinitionBuilder) => c.primaryKey())
    .addColumn("created_at", types.timestamp, (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(types.now));
}
