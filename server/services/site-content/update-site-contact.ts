import { inArray } from "drizzle-orm";
import { SITE_CONTENT_DEFAULTS } from "#core/constants/site-content-defaults";
import { siteContactFormSchema, siteContentSchemas } from "#core/schemas/site-content";
import type { AppDeps } from "../../app-deps.ts";
import type { SessionUser } from "../../auth/session-user.ts";
import { auditLog, siteContent } from "../../db/schema/platform.ts";
import { assertAdmin } from "../admin/assert-admin.ts";
import { parseInput } from "../auth/parse-input.ts";
import { forgetPublicSiteContent } from "./get-public-site-content.ts";

type Row = "contact" | "social" | "support";
const ROWS: Row[] = ["contact", "social", "support"];

/**
 * Contenido's contact block: the address, the social links and the support hours every public page shows
 * (footer, help centre, policies). Checked with the form's schema (invalid input changes nothing); only the rows
 * that changed are written, with one audit entry of the values before and after.
 */
export async function publishSiteContact(
  deps: Pick<AppDeps, "db">,
  actor: SessionUser | null,
  input: unknown,
): Promise<{ changed: string[] }> {
  assertAdmin(actor);
  const form = parseInput(siteContactFormSchema, input);
  const next: Record<Row, Record<string, unknown>> = {
    contact: { address: form.address },
    social: { facebook: form.facebook, instagram: form.instagram, twitter: form.twitter },
    support: {
      phoneOpens: form.phoneOpens,
      phoneCloses: form.phoneCloses,
      emailReplyHours: form.emailReplyHours,
    },
  };
  const result = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ key: siteContent.key, value: siteContent.value })
      .from(siteContent)
      .where(inArray(siteContent.key, ROWS))
      .for("update");
    const stored = new Map(rows.map((r) => [r.key, r.value]));
    const changed: string[] = [];
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of ROWS) {
      const parsed = siteContentSchemas[key].safeParse(stored.get(key));
      const live: Record<string, unknown> = {
        ...(key === "contact"
          ? { address: SITE_CONTENT_DEFAULTS.contact.address }
          : SITE_CONTENT_DEFAULTS[key]),
        ...(parsed.success ? parsed.data : {}),
      };
      const diff = Object.keys(next[key]).filter((field) => live[field] !== next[key][field]);
      if (diff.length === 0) continue;
      for (const field of diff) {
        changed.push(`${key}.${field}`);
        before[`${key}.${field}`] = live[field];
        after[`${key}.${field}`] = next[key][field];
      }
      await tx
        .insert(siteContent)
        .values({ key, value: next[key], updatedBy: actor.id })
        .onConflictDoUpdate({
          target: siteContent.key,
          set: { value: next[key], updatedBy: actor.id, updatedAt: new Date() },
        });
    }
    if (changed.length === 0) return { changed };
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: "content.update",
      entityType: "content",
      entityId: "contact",
      data: { before, after },
    });
    return { changed };
  });
  forgetPublicSiteContent(deps.db);
  return result;
}
