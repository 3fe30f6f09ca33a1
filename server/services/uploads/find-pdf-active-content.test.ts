import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { samplePdf } from "../../testing/sample-files.ts";
import {
  activePdfs,
  OPEN_SCRIPT,
  objectStream,
  objectStreamContent,
  pdfWith,
  pngUpPredicted,
  streamBody,
} from "../../testing/sample-pdfs.ts";
import { findPdfActiveContent, isScriptLink, SCRIPT_LINK } from "./find-pdf-active-content.ts";

const latin1 = (text: string) => Buffer.from(text, "latin1");

describe("findPdfActiveContent (issue 16, item 7)", () => {
  it("accepts a plain document, links and page jumps included", () => {
    expect(findPdfActiveContent(samplePdf())).toBeNull();
    expect(findPdfActiveContent(pdfWith("/OpenAction [3 0 R /Fit]"))).toBeNull();
    expect(
      findPdfActiveContent(pdfWith("/OpenAction << /S /URI /URI (https://tropa.example) >>")),
    ).toBeNull();
  });

  it("accepts what ordinary writers produce: object streams, bookmarks, colour profiles, xref streams", () => {
    const fonts = objectStream("<< /Type /Font /BaseFont /Helvetica >>");
    const bookmarks = latin1("<< /Title (Day 1: stream and obj) /Parent 9 0 R /First 10 0 R /Last 10 0 R >>");
    const icc = streamBody(
      "/N 3 /Alternate /DeviceRGB /Filter /FlateDecode",
      deflateSync(Buffer.alloc(64, 7)),
    );
    const xref = streamBody(
      "/Type /XRef /W [1 2 1] /Size 9 /Filter /FlateDecode /DecodeParms << /Columns 4 /Predictor 12 >>",
      deflateSync(pngUpPredicted(Buffer.alloc(32, 1), 4)),
    );
    const image = streamBody(
      "/Type /XObject /Subtype /Image /Filter /DCTDecode",
      Buffer.from([0xff, 0xd8, 0]),
    );
    expect(findPdfActiveContent(pdfWith("/Outlines 7 0 R", [fonts, bookmarks, icc, xref, image]))).toBeNull();
  });

  it.each([
    ["an /OpenAction script", `/OpenAction ${OPEN_SCRIPT}`, "JavaScript"],
    ["a hex-escaped name", "/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>", "JavaScript"],
    ["a launch action", "/OpenAction << /S /Launch /F (calc.exe) >>", "Launch"],
    ["embedded files", "/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>", "EmbeddedFiles"],
    ["a form that submits", "/AA << /WC << /S /SubmitForm /F (https://evil.example) >> >>", "SubmitForm"],
    ["an XML form", "/AcroForm << /XFA 6 0 R >>", "XFA"],
    ["rich media", "/AA << /O << /S /RichMediaExecute >> >>", "RichMediaExecute"],
    // NUL is white space to a PDF reader: it ends the name, so these are /JavaScript and /JS.
    ["names ended by NUL", "/OpenAction << /S /JavaScript\0/JS\0(app.alert(1)) >>", "JavaScript"],
  ])("refuses %s", (_label, catalog, found) => {
    expect(findPdfActiveContent(pdfWith(catalog))).toBe(found);
  });

  it.each([
    ["3D artwork", "/Names << /A [<< /Type /Annot /Subtype /3D /3DD 6 0 R >>] >>", "3D"],
    ["a 3D stream", "/Names << /A 6 0 R /B << /3DD 6 0 R >> >>", "3DD"],
    ["a 3D stream's script", "/Names << /A << /Type /3DView /OnInstantiate 6 0 R >> >>", "OnInstantiate"],
    ["a hex-escaped 3D name", "/Names << /A << /Subtype /#33D >> >>", "3D"],
    ["rich media content", "/Names << /A << /RichMediaContent 6 0 R >> >>", "RichMediaContent"],
    ["rich media settings", "/Names << /A << /RichMediaSettings 6 0 R >> >>", "RichMediaSettings"],
  ])("refuses %s (issue 33)", (_label, catalog, found) => {
    expect(findPdfActiveContent(pdfWith(catalog))).toBe(found);
  });

  const link = (target: string) => `/OpenAction << /S /URI /URI ${target} >>`;
  const hex = (text: string) => `<${Buffer.from(text, "latin1").toString("hex")}>`;
  const utf16 = (text: string) => `<FEFF${Buffer.from(text, "utf16le").swap16().toString("hex")}>`;

  it.each([
    ["a literal string", link("(javascript:app.alert(1))")],
    ["any case", link("(JaVaScRiPt:app.alert(1))")],
    ["leading spaces and controls", link("(\x00 \t javascript:app.alert(1))")],
    ["a line break inside the scheme", link("(java\nscript:app.alert(1))")],
    ["an escaped tab inside the scheme", link("(java\\tscript:app.alert(1))")],
    ["a split line inside the scheme", link("(java\\\nscript:app.alert(1))")],
    ["octal escapes", link("(\\152\\141vascript:app.alert(1))")],
    ["a hex string", link(hex("javascript:app.alert(1)"))],
    ["a hex string with spaces and an odd end", link("<6A 61 76 61 73 63 72 69 70 74 3a 61 6c 65 72 74 2>")],
    ["a UTF-16 hex string", link(utf16("javascript:app.alert(1)"))],
    ["a hex-escaped key", "/OpenAction << /S /URI /U#52I (javascript:app.alert(1)) >>"],
    ["a comment before the value", "/OpenAction << /S /URI /URI %x\n(javascript:app.alert(1)) >>"],
    ["a link annotation", "/Names << /A [<< /Subtype /Link /A << /S /URI /URI (javascript:x()) >> >>] >>"],
    ["the catalog's base address", "/URI << /Base (javascript:app.alert(1)//) >>"],
  ])("refuses a link to javascript: in %s (issue 33)", (_label, catalog) => {
    expect(findPdfActiveContent(pdfWith(catalog))).toBe(SCRIPT_LINK);
  });

  it("refuses a link to javascript: held in another object or in an object stream", () => {
    const indirect = pdfWith(link("6 0 R"), [latin1("(javascript:app.alert(1))")]);
    expect(findPdfActiveContent(indirect)).toBe(SCRIPT_LINK);
    const compressed = pdfWith("/OpenAction 7 0 R", [
      objectStream("<< /S /URI /URI (javascript:app.alert(1)) >>"),
    ]);
    expect(compressed.toString("latin1")).not.toContain("javascript");
    expect(findPdfActiveContent(compressed)).toBe(SCRIPT_LINK);
    // A target this scan cannot see (an object it does not find written out) is refused, not trusted.
    expect(findPdfActiveContent(pdfWith(link("42 0 R")))).toBe("uninspectable");
  });

  it("accepts ordinary links, and the word javascript where it is not a link's scheme", () => {
    for (const target of [
      "(https://tropa.example/viajes?q=javascript:)",
      hex("https://tropa.example"),
      "(mailto:hola@tropa.example)",
      "(/ayuda/javascript:)",
    ]) {
      expect(findPdfActiveContent(pdfWith(link(target))), target).toBeNull();
    }
    expect(findPdfActiveContent(pdfWith(link("6 0 R"), [latin1("(https://tropa.example)")]))).toBeNull();
    expect(findPdfActiveContent(pdfWith("/Names << /T (javascript:app.alert(1)) >>"))).toBeNull();
    expect(isScriptLink(" \u0000java\tscript:x")).toBe(true);
    expect(isScriptLink("https://x.example/#javascript:x")).toBe(false);
  });

  it.each(Object.entries(activePdfs()))("refuses the upload attack: %s", (_label, pdf) => {
    expect(findPdfActiveContent(pdf)).not.toBeNull();
  });

  it("does not mistake the bytes of a compressed image for names, but reads objects written inside stream data", () => {
    // Compressed data is random bytes: "/JS " turns up in it by chance.
    const noise = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0x93]),
      latin1("/JS (/Launch\0"),
      Buffer.from([0x11, 0xd9]),
    ]);
    const photo = streamBody("/Type /XObject /Subtype /Image /Filter /DCTDecode", noise);
    expect(findPdfActiveContent(pdfWith("", [photo]))).toBeNull();
    // The same data holding an object a cross-reference can point a reader at is not inert.
    const hidden = streamBody(
      "/Type /XObject /Subtype /Image /Filter /DCTDecode",
      latin1(`\xff\xd8 8 0 obj ${OPEN_SCRIPT} endobj \xff\xd9`),
    );
    expect(findPdfActiveContent(pdfWith("/OpenAction 8 0 R", [hidden]))).toBe("JavaScript");
    // A reader sent into the middle of a string (a hex string there swallows the stream keyword) reads the
    // next stream's data as the rest of its dictionary.
    const entry = latin1("(7 0 obj << /OpenAction << /A <)");
    const carried = streamBody("", latin1("/S /JavaScript /JS (app.alert(1)) >> >>"));
    expect(findPdfActiveContent(pdfWith("", [entry, carried]))).toBe("JavaScript");
  });

  it("finds a script hidden in a compressed object stream", () => {
    const hidden = pdfWith("/OpenAction 7 0 R", [objectStream(OPEN_SCRIPT)]);
    expect(hidden.toString("latin1")).not.toContain("/JavaScript");
    expect(findPdfActiveContent(hidden)).toBe("JavaScript");
  });

  it.each([
    // pdf.js reads any stream with /First and /N as an object stream, /Type or not.
    [
      "without /Type",
      streamBody("/N 1 /First 4 /Filter /FlateDecode", deflateSync(objectStreamContent(OPEN_SCRIPT))),
    ],
    [
      "with a hex-escaped /Type",
      streamBody(
        "/Type /Obj#53tm /N 1 /First 4 /Filter /Fl#61teDecode",
        deflateSync(objectStreamContent(OPEN_SCRIPT)),
      ),
    ],
    // Readers start the data after any line end, a lone CR included.
    [
      "after a lone CR",
      streamBody(
        "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
        deflateSync(objectStreamContent(OPEN_SCRIPT)),
        "\r",
      ),
    ],
    // Compressed twice: one inflation shows only more compressed bytes.
    [
      "compressed twice",
      streamBody(
        "/Type /ObjStm /N 1 /First 4 /Filter [/FlateDecode/FlateDecode]",
        deflateSync(deflateSync(objectStreamContent(OPEN_SCRIPT))),
      ),
    ],
    // "stream" and a line end inside a string of the dictionary: the real data comes after the real keyword.
    [
      "behind a string that looks like the stream keyword",
      streamBody(
        "/Info (a >>stream\n) /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
        deflateSync(objectStreamContent(OPEN_SCRIPT)),
      ),
    ],
  ])("finds a script in an object stream %s", (_label, stream) => {
    expect(findPdfActiveContent(pdfWith("/OpenAction 7 0 R", [stream]))).toBe("JavaScript");
  });

  it("refuses an object stream it cannot read rather than accepting it unseen", () => {
    const unknownFilter = pdfWith("", [objectStream(OPEN_SCRIPT, "/LZWDecode")]);
    expect(findPdfActiveContent(unknownFilter)).toBe("uninspectable");
    const chained = pdfWith("", [objectStream(OPEN_SCRIPT, "[/FlateDecode /ASCIIHexDecode]")]);
    expect(findPdfActiveContent(chained)).toBe("uninspectable");
    const broken = pdfWith("", [objectStream(OPEN_SCRIPT, "/FlateDecode", true)]);
    expect(findPdfActiveContent(broken)).toBe("uninspectable");
    // A predictor scrambles the inflated bytes: the script is there for a reader, not for a plain scan.
    const predicted = streamBody(
      "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 8 >>",
      deflateSync(pngUpPredicted(objectStreamContent(OPEN_SCRIPT), 8)),
    );
    expect(findPdfActiveContent(pdfWith("/OpenAction 7 0 R", [predicted]))).toBe("uninspectable");
  });

  it("refuses an object stream that would inflate past the budget (a zip bomb)", () => {
    const bomb = streamBody(
      "/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode",
      deflateSync(Buffer.alloc(40 * 1024 * 1024, 0x20)),
    );
    expect(findPdfActiveContent(pdfWith("", [bomb]))).toBe("uninspectable");
  });

  it("refuses an object stream a reader can reach but a sequential read sees inside a string", () => {
    // Object 6 is one long string to a sequential parser; the xref can still point a reader at the object
    // stream written inside it.
    const hex = Buffer.from(objectStreamContent(OPEN_SCRIPT)).toString("hex");
    const smuggled = latin1(
      `(\n7 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode /Length ${hex.length + 1} >>\nstream\n${hex}>\nendstream\nendobj\n)`,
    );
    expect(findPdfActiveContent(pdfWith("/OpenAction 7 0 R", [smuggled]))).toBe("uninspectable");
  });
});
