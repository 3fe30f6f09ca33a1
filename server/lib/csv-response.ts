import { CSV_BOM, type CsvValue, csvLine } from "#core/format/csv";

/** A CSV download as a service makes it: its file name, the header row and the rows, pulled one at a time. */
export type CsvExport = { filename: string; header: string[]; rows: AsyncIterable<CsvValue[]> };

/** The translator a CSV service writes its header and labels with (the reader's language, one namespace). */
export type CsvLabels = (key: string) => string;

/**
 * A CSV download streamed row by row: the body pulls the next row only when the client reads, so an export
 * of thousands of rows never sits in memory. UTF-8 with a byte order mark, never cached. Every line goes
 * through csvLine (core/format/csv.ts), the one writer that quotes and neutralises formulas.
 */
export function csvResponse({ filename, header, rows }: CsvExport): Response {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(header)));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(csvLine(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
    },
  });
}
