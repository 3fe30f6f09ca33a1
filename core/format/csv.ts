/** Spreadsheets read a file starting with a byte order mark as UTF-8 (accents and ñ survive Excel). */
export const CSV_BOM = "\uFEFF";

/** A cell a spreadsheet would read as a formula (OWASP CSV injection): = + - @, tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field: text that would start a formula is neutralised with a leading apostrophe (the traveller's
 * "=HYPERLINK(...)" stays text), and any field with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated as RFC 4180 says. */
export function csvLine(values: (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
