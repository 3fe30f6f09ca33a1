/**
 * Keyset pagination cursors (issue 37): a list page ends with the sort key and id of its last row, carried in the
 * URL (`?despues=` / `?antes=`) as one opaque base64url token. The sort key is a timestamptz as PostgreSQL
 * prints it (`created_at::text`, microseconds kept), so a row is never skipped or repeated across pages.
 * A token that does not decode to such a pair (edited by hand, cut short) is treated as no cursor: the
 * first page, like every other malformed URL filter.
 */
export type KeysetCursor = { key: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2}){0,2})$/;
const IDS = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  serial: /^[1-9]\d{0,17}$/,
} as const;

export function encodeCursor(key: string, id: string | number): string {
  return Buffer.from(`${key}|${id}`, "utf8").toString("base64url");
}

/** The cursor in `raw`, or null when absent or not a valid (timestamp, id) pair. */
export function decodeCursor(raw: unknown, idKind: keyof typeof IDS): KeysetCursor | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 200 || !/^[\w-]+$/.test(raw)) return null;
  const [key, id, ...rest] = Buffer.from(raw, "base64url").toString("utf8").split("|");
  if (rest.length > 0 || !key || !id) return null;
  if (
    !TIMESTAMP.test(key) ||
    Number.isNaN(Date.parse(key.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")))
  )
    return null;
  return IDS[idKind].test(id) ? { key, id } : null;
}
