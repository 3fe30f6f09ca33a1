import { SITE_CONTENT_DEFAULTS } from "#core/constants/site-content-defaults";
import { type SiteContent, type SiteContentKey, siteContentSchemas } from "#core/schemas/site-content";
import { parseStoredSiteImages, type SiteImages } from "#core/schemas/site-images";
import {
  type ContentBlock,
  parseStoredPublishDates,
  parseStoredSiteTexts,
  type SiteTexts,
} from "#core/schemas/site-texts";
import type { DbOrTx } from "../../db/client.ts";
import { siteContent } from "../../db/schema/platform.ts";
import { getAdminSettings } from "../settings/get-admin-settings.ts";

const KEYS = Object.keys(siteContentSchemas) as SiteContentKey[];

/**
 * The public site content (contact, social links, support hours, the site's name): each stored row that passes its schema
 * wins, anything missing or malformed falls back to the defaults, so a public page never breaks on bad data.
 */
export async function getSiteContent(db: DbOrTx): Promise<
  SiteContent & {
    siteName: string;
    texts: SiteTexts;
    published: Partial<Record<ContentBlock, string>>;
    /** Contenido's home hero image and logo (null: the brand-colour hero, the built-in logo). */
    images: SiteImages;
  }
> {
  const [rows, settings] = await Promise.all([
    db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent),
    getAdminSettings(db),
  ]);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const result = structuredClone(SITE_CONTENT_DEFAULTS);
  for (const key of KEYS) {
    if (!stored.has(key)) continue;
    const parsed = siteContentSchemas[key].safeParse(stored.get(key));
    if (parsed.success) Object.assign(result[key], parsed.data);
  }
  // The contact email and phone have one source: the admin settings (doc 2 §3), edited in Configuración.
  result.contact.email = settings.contact_email;
  result.contact.phone = settings.contact_phone;
  // Texts an admin rewrote in Contenido (the locale files hold the defaults).
  const texts = stored.get("texts");
  return {
    ...result,
    siteName: settings.site_name,
    texts: parseStoredSiteTexts(texts),
    published: parseStoredPublishDates(texts),
    images: parseStoredSiteImages(stored.get("images")),
  };
}
