import type { Db } from "../../db/client.ts";
import { getSiteContent } from "./get-site-content.ts";

/**
 * How long one process reuses the site content every page's layout shows (footer contact, social links, the
 * site's name, the home texts). An admin's change is seen at once by the process that saved it
 * (forgetPublicSiteContent) and within this time by the others.
 */
export const PUBLIC_SITE_CONTENT_TTL_MS = 10_000;

type Content = Awaited<ReturnType<typeof getSiteContent>>;
const cache = new WeakMap<object, { readAt: number; content: Promise<Content> }>();

/**
 * getSiteContent for the page layout, read at most once per PUBLIC_SITE_CONTENT_TTL_MS per database: two
 * queries every page paid for (issue 17's render throughput). Anything that decides money or permissions reads
 * getAdminSettings / getSiteContent itself.
 */
export function getPublicSiteContent(db: Db, now = Date.now()): Promise<Content> {
  const hit = cache.get(db);
  if (hit && now - hit.readAt < PUBLIC_SITE_CONTENT_TTL_MS) return hit.content;
  const content = getSiteContent(db);
  cache.set(db, { readAt: now, content });
  // A failed read is not kept: the next page asks again.
  content.catch(() => {
    if (cache.get(db)?.content === content) cache.delete(db);
  });
  return content;
}

/** After an admin saved contact details, settings or texts: the next page reads them again. */
export function forgetPublicSiteContent(db: Db): void {
  cache.delete(db);
}
