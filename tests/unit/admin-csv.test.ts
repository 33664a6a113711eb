import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "#app/features/inbox/csv.ts";

describe("CSV export format", () => {
  it("ends every record with CRLF and quotes only what needs it", () => {
    expect(toCsv([["a", "b c"], [1, null]])).toBe("a,b c\r\n1,\r\n");
    expect(csvField("Smith, Ann")).toBe('"Smith, Ann"');
    expect(csvField('The "deep" end')).toBe('"The ""deep"" end"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvField("=HYPERLINK(\"http://evil.example\")")).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvField("+1 713 555 0148")).toBe("'+1 713 555 0148");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tcmd")).toBe("'\tcmd");
    expect(csvField("\rcmd")).toBe("\"'\rcmd\"");
    expect(csvField("a=b")).toBe("a=b");
  });
});
