import { CSV_BOM } from "./csv.ts";

/** What a spreadsheet may split a CSV line on: ours, Spanish-locale Excel's, and a tab-separated import. */
export const SPREADSHEET_SEPARATORS = [",", ";", "\t"] as const;

/** A cell a spreadsheet would run as a formula (OWASP CSV injection). */
export const FORMULA_CELL_START = /^[=+\-@\t\r]/;

/** Cells as an import that ignores quoting sees them: every line break ends a row, every separator a cell. */
function naiveCells(csv: string, separator: string): string[] {
  return csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
}

/** Cells as an RFC 4180 reader sees them with the given separator (quotes group, "" is a quote). */
function quotedCells(csv: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!;
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator || c === "\n" || c === "\r") {
      cells.push(cell);
      cell = "";
      if (c === "\r" && csv[i + 1] === "\n") i++;
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/**
 * Every cell a spreadsheet could show for this CSV text, whichever separator it splits on and whether it
 * honours the quotes or not (a leading quote a naive import keeps is dropped, as Excel does).
 */
export function spreadsheetCells(csv: string): string[] {
  const text = csv.startsWith(CSV_BOM) ? csv.slice(1) : csv;
  return SPREADSHEET_SEPARATORS.flatMap((separator) => [
    ...naiveCells(text, separator),
    ...naiveCells(text, separator).map((cell) => cell.replace(/^"/, "")),
    ...quotedCells(text, separator),
  ]);
}

/** The cells of `csv` that a spreadsheet would read as a formula (none, for anything the app writes). */
export function formulaCells(csv: string): string[] {
  return spreadsheetCells(csv).filter((cell) => FORMULA_CELL_START.test(cell));
}
