import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvLine } from "./csv.ts";

describe("csv", () => {
  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+34 600")).toBe("'+34 600");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
  });

  it("quotes commas, quotes and line breaks and leaves plain text alone", () => {
    expect(csvCell("Sin gluten, sin lactosa")).toBe('"Sin gluten, sin lactosa"');
    expect(csvCell('dice "hola"')).toBe('"dice ""hola"""');
    expect(csvCell("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvCell("Peñalara")).toBe("Peñalara");
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
    expect(csvCell(-3)).toBe("-3");
  });

  it("writes CRLF lines and a UTF-8 byte order mark", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
    expect(CSV_BOM.charCodeAt(0)).toBe(0xfeff);
  });
});
