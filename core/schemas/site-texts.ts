import { z } from "zod";
import { LOCALES, type Locale } from "../constants/locales.ts";
import { text } from "./text.ts";

/**
 * Texts of the public pages an admin may rewrite in Contenido, in both languages. Each is a translation key
 * (namespace:key) whose value in app/locales is the default; a published override replaces it on the public
 * page for everyone, at once. Plain text only: pages render it as text, never as HTML.
 */
export const EDITABLE_TEXTS = [
  { id: "home:heroEyebrow", block: "homeHero", max: 60 },
  { id: "home:heroTitle", block: "homeHero", max: 120 },
  { id: "home:heroSubtitle", block: "homeHero", max: 240 },
] as const;

export type EditableTextId = (typeof EDITABLE_TEXTS)[number]["id"];
/** Published overrides: language → text id → text. */
export type SiteTexts = Record<Locale, Partial<Record<EditableTextId, string>>>;

/** The form's field name for one text in one language ("home:heroTitle" in en → "en_home_heroTitle"). */
export const fieldName = (locale: Locale, id: EditableTextId) => `${locale}_${id.replace(":", "_")}`;

const fieldSchema = (max: number) =>
  text({ error: "admin:content.errors.required" })
    .trim()
    .min(1, "admin:content.errors.required")
    .max(max, "admin:content.errors.tooLong");

/** The Contenido form: every editable text in both languages, each required (empty would leave a hole). */
export const siteTextsFormSchema = z.object(
  Object.fromEntries(
    LOCALES.flatMap((locale) => EDITABLE_TEXTS.map((t) => [fieldName(locale, t.id), fieldSchema(t.max)])),
  ) as Record<string, ReturnType<typeof fieldSchema>>,
);

/** The posted form → overrides by language. */
export function formToSiteTexts(form: Record<string, string>): SiteTexts {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteTexts;
  for (const locale of LOCALES) {
    for (const t of EDITABLE_TEXTS) {
      const value = form[fieldName(locale, t.id)];
      if (value !== undefined) out[locale][t.id] = value;
    }
  }
  return out;
}

/** The stored row (site_content key "texts"), checked when read back: anything malformed is dropped. */
export function parseStoredSiteTexts(value: unknown): SiteTexts {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteTexts;
  if (!value || typeof value !== "object") return out;
  for (const locale of LOCALES) {
    const byId = (value as Record<string, unknown>)[locale];
    if (!byId || typeof byId !== "object") continue;
    for (const t of EDITABLE_TEXTS) {
      const parsed = fieldSchema(t.max).safeParse((byId as Record<string, unknown>)[t.id]);
      if (parsed.success) out[locale][t.id] = parsed.data;
    }
  }
  return out;
}
