import { eq } from "drizzle-orm";
import { LOCALES } from "#core/constants/locales";
import { platformToday } from "#core/rules/platform-calendar";
import {
  type ContentBlock,
  formToSiteTexts,
  parseStoredPublishDates,
  parseStoredSiteTexts,
  type SiteTexts,
  siteTextsFormSchema,
  textsOfBlock,
} from "#core/schemas/site-texts";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { siteContent } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { parseInput } from "../auth/parse-input.ts";
import { forgetPublicSiteContent } from "./get-public-site-content.ts";
import { writeSiteContent } from "./write-site-content.ts";

/** The published texts (site_content "texts"); the translation files hold what is not overridden. */
export async function readSiteTexts(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
): Promise<SiteTexts> {
  assertAdmin(actor);
  const [row] = await deps.db
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, "texts"));
  return parseStoredSiteTexts(row?.value);
}

/**
 * Contenido: publishes the texts of one block an admin edited (both languages, every field required, plain
 * text; long pages in the page markup, checked). Only what differs from what is live is written, with one audit
 * entry of the values before and after, and the block's publication date. Invalid input changes nothing.
 */
export async function publishSiteTexts(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  block: ContentBlock,
  input: unknown,
  defaults: SiteTexts,
  now: Date = new Date(),
): Promise<{ changed: string[] }> {
  assertAdmin(actor);
  const next = formToSiteTexts(
    parseInput(siteTextsFormSchema(block), input) as Record<string, string>,
    block,
  );
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteContent.value })
      .from(siteContent)
      .where(eq(siteContent.key, "texts"))
      .for("update");
    const stored = parseStoredSiteTexts(row?.value);
    const published = parseStoredPublishDates(row?.value);
    const changed: string[] = [];
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    for (const locale of LOCALES) {
      for (const { id } of textsOfBlock(block)) {
        const live = stored[locale][id] ?? defaults[locale][id];
        const value = next[locale][id];
        if (value === undefined) continue;
        // A text equal to the translation file's is not stored: the file stays its source.
        if (value === defaults[locale][id]) delete stored[locale][id];
        else stored[locale][id] = value;
        if (value !== live) {
          changed.push(`${locale}.${id}`);
          before[`${locale}.${id}`] = live ?? "";
          after[`${locale}.${id}`] = value;
        }
      }
    }
    if (changed.length === 0) return { changed };
    const value = { ...stored, published: { ...published, [block]: platformToday(now) } };
    await writeSiteContent(tx, { key: "texts", value, actorId: actor.id, block, before, after }, now);
    return { changed };
  });
  forgetPublicSiteContent(deps.db);
  return result;
}
