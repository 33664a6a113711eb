import { describe, expect, it } from "vitest";
import { parsePrometheusText } from "#tests/support/prometheus.ts";

// The metrics test trusts this reader to reject what a Prometheus scraper would.
describe("the test suite's Prometheus text reader", () => {
  const histogram = (inf: number, count: number) =>
    `# TYPE t histogram\nt_bucket{le="1"} 1\nt_bucket{le="+Inf"} ${inf}\nt_sum 2\nt_count ${count}\n`;

  it("accepts well-formed text", () => {
    const families = parsePrometheusText(`# HELP up Whether it is up.\n# TYPE up gauge\nup{job="web",path="a\\"b"} 1\n${histogram(2, 2)}`);
    expect(families.get("up")?.samples[0]).toEqual({ name: "up", labels: { job: "web", path: 'a\\"b' }, value: 1 });
  });

  it.each([
    ["a sample without TYPE", "orphan 1\n"],
    ["a malformed label", '# TYPE g gauge\ng{job=web} 1\n'],
    ["a non-numeric value", "# TYPE g gauge\ng one\n"],
    ["a missing final newline", "# TYPE g gauge\ng 1"],
    ["a +Inf bucket that differs from _count", histogram(2, 3)],
    ["buckets that are not cumulative", '# TYPE t histogram\nt_bucket{le="1"} 3\nt_bucket{le="+Inf"} 2\nt_sum 2\nt_count 2\n'],
  ])("rejects %s", (_what, text) => {
    expect(() => parsePrometheusText(text)).toThrow();
  });
});
