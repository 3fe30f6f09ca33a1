/** Spreadsheets read a file starting with a byte order mark as UTF-8 (accents and ñ survive Excel). */
export const CSV_BOM = "\uFEFF";

export type CsvValue = string | number | null | undefined;

/**
 * Where a spreadsheet may start a cell: the start of the field, or after anything it could split on, whatever
 * separator it was told to use (`,`, `;` as Spanish-locale Excel does, tab) or a line break (a naive import
 * that ignores quoting). A formula starts with = + - @, tab or carriage return (OWASP CSV injection).
 * Both sides are looked at without consuming, so every position of the original text is checked and a run of
 * them is treated one by one ("a\t\t=x" → "a\t'\t'=x"; "\r=" → "'\r'=").
 */
const CELL_START_BEFORE_FORMULA = /(?<=^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * One CSV field, always quoted (quotes doubled). Text is neutralised with an apostrophe wherever a cell could
 * begin with a formula character: at its start and after every `,` `;` tab or line break in it. So however the
 * line is split (by `,` `;` or tab, honouring the quotes or not), no cell starts with = + - @, tab or CR.
 * The traveller's "=HYPERLINK(...)" stays text. Numbers are ours (amounts, counts), written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  const text = typeof value === "number" ? String(value) : value.replace(CELL_START_BEFORE_FORMULA, "'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** One CSV line, CRLF-terminated as RFC 4180 says. The only way the app writes a CSV row. */
export function csvLine(values: CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
