import { z } from "zod";
import { LOCALES, type Locale } from "../constants/locales.ts";
import { IMAGE_ALT_MAX } from "../constants/site-images.ts";
import { text } from "./text.ts";

/** Contenido's image blocks (issue 35), each published on its own like the text blocks. */
export const IMAGE_BLOCKS = ["heroImage", "logo"] as const;
export type ImageBlock = (typeof IMAGE_BLOCKS)[number];

export const isImageBlock = (value: unknown): value is ImageBlock =>
  IMAGE_BLOCKS.includes(value as ImageBlock);

export type HeroImage = { url: string; focalX: number; focalY: number; alt: Record<Locale, string> };
export type SiteLogo = { url: string };
/** What Contenido published (nothing: the brand-colour hero and the built-in logo). */
export type SiteImages = { hero: HeroImage | null; logo: SiteLogo | null };

/** The focal point, a percentage from the left / top (CSS object-position), so a phone's crop keeps the subject. */
const percent = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ error: "admin:content.images.errors.focal" })
    .int("admin:content.images.errors.focal")
    .min(0, "admin:content.images.errors.focal")
    .max(100, "admin:content.images.errors.focal"),
);

const alt = text({ error: "admin:content.errors.required" })
  .trim()
  .min(1, "admin:content.errors.required")
  .max(IMAGE_ALT_MAX, "admin:content.errors.tooLong");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const fileId = text().refine((v) => UUID.test(v), "admin:content.images.errors.fileRequired");

/**
 * The hero form: a site image just uploaded (or "" to keep the one live), where its subject is, and its
 * text in both languages.
 */
export const heroImageFormSchema = z.object({
  fileId: text().refine((v) => v === "" || UUID.test(v), "admin:content.images.errors.fileRequired"),
  focalX: percent,
  focalY: percent,
  alt_es: alt,
  alt_en: alt,
});

/** The logo form: a site image (PNG or WebP through the image pipeline; its alt text is the site's name). */
export const logoFormSchema = z.object({ fileId });

export const imageBlockSchema = (block: ImageBlock) =>
  block === "heroImage" ? heroImageFormSchema : logoFormSchema;

/** A stored image address: this site's (/media, /demo) or the public storage's https origin. */
const storedUrl = z
  .string()
  .max(500)
  .regex(/^(\/(media|demo)\/[\w./-]+|https:\/\/[\w.-]+(:\d+)?\/[\w./-]+)$/);

const storedHero = z.object({
  url: storedUrl,
  focalX: percent,
  focalY: percent,
  alt: z.object(Object.fromEntries(LOCALES.map((l) => [l, alt])) as Record<Locale, typeof alt>),
});
const storedLogo = z.object({ url: storedUrl });

/** The stored row (site_content key "images"), checked when read back: anything malformed is left out. */
export function parseStoredSiteImages(value: unknown): SiteImages {
  const row = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const hero = storedHero.safeParse(row.hero);
  const logo = storedLogo.safeParse(row.logo);
  return {
    hero: hero.success ? (hero.data as HeroImage) : null,
    logo: logo.success ? logo.data : null,
  };
}

/** When each image block was last published (the stored row's "published": block → ISO date). */
export function parseStoredImageDates(value: unknown): Partial<Record<ImageBlock, string>> {
  const dates = (value as { published?: unknown } | null)?.published;
  if (!dates || typeof dates !== "object") return {};
  const out: Partial<Record<ImageBlock, string>> = {};
  for (const block of IMAGE_BLOCKS) {
    const date = (dates as Record<string, unknown>)[block];
    if (typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)) out[block] = date;
  }
  return out;
}
