/**
 * CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, quote, CR or LF is quoted,
 * quotes doubled), made safe to open in a spreadsheet: a cell that starts with = + - @, a tab
 * or a CR would be read as a formula, so it is prefixed with a single quote (OWASP CSV injection).
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
