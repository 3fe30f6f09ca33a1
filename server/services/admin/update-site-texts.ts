import { eq } from "drizzle-orm";
import { LOCALES } from "#core/constants/locales";
import {
  EDITABLE_TEXTS,
  formToSiteTexts,
  parseStoredSiteTexts,
  type SiteTexts,
  siteTextsFormSchema,
} from "#core/schemas/site-texts";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog, siteContent } from "../../db/schema/platform.ts";
import { parseInput } from "../auth/parse-input.ts";
import { assertAdmin } from "./assert-admin.ts";

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
 * Contenido: publishes the texts an admin edited (both languages, every field required, plain text). Only
 * what differs from what is live is written, with one audit entry of the values before and after. Invalid
 * input changes nothing.
 */
export async function publishSiteTexts(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  input: unknown,
  defaults: SiteTexts,
): Promise<{ changed: string[] }> {
  assertAdmin(actor);
  const next = formToSiteTexts(parseInput(siteTextsFormSchema, input) as Record<string, string>);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: siteContent.value })
      .from(siteContent)
      .where(eq(siteContent.key, "texts"))
      .for("update");
    const stored = parseStoredSiteTexts(row?.value);
    const changed: string[] = [];
    const before: Record<string, string> = {};
    const after: Record<string, string> = {};
    const published = Object.fromEntries(LOCALES.map((l) => [l, {}])) as SiteTexts;
    for (const locale of LOCALES) {
      for (const { id } of EDITABLE_TEXTS) {
        const live = stored[locale][id] ?? defaults[locale][id];
        const value = next[locale][id];
        if (value === undefined) continue;
        // A text equal to the translation file's is not stored: the file stays its source.
        if (value !== defaults[locale][id]) published[locale][id] = value;
        if (value !== live) {
          changed.push(`${locale}.${id}`);
          before[`${locale}.${id}`] = live ?? "";
          after[`${locale}.${id}`] = value;
        }
      }
    }
    if (changed.length === 0) return { changed };
    await tx
      .insert(siteContent)
      .values({ key: "texts", value: published, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: siteContent.key,
        set: { value: published, updatedBy: actor.id, updatedAt: new Date() },
      });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "content.update",
      entityType: "content",
      entityId: null,
      data: { before, after },
    });
    return { changed };
  });
}
