/**
 * A posted form as nested values: `days.0.title` becomes `{ days: [{ title }] }` and a name posted several
 * times (checkboxes) becomes a list, the shape react-hook-form gives the same fields in the browser. Only
 * string entries are read (files are never posted to page actions), and at most `maxEntries`.
 */
export function formValues(entries: Iterable<[string, FormDataEntryValue]>, maxEntries = 500) {
  const root: Record<string, unknown> = {};
  let count = 0;
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    if (++count > maxEntries) break;
    const path = name.split(".");
    if (
      path.some(
        (part) => part === "" || part === "__proto__" || part === "constructor" || part === "prototype",
      )
    ) {
      continue;
    }
    let node: Record<string, unknown> | unknown[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i] as string;
      const index = /^\d{1,3}$/.test(key) ? Number(key) : null;
      if (Array.isArray(node) && index === null) break;
      const slot = (node as Record<string | number, unknown>)[index ?? key];
      if (i === path.length - 1) {
        if (slot === undefined) (node as Record<string | number, unknown>)[index ?? key] = value;
        else if (Array.isArray(slot)) slot.push(value);
        else if (typeof slot === "string")
          (node as Record<string | number, unknown>)[index ?? key] = [slot, value];
        break;
      }
      const next = /^\d{1,3}$/.test(path[i + 1] as string) ? [] : {};
      if (slot === undefined || typeof slot !== "object" || slot === null) {
        (node as Record<string | number, unknown>)[index ?? key] = next;
      }
      node = (node as Record<string | number, Record<string, unknown>>)[index ?? key] as typeof node;
    }
  }
  return compactArrays(root) as Record<string, unknown>;
}

/** Rows posted as 0, 2, 5 (a row removed in between) become a list without holes. */
function compactArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  }
  return value;
}
