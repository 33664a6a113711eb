/**
 * A strict reader of the Prometheus text exposition format (0.0.4), for tests: it throws on any
 * line a scraper would reject, on samples without a TYPE, on a family declared twice, and on
 * histograms whose buckets are not cumulative or whose +Inf bucket differs from _count.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  help: string;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( -?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\["\\n])*)"\s*(,|$)/y;
const SUFFIXES: Record<string, string[]> = {
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
  counter: ["", "_total"],
};

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  if (!text.endsWith("\n")) throw new Error("exposition must end with a newline");
  for (const [index, line] of text.slice(0, -1).split("\n").entries()) {
    const where = `line ${index + 1}: ${line}`;
    if (line === "") continue;
    if (line.startsWith("# HELP ") || line.startsWith("# TYPE ")) {
      const [, keyword, name, ...rest] = line.split(" ");
      if (!name || !NAME.test(name)) throw new Error(`bad metric name, ${where}`);
      const family = families.get(name) ?? { name, type: "untyped", help: "", samples: [] };
      if (keyword === "TYPE") {
        if (families.get(name)?.samples.length) throw new Error(`TYPE after samples, ${where}`);
        const type = rest.join(" ");
        if (!["counter", "gauge", "histogram", "summary", "untyped"].includes(type)) throw new Error(`bad type, ${where}`);
        family.type = type as Family["type"];
      } else family.help = rest.join(" ");
      families.set(name, family);
      continue;
    }
    if (line.startsWith("#")) continue;
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a sample, ${where}`);
    const [, name, , labelText = "", rawValue] = match;
    const value = rawValue === "+Inf" ? Infinity : rawValue === "-Inf" ? -Infinity : rawValue === "NaN" ? NaN : Number(rawValue);
    if (Number.isNaN(value) && rawValue !== "NaN") throw new Error(`bad value, ${where}`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`bad labels, ${where}`);
      if (label[1]! in labels) throw new Error(`repeated label, ${where}`);
      labels[label[1]!] = label[2]!;
    }
    const family = familyOf(families, name!);
    if (!family) throw new Error(`sample without TYPE, ${where}`);
    family.samples.push({ name: name!, labels, value });
  }
  for (const family of families.values()) if (family.type === "histogram") checkHistogram(family);
  return families;
}

function familyOf(families: Map<string, Family>, sampleName: string): Family | undefined {
  for (const family of families.values()) {
    const suffixes = SUFFIXES[family.type] ?? [""];
    if (suffixes.some((suffix) => `${family.name}${suffix}` === sampleName)) return family;
  }
  return undefined;
}

function checkHistogram(family: Family): void {
  const series = new Map<string, Sample[]>();
  for (const sample of family.samples.filter((s) => s.name.endsWith("_bucket"))) {
    const { le, ...rest } = sample.labels;
    if (le === undefined) throw new Error(`${family.name}: bucket without le`);
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), sample]);
  }
  for (const [key, buckets] of series) {
    let previous = 0;
    for (const bucket of buckets) {
      if (bucket.value < previous) throw new Error(`${family.name}${key}: buckets are not cumulative`);
      previous = bucket.value;
    }
    if (buckets.at(-1)?.labels.le !== "+Inf") throw new Error(`${family.name}${key}: no +Inf bucket`);
    const count = family.samples.find((s) => s.name.endsWith("_count") && JSON.stringify(withoutLe(s.labels)) === key);
    if (count?.value !== previous) throw new Error(`${family.name}${key}: +Inf bucket ${previous} differs from _count ${count?.value}`);
  }
}

function withoutLe(labels: Record<string, string>): Record<string, string> {
  const { le: _le, ...rest } = labels;
  return rest;
}

/** The value of the first sample named `name` (e.g. `…_count` of a histogram) whose labels include `labels`. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number | undefined {
  return [...families.values()]
    .flatMap((family) => family.samples)
    .find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))?.value;
}
