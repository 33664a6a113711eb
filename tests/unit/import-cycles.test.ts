import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No module of the site reaches itself through its imports, type imports included (issue 38): a
 * cycle is two modules that can only be read, tested and changed together. Imports are read as
 * written (`#app/…`, `#server/…` and relative paths; packages are not followed).
 */
const root = path.resolve(import.meta.dirname, "../..");
const aliases: Record<string, string> = { "#app/": "app/", "#server/": "server/" };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specifiers = [...text.matchAll(/(?:import|export)\s[^"';]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)].map((match) => match[1] ?? match[2]!);
  return specifiers.flatMap((specifier) => {
    const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
    const target = alias ? path.join(root, aliases[alias]!, specifier.slice(alias.length)) : specifier.startsWith(".") ? path.resolve(path.dirname(file), specifier) : null;
    return target && existsSync(target) ? [target] : [];
  });
}

/** Strongly connected components of more than one module (Tarjan), as paths from the root. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(path.relative(root, member));
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("imports", () => {
  it("form no cycle in app/ and server/", () => {
    const files = [...sources(path.join(root, "app")), ...sources(path.join(root, "server"))];
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });
});
