import { createHash } from "node:crypto";
import { profileTranslationSchema } from "#core/content/profile-text";
import { TRANSLATION_SCHEMAS, type TranslatableSection } from "#core/content/trip-text";

/** A section a machine can draft: one of a trip's text steps, or a guide's profile texts (bio, presentation). */
export type MachineDraftSection = TranslatableSection | "profile";

const SCHEMAS = { ...TRANSLATION_SCHEMAS, profile: profileTranslationSchema } as const;

/** The same JSON with object keys sorted at every level, so two equal sections give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The sha256 (hex) of a section as its schema reads it (TRANSLATION_SCHEMAS, profileTranslationSchema: the
 * same normalisation the save applies), or null when the section does not pass that schema (such a draft can
 * only be saved after a person has changed it).
 */
export function machineDraftDigest(section: MachineDraftSection, value: unknown): string | null {
  const parsed = SCHEMAS[section].safeParse(value);
  if (!parsed.success) return null;
  return createHash("sha256").update(canonicalJson(parsed.data)).digest("hex");
}
