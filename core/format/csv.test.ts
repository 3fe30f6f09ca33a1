import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine } from "./csv.ts";
import { formulaCells, spreadsheetCells } from "./spreadsheet-cells.ts";

describe("csv", () => {
  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+34 600")).toBe(`"'+34 600"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tx")).toBe(`"'\tx"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
  });

  it("neutralises a formula after any separator a spreadsheet may split on, or a line break", () => {
    expect(csvCell("Vegano;=cmd|' /C calc'!A0;")).toBe(`"Vegano;'=cmd|' /C calc'!A0;"`);
    expect(csvCell("a,+1")).toBe(`"a,'+1"`);
    expect(csvCell("a\t-1")).toBe(`"a\t'-1"`);
    expect(csvCell("a\n@x")).toBe(`"a\n'@x"`);
    expect(csvCell("a\r\n=x")).toBe(`"a\r\n'=x"`);
    expect(csvCell("a\t\t=x")).toBe(`"a\t'\t'=x"`);
    expect(csvCell("a;;=x")).toBe(`"a;;'=x"`);
    expect(csvCell("\r=")).toBe(`"'\r'="`);
    expect(csvCell("1 - 2; a=b")).toBe(`"1 - 2; a=b"`);
  });

  it("quotes every field, doubles quotes and leaves plain text alone", () => {
    expect(csvCell("Sin gluten, sin lactosa")).toBe('"Sin gluten, sin lactosa"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvCell("Peñalara")).toBe('"Peñalara"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(-3)).toBe('"-3"');
  });

  it("writes CRLF lines and a UTF-8 byte order mark", () => {
    expect(csvLine(["a", 1, null])).toBe('"a","1",""\r\n');
    expect(CSV_BOM.charCodeAt(0)).toBe(0xfeff);
  });

  it("the check sees what a naive import would run (so it can fail)", () => {
    const unsafe = `${CSV_BOM}"Vegano;=cmd",x\r\n`;
    expect(formulaCells(unsafe)).toContain('=cmd",x');
    expect(formulaCells(`${CSV_BOM}"a","=b"\r\n`)).toContain("=b");
    expect(spreadsheetCells(`${CSV_BOM}"a;b","c"\r\n`)).toContain("a;b");
  });

  it("no text, however hostile, gives a cell starting a formula under any split", () => {
    const hostile = fc.string({
      unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", '"', "'", " ", "a", "1", "ñ"),
      maxLength: 24,
    });
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 4 }), (fields) => {
        const csv = CSV_BOM + csvLine(fields) + csvLine(fields.toReversed());
        expect(formulaCells(csv)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });
});
