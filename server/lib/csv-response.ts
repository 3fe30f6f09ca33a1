import { CSV_BOM, csvLine } from "#core/format/csv";

type Cell = string | number | null | undefined;

/**
 * A CSV download streamed row by row: the body pulls the next row only when the client reads, so an export
 * of thousands of rows never sits in memory. UTF-8 with a byte order mark, never cached.
 */
export function csvResponse(filename: string, header: string[], rows: AsyncIterable<Cell[]>): Response {
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
