import { deflateSync } from "node:zlib";
import { samplePdf } from "./sample-files.ts";

/**
 * PDFs an attacker would send (issue 16, item 7), built in memory from the minimal sample: each hides
 * JavaScript, a launch action or an embedded file in a way a naive scan misses.
 */

const latin1 = (text: string) => Buffer.from(text, "latin1");

/** The sample PDF with `catalogExtra` in its catalog and `extra` objects (numbered from 6) before the xref. */
export function pdfWith(catalogExtra: string, extra: Buffer[] = []): Buffer {
  const base = samplePdf().toString("latin1");
  const withCatalog = base.replace(
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
  );
  const [head, tail] = withCatalog.split("xref\n");
  const objects = extra.map((body, i) =>
    Buffer.concat([latin1(`${i + 6} 0 obj\n`), body, latin1("\nendobj\n")]),
  );
  return Buffer.concat([latin1(head ?? ""), ...objects, latin1(`xref\n${tail}`)]);
}

/** A stream object's body: `<< dict /Length n >>`, the keyword, `eol`, the data and `endstream`. */
export function streamBody(dict: string, data: Buffer, eol = "\n"): Buffer {
  return Buffer.concat([
    latin1(`<< ${dict} /Length ${data.length} >>\nstream${eol}`),
    data,
    latin1("\nendstream"),
  ]);
}

/** What an object stream holds: its header (object 7 at offset 0) and the object. */
export const objectStreamContent = (inner: string) => latin1(`7 0 ${inner}`);

/** An object stream (/ObjStm) holding `inner` as object 7, Flate-compressed as PDF writers do. */
export function objectStream(inner: string, filter = "/FlateDecode", corrupt = false): Buffer {
  const data = deflateSync(objectStreamContent(inner));
  if (corrupt) data.fill(0x58, 2, 8);
  return streamBody(`/Type /ObjStm /N 1 /First 4 /Filter ${filter}`, data);
}

/** PNG "Up" prediction (filter type 2) of `data` in rows of `columns` bytes, as /Predictor 12 encodes. */
export function pngUpPredicted(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, Math.min(at + columns, data.length));
    const encoded = Buffer.alloc(columns + 1);
    encoded[0] = 2;
    for (let i = 0; i < columns; i++) encoded[i + 1] = ((row[i] ?? 0) - (previous[i] ?? 0)) & 0xff;
    rows.push(encoded);
    previous = row;
  }
  return Buffer.concat(rows);
}

/** The script every variant runs when the document opens. */
export const OPEN_SCRIPT = "<< /S /JavaScript /JS (app.alert(1)) >>";

/** The attacks of issue 16, item 7, by name: each must be refused on upload. */
export function activePdfs(): Record<string, Buffer> {
  return {
    "an /OpenAction script": pdfWith(`/OpenAction ${OPEN_SCRIPT}`),
    "a hex-escaped name": pdfWith("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>"),
    "a script in a compressed object stream": pdfWith("/OpenAction 7 0 R", [objectStream(OPEN_SCRIPT)]),
    "embedded files": pdfWith("/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>"),
    "a launch action": pdfWith("/OpenAction << /S /Launch /F (calc.exe) >>"),
  };
}
