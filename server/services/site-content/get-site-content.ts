import { SITE_CONTENT_DEFAULTS } from "#core/constants/site-content-defaults";
import { type SiteContent, type SiteContentKey, siteContentSchemas } from "#core/schemas/site-content";
import type { DbOrTx } from "../../db/client.ts";
import { siteContent } from "../../db/schema/platform.ts";

const KEYS = Object.keys(siteContentSchemas) as SiteContentKey[];

/**
 * The public site content (contact, social links, support hours): each stored row that passes its schema
 * wins, anything missing or malformed falls back to the defaults, so a public page never breaks on bad data.
 */
export async function getSiteContent(db: DbOrTx): Promise<SiteContent> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const result = structuredClone(SITE_CONTENT_DEFAULTS);
  for (const key of KEYS) {
    if (!stored.has(key)) continue;
    const parsed = siteContentSchemas[key].safeParse(stored.get(key));
    if (parsed.success) Object.assign(result[key], parsed.data);
  }
  return result;
}
