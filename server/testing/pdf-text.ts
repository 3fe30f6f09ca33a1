/**
 * The text of a PDF as a reader's software extracts it (Mozilla's pdf.js), pages joined by new lines: tests
 * check what a generated document says rather than how it is encoded.
 */
export async function pdfText(data: Uint8Array): Promise<string> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js refuses a Node Buffer: hand it a plain copy of the bytes.
  const doc = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  // One space for any run of spaces (pdf.js separates items and lines with its own).
  return pages.join("\n").replace(/[ \u00a0]+/g, " ");
}
