import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITABLE_TEXTS, fieldName, type SiteTexts } from "#core/schemas/site-texts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { getSiteContent } from "../site-content/get-site-content.ts";
import { publishSiteTexts, readSiteTexts } from "./update-site-texts.ts";

type Deps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
let admin: ReturnType<typeof toSessionUser>;
beforeAll(async () => {
  deps = await createTestDeps();
  admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
});
afterAll(() => deps.close());

const DEFAULTS: SiteTexts = {
  es: {
    "home:heroEyebrow": "Viajes en grupo",
    "home:heroTitle": "Viaja en grupo",
    "home:heroSubtitle": "Grupos pequeños.",
  },
  en: {
    "home:heroEyebrow": "Group trips",
    "home:heroTitle": "Travel in a group",
    "home:heroSubtitle": "Small groups.",
  },
};
const form = (overrides: Record<string, string> = {}) => {
  const values: Record<string, string> = {};
  for (const locale of ["es", "en"] as const) {
    for (const { id } of EDITABLE_TEXTS) values[fieldName(locale, id)] = DEFAULTS[locale][id] ?? "";
  }
  return { ...values, ...overrides };
};
const caught = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e,
  );

describe("site texts (Contenido)", () => {
  it("only an admin may read or publish them; others get 403 and nothing changes", async () => {
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      const error = await caught(
        publishSiteTexts(deps, actor, form({ es_home_heroTitle: "Hackeado" }), DEFAULTS),
      );
      expect(isAppError(error) && error.code).toBe("forbidden");
      expect(isAppError(await caught(readSiteTexts(deps, actor)))).toBe(true);
    }
    expect((await getSiteContent(deps.db)).texts).toEqual({ es: {}, en: {} });
  });

  it("publishes what changed for everyone, audits it, and refuses empty or too long texts", async () => {
    for (const [field, value, key] of [
      ["es_home_heroTitle", "   ", "admin:content.errors.required"],
      ["en_home_heroEyebrow", "x".repeat(61), "admin:content.errors.tooLong"],
      ["es_home_heroSubtitle", "hola\u0007", "common:errors.controlCharacters"],
    ] as const) {
      const error = await caught(publishSiteTexts(deps, admin, form({ [field]: value }), DEFAULTS));
      expect(isAppError(error) && error.messageKey).toBe(key);
    }
    expect(await publishSiteTexts(deps, admin, form(), DEFAULTS)).toEqual({ changed: [] });

    const title = "Viajes pequeños, <b>grandes</b> recuerdos";
    const { changed } = await publishSiteTexts(
      deps,
      admin,
      form({ es_home_heroTitle: `  ${title} ` }),
      DEFAULTS,
    );
    expect(changed).toEqual(["es.home:heroTitle"]);
    const content = await getSiteContent(deps.db);
    // Stored as plain text (the page renders it as text, never as HTML); only the override is stored.
    expect(content.texts).toEqual({ es: { "home:heroTitle": title }, en: {} });
    expect((await readSiteTexts(deps, admin)).es["home:heroTitle"]).toBe(title);
    const [entry] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "content.update"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      data: { before: { "es.home:heroTitle": "Viaja en grupo" }, after: { "es.home:heroTitle": title } },
    });

    // Back to the translation file's text: the override goes, the file is the source again.
    await publishSiteTexts(deps, admin, form(), DEFAULTS);
    expect((await getSiteContent(deps.db)).texts).toEqual({ es: {}, en: {} });
  });
});
