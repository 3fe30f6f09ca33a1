/** Lower-case and strip accents, for accent-insensitive search ("Perú" → "peru"). */
export function normalizeSearchText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The slug built from a title (doc 2 §5): lower-cased, punctuation removed, spaces turned to hyphens.
 * Accents are folded so the URL stays ASCII.
 */
export function slugify(title: string): string {
  return normalizeSearchText(title)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}
