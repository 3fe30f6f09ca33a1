import { z } from "zod";
import { LOCALES, type Locale } from "../constants/locales.ts";
import { parsePageMarkup } from "../format/page-markup.ts";
import { text } from "./text.ts";

/** The parts of the site Contenido edits, each published on its own (its own form, preview and audit entry). */
export const CONTENT_BLOCKS = [
  "home",
  "features",
  "cta",
  "about",
  "help",
  "cancellation",
  "terms",
  "privacy",
] as const;
export type ContentBlock = (typeof CONTENT_BLOCKS)[number];

/** A legal block's public page (its "last updated" date moves when it is published). */
export const LEGAL_BLOCKS = ["cancellation", "terms", "privacy"] as const satisfies readonly ContentBlock[];

type TextKind = "line" | "paragraph" | "markup";
const line = (id: string, block: ContentBlock, max: number) => ({ id, block, max, kind: "line" as TextKind });
const paragraph = (id: string, block: ContentBlock, max: number) => ({
  id,
  block,
  max,
  kind: "paragraph" as TextKind,
});
const markup = (id: string, block: ContentBlock) => ({ id, block, max: 40_000, kind: "markup" as TextKind });

const HOME_FEATURES = ["whosGoing", "groupChat", "refunds", "verified"];
const ABOUT_VALUES = ["safety", "groups", "experts", "transparency"];
const ABOUT_STEPS = ["explore", "connect", "live"];
const HELP_TOPICS = ["general", "bookings", "trip", "tropleaders", "safety"];

/**
 * Texts of the public pages an admin may rewrite in Contenido, in both languages. Each is a translation key
 * (namespace:key.path) whose value in app/locales is the default; a published override replaces it on the public
 * page for everyone, at once. Plain text only: pages render it as text, never as HTML. Long pages (help
 * questions, legal sections) are written in the plain markup of core/format/page-markup.ts.
 */
export const EDITABLE_TEXTS = [
  line("home:heroEyebrow", "home", 60),
  line("home:heroTitle", "home", 120),
  paragraph("home:heroSubtitle", "home", 240),
  line("home:featuresTitle", "features", 80),
  paragraph("home:featuresSubtitle", "features", 200),
  ...HOME_FEATURES.flatMap((k) => [
    line(`home:features.${k}.title`, "features", 60),
    paragraph(`home:features.${k}.body`, "features", 300),
  ]),
  line("home:ctaTitle", "cta", 80),
  paragraph("home:ctaBody", "cta", 240),
  line("home:ctaRegister", "cta", 40),
  line("home:ctaAbout", "cta", 40),
  line("home:ctaCreator", "cta", 80),
  line("about:hero.eyebrow", "about", 60),
  line("about:hero.title", "about", 120),
  paragraph("about:hero.body", "about", 400),
  line("about:mission.title", "about", 60),
  paragraph("about:mission.body", "about", 600),
  line("about:vision.title", "about", 60),
  paragraph("about:vision.body", "about", 600),
  ...ABOUT_VALUES.flatMap((k) => [
    line(`about:values.items.${k}.title`, "about", 60),
    paragraph(`about:values.items.${k}.body`, "about", 300),
  ]),
  ...ABOUT_STEPS.flatMap((k) => [
    line(`about:how.steps.${k}.title`, "about", 60),
    paragraph(`about:how.steps.${k}.body`, "about", 300),
  ]),
  ...HELP_TOPICS.map((k) => markup(`help:categories.${k}.items`, "help")),
  ...LEGAL_BLOCKS.flatMap((doc) => [
    line(`legal:${doc}.title`, doc, 80),
    paragraph(`legal:${doc}.intro`, doc, 1000),
    markup(`legal:${doc}.sections`, doc),
  ]),
] as const satisfies ReadonlyArray<{ id: string; block: ContentBlock; max: number; kind: TextKind }>;

export type EditableText = (typeof EDITABLE_TEXTS)[number];
export type EditableTextId = EditableText["id"];
/** Published overrides: language → text id → text. */
export type SiteTexts = Record<Locale, Partial<Record<EditableTextId, string>>>;

export const textsOfBlock = (block: ContentBlock): EditableText[] =>
  EDITABLE_TEXTS.filter((t) => t.block === block);

export const isContentBlock = (value: unknown): value is ContentBlock =>
  CONTENT_BLOCKS.includes(value as ContentBlock);

/** The key of a text as a form field and translation key ("about:hero.title" → "about_hero_title"). */
export const textKey = (id: EditableTextId) => id.replace(/[:.]/g, "_");

/** The form's field name for one text in one language ("home:heroTitle" in en → "en_home_heroTitle"). */
export const fieldName = (locale: Locale, id: EditableTextId) => `${locale}_${textKey(id)}`;

function fieldSchema({ max, kind }: Pick<EditableText, "max" | "kind">) {
  const base = text({ error: "admin:content.errors.required" })
    .trim()
    .min(1, "admin:content.errors.required")
    .max(max, "admin:content.errors.tooLong");
  if (kind !== "markup") return base;
  return base.superRefine((value, ctx) => {
    const parsed = parsePageMarkup(value);
    if ("problem" in parsed)
      ctx.addIssue({ code: "custom", message: `admin:content.errors.${parsed.problem}` });
  });
}

type BlockFormSchema = z.ZodObject<Record<string, ReturnType<typeof fieldSchema>>>;
const blockSchemas = new Map<ContentBlock, BlockFormSchema>();

/** One block's Contenido form: each of its texts in both languages, each required (empty would leave a hole). */
export function siteTextsFormSchema(block: ContentBlock): BlockFormSchema {
  let schema = blockSchemas.get(block);
  if (!schema) {
    schema = z.object(
      Object.fromEntries(
        LOCALES.flatMap((locale) =>
          textsOfBlock(block).map((t) => [fieldName(locale, t.id), fieldSchema(t)]),
        ),
      ),
    ) as BlockFormSchema;
    blockSchemas.set(block, schema);
  }
  return schema;
}

/** The posted form → overrides by language (the texts of the form's block only). */
export function formToSiteTexts(form: Record<string, string>, block: ContentBlock): SiteTexts {
  const out = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteTexts;
  for (const locale of LOCALES) {
    for (const t of textsOfBlock(block)) {
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
      const parsed = fieldSchema(t).safeParse((byId as Record<string, unknown>)[t.id]);
      if (parsed.success) out[locale][t.id] = parsed.data;
    }
  }
  return out;
}

/** When each block was last published (the stored row's "published": block → ISO date). */
export function parseStoredPublishDates(value: unknown): Partial<Record<ContentBlock, string>> {
  const dates = (value as { published?: unknown } | null)?.published;
  if (!dates || typeof dates !== "object") return {};
  const out: Partial<Record<ContentBlock, string>> = {};
  for (const block of CONTENT_BLOCKS) {
    const date = (dates as Record<string, unknown>)[block];
    if (typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)) out[block] = date;
  }
  return out;
}

/** The published texts of one language and some blocks (what a public page needs, and no more). */
export function pickTexts(texts: SiteTexts, locale: Locale, blocks: readonly ContentBlock[]) {
  const out: Partial<Record<EditableTextId, string>> = {};
  for (const t of EDITABLE_TEXTS) {
    const value = texts[locale][t.id];
    if (blocks.includes(t.block) && value !== undefined) out[t.id] = value;
  }
  return out;
}
