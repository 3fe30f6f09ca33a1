type Tree = { [key: string]: unknown };

/** "a.b.c" → text, for every text of a translation namespace (list items included, as "items.0.a"). */
export function catalogueLeaves(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (!tree || typeof tree !== "object") return out;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else if (value && typeof value === "object")
      for (const [k, v] of catalogueLeaves(value, path)) out.set(k, v);
  }
  return out;
}
