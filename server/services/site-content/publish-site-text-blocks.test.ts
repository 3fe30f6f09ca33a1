import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { type ContentBlock, fieldName, type SiteTexts, textsOfBlock } from "#core/schemas/site-texts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { latestAuditEntry } from "../../testing/latest-audit-entry.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { getSiteContent } from "./get-site-content.ts";
import { publishSiteTexts } from "./update-site-texts.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

/** Stand-ins for the translation files: "<locale> <id>" for every text of every block. */
const DEFAULTS = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    Object.fromEntries(
      (["features", "cta", "about"] as const).flatMap((b) =>
        textsOfBlock(b).map((t) => [t.id, `${l} ${t.id}`]),
      ),
    ),
  ]),
) as SiteTexts;
const form = (block: ContentBlock, overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {};
  for (const locale of LOCALES) {
    for (const { id } of textsOfBlock(block)) values[fieldName(locale, id)] = DEFAULTS[locale][id] ?? "";
  }
  return { ...values, ...overrides };
};

describe("Contenido's home features, closing call and about mission and vision (issue 35)", () => {
  it("are blocks of their own, in both languages", () => {
    expect(textsOfBlock("features").map((t) => t.id)).toContain("home:features.refunds.body");
    expect(textsOfBlock("cta").map((t) => t.id)).toEqual([
      "home:ctaTitle",
      "home:ctaBody",
      "home:ctaRegister",
      "home:ctaAbout",
      "home:ctaCreator",
    ]);
    expect(textsOfBlock("about").map((t) => t.id)).toEqual(
      expect.arrayContaining([
        "about:mission.title",
        "about:mission.body",
        "about:vision.title",
        "about:vision.body",
      ]),
    );
  });

  it("only an admin publishes them", async () => {
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      for (const [block, field] of [
        ["features", "es_home_featuresTitle"],
        ["cta", "en_home_ctaTitle"],
        ["about", "es_about_mission_body"],
      ] as const) {
        const error = await caught(
          publishSiteTexts(deps, actor, block, form(block, { [field]: "Hackeado" }), DEFAULTS),
        );
        expect(isAppError(error) && error.code).toBe("forbidden");
      }
    }
    expect((await getSiteContent(deps.db)).texts).toEqual({ es: {}, en: {} });
  });

  it("validates each with the block's schema, then publishes, audits and dates it", async () => {
    for (const [block, field, value, key] of [
      ["features", "en_home_features_verified_title", " ", "admin:content.errors.required"],
      ["cta", "es_home_ctaRegister", "x".repeat(41), "admin:content.errors.tooLong"],
      ["about", "en_about_vision_body", "x".repeat(601), "admin:content.errors.tooLong"],
      ["about", "es_about_mission_title", "", "admin:content.errors.required"],
    ] as const) {
      const error = await caught(
        publishSiteTexts(deps, admin, block, form(block, { [field]: value }), DEFAULTS),
      );
      expect(isAppError(error) && error.messageKey, field).toBe(key);
    }
    expect((await getSiteContent(deps.db)).texts).toEqual({ es: {}, en: {} });

    const now = new Date("2026-11-26T09:00:00Z");
    for (const [block, field, id, value] of [
      ["features", "es_home_features_refunds_title", "home:features.refunds.title", "Reembolsos al momento"],
      ["cta", "en_home_ctaTitle", "home:ctaTitle", "Where to next?"],
      ["about", "es_about_vision_body", "about:vision.body", "Que cada viajero encuentre su tropa."],
    ] as const) {
      const { changed } = await publishSiteTexts(
        deps,
        admin,
        block,
        form(block, { [field]: value }),
        DEFAULTS,
        now,
      );
      expect(changed).toEqual([`${field.slice(0, 2)}.${id}`]);
      const content = await getSiteContent(deps.db);
      expect(content.texts[field.slice(0, 2) as "es" | "en"][id]).toBe(value);
      expect(content.published[block]).toBe("2026-11-26");
      const entry = await latestAuditEntry(deps.db, "content.update");
      expect(entry).toMatchObject({
        actorId: admin.id,
        entityId: block,
        data: { after: { [`${field.slice(0, 2)}.${id}`]: value } },
      });
    }
  });
});
