import { describe, expect, it } from "vitest";
import { fieldName, type SiteTexts, textsOfBlock } from "#core/schemas/site-texts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { latestAuditEntry } from "../../testing/latest-audit-entry.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { getSiteContent } from "./get-site-content.ts";
import { publishSiteTexts, readSiteTexts } from "./update-site-texts.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

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
    for (const { id } of textsOfBlock("home")) values[fieldName(locale, id)] = DEFAULTS[locale][id] ?? "";
  }
  return { ...values, ...overrides };
};

describe("site texts (Contenido)", () => {
  it("only an admin may read or publish them; others get 403 and nothing changes", async () => {
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      const error = await caught(
        publishSiteTexts(deps, actor, "home", form({ es_home_heroTitle: "Hackeado" }), DEFAULTS),
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
      const error = await caught(publishSiteTexts(deps, admin, "home", form({ [field]: value }), DEFAULTS));
      expect(isAppError(error) && error.messageKey).toBe(key);
    }
    expect(await publishSiteTexts(deps, admin, "home", form(), DEFAULTS)).toEqual({ changed: [] });

    const title = "Viajes pequeños, <b>grandes</b> recuerdos";
    const { changed } = await publishSiteTexts(
      deps,
      admin,
      "home",
      form({ es_home_heroTitle: `  ${title} ` }),
      DEFAULTS,
    );
    expect(changed).toEqual(["es.home:heroTitle"]);
    const content = await getSiteContent(deps.db);
    // Stored as plain text (the page renders it as text, never as HTML); only the override is stored.
    expect(content.texts).toEqual({ es: { "home:heroTitle": title }, en: {} });
    expect((await readSiteTexts(deps, admin)).es["home:heroTitle"]).toBe(title);
    const entry = await latestAuditEntry(deps.db, "content.update");
    expect(entry).toMatchObject({
      actorId: admin.id,
      data: { before: { "es.home:heroTitle": "Viaja en grupo" }, after: { "es.home:heroTitle": title } },
    });

    // Back to the translation file's text: the override goes, the file is the source again.
    await publishSiteTexts(deps, admin, "home", form(), DEFAULTS);
    expect((await getSiteContent(deps.db)).texts).toEqual({ es: {}, en: {} });
  });

  it("publishes a policy page's sections in the page markup, refuses malformed markup, and dates the page", async () => {
    const terms = (es: string) => ({
      es_legal_terms_title: "Términos",
      es_legal_terms_intro: "Lo que aceptas.",
      es_legal_terms_sections: es,
      en_legal_terms_title: "Terms",
      en_legal_terms_intro: "What you accept.",
      en_legal_terms_sections: "## Use\n\nBe kind.",
    });
    const defaults: SiteTexts = {
      es: {
        "legal:terms.title": "Términos",
        "legal:terms.intro": "Lo que aceptas.",
        "legal:terms.sections": "## Uso\n\nSé amable.",
      },
      en: {
        "legal:terms.title": "Terms",
        "legal:terms.intro": "What you accept.",
        "legal:terms.sections": "## Use\n\nBe kind.",
      },
    };
    for (const [markup, key] of [
      ["Texto suelto\n## Uso\n\nSé amable.", "admin:content.errors.textBeforeSection"],
      ["## Uso", "admin:content.errors.emptySection"],
      ["## Uso\n\n[Pincha](https://evil.example)", "admin:content.errors.badLink"],
      ["## Uso\n\n[Pincha](javascript:alert(1))", "admin:content.errors.badLink"],
      ["Sin títulos", "admin:content.errors.textBeforeSection"],
    ] as const) {
      const error = await caught(publishSiteTexts(deps, admin, "terms", terms(markup), defaults));
      expect(isAppError(error) && error.messageKey).toBe(key);
    }
    expect((await getSiteContent(deps.db)).texts.es["legal:terms.sections"]).toBeUndefined();

    const markup = "## Uso\n\nSé amable.\n\n- Sin spam\n- Sin odio\n\n[Cancelaciones](/politica-cancelacion)";
    const now = new Date("2026-11-24T23:30:00Z"); // already the 25th in Madrid
    const { changed } = await publishSiteTexts(deps, admin, "terms", terms(markup), defaults, now);
    expect(changed).toEqual(["es.legal:terms.sections"]);
    const content = await getSiteContent(deps.db);
    expect(content.texts.es["legal:terms.sections"]).toBe(markup);
    expect(content.published.terms).toBe("2026-11-25");
    // Another block's texts are untouched by this publication.
    expect(content.texts.es["home:heroTitle"]).toBeUndefined();
    const entry = await latestAuditEntry(deps.db, "content.update");
    expect(entry?.entityId).toBe("terms");
  });
});
