import { afterEach, beforeEach, expect } from "vitest";

/**
 * A test during which anything writes to console.error (a caught-and-logged failure, a React
 * warning) has hit something its author did not expect, so the test fails, naming the message;
 * the message is still printed. A test that expects an error asserts it instead:
 * `const spy = vi.spyOn(console, "error").mockImplementation(() => {})`, then
 * `expect(spy).toHaveBeenCalledWith(...)`. That spy stands in front of this recorder, so what it
 * swallows is not counted here.
 */
let original: typeof console.error;
let logged: string[] = [];

beforeEach(() => {
  original = console.error;
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  expect(logged, "console.error was called during the test").toEqual([]);
});
