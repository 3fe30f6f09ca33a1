import { withoutForbiddenCharacters } from "#core/schemas/text";

export const SEARCH_TEXT_MAX = 100;

/** `%` and `_` typed in a search box are searched for as themselves. */
export function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search box's text, read leniently: trimmed, without control characters, at most 100 characters. */
export function cleanSearch(raw: unknown): string {
  return withoutForbiddenCharacters(typeof raw === "string" ? raw : "")
    .trim()
    .slice(0, SEARCH_TEXT_MAX);
}
