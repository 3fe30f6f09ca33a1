import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { Translator } from "#core/i18n/translator";
import { policyFigures } from "#core/rules/policy-figures";
import { catalogueLeaves } from "#core/testing/catalogue-leaves";
import { wrongForms } from "#core/testing/plural-mistakes";
import { namespaces, resources } from "./resources.ts";

/**
 * Every counted text reads right for 0, 1 and 2 in both languages (issue 39): a text with `{{count}}` has its
 * `_one` and `_other` forms, and no number placeholder is followed by the wrong form of a noun ("1 días",
 * "2 plaza") or by "(s)". Where a text has two counts, each drives its own plural: the test fills every
 * number placeholder with the count and with another value, so a second count written before a plural noun
 * fails as well.
 */

/** Placeholders that hold a number. Every placeholder in the catalogue is in this list or in TEXT_PLACEHOLDERS. */
const NUMBER_PLACEHOLDERS = new Set([
  "bookings",
  "capacity",
  "count",
  "current",
  "days",
  "hours",
  "length",
  "max",
  "min",
  "minutes",
  "months",
  "n",
  "needed",
  "page",
  "participants",
  "percent",
  "position",
  "rating",
  "seats",
  "share",
  "shown",
  "step",
  "taken",
  "total",
  "travellers",
  "used",
  "visitors",
  "year",
  "years",
]);

/** Placeholders that hold words, a date, an amount or a phrase already counted (`duration`: "3 días"). */
const TEXT_PLACEHOLDERS = new Set([
  "address",
  "amount",
  "band",
  "closes",
  "commission",
  "commit",
  "currency",
  "date",
  "dates",
  "detail",
  "duration",
  "email",
  "end",
  "id",
  "item",
  "kind",
  "languages",
  "leader",
  "level",
  "message",
  "month",
  "name",
  "opens",
  "phone",
  "place",
  "price",
  "processing",
  "provider",
  "q",
  "query",
  "reason",
  "recipient",
  "reference",
  "references",
  "refundTable",
  "result",
  "sign",
  "start",
  "template",
  "text",
  "time",
  "title",
  "travellerName",
  "trip",
  "tripTitle",
  "tropleaderName",
  "unit",
  "until",
  "url",
  "userName",
  "visible",
  "where",
  "who",
  "why",
]);

/**
 * The platform's policy figures (core/rules/policy-figures.ts: "{{payoutDelayDays}} días"). They are numbers, but
 * never 1: core/rules/policy-figures.test.ts fails if a rule sets one before a noun below 2, so the texts keep one
 * form. Here they are filled like words.
 */
const POLICY_PLACEHOLDERS = new Set(Object.keys(policyFigures()));

/**
 * Texts where `{{count}}` stands as a bare figure, never next to a word that agrees with it (counters,
 * "× 3", "(3)"), so they need no plural forms.
 */
const BARE_FIGURES = new Set([
  "booking:form.priceLine",
  "dashboard:review.counter",
  "dashboard:trips.cancelledTitle",
  "profile:fields.bioCounter",
  "receipt:placesLine",
  "workspace:bookings.page",
]);

const placeholders = (text: string) => [...text.matchAll(/\{\{-?\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "");
const baseKey = (key: string) => key.replace(/_(zero|one|other)$/, "");

describe("counted texts (issue 39)", () => {
  it("knows whether each placeholder of the catalogue holds a number or words", () => {
    const unknown = new Set<string>();
    for (const locale of LOCALES)
      for (const ns of namespaces)
        for (const text of catalogueLeaves(resources[locale]?.[ns] ?? {}).values())
          for (const name of placeholders(text))
            if (
              !NUMBER_PLACEHOLDERS.has(name) &&
              !TEXT_PLACEHOLDERS.has(name) &&
              !POLICY_PLACEHOLDERS.has(name)
            )
              unknown.add(name);
    expect([...unknown], "add them to NUMBER_PLACEHOLDERS or TEXT_PLACEHOLDERS").toEqual([]);
  });

  it("finds the lists' mistakes (the test can fail)", () => {
    expect(wrongForms("es", "El itinerario tiene 1 días y el viaje dura 3", 1)).toHaveLength(1);
    expect(wrongForms("es", "Afecta a 1 viajeros (1 reservas)", 1)).toHaveLength(2);
    expect(wrongForms("es", "Faltan 1 para garantizarla", 1)).toHaveLength(1);
    expect(wrongForms("es", "Te guardamos 1 plaza(s)", 1)).toHaveLength(1);
    expect(wrongForms("es", "Te guardamos 2 plaza", 2)).toHaveLength(1);
    expect(wrongForms("en", "It affects 1 travellers", 1)).toHaveLength(1);
    expect(wrongForms("en", "1 traveller · 21 travellers · 1,5 days", 1)).toEqual([]);
  });

  for (const locale of LOCALES) {
    describe(locale, () => {
      const translator = new Translator({ language: locale, resources });
      for (const ns of namespaces) {
        const texts = catalogueLeaves(resources[locale]?.[ns] ?? {});
        const counted = [...texts].filter(([, text]) =>
          placeholders(text).some((name) => NUMBER_PLACEHOLDERS.has(name)),
        );
        if (!counted.length && ![...texts.values()].some((text) => text.includes("(s)"))) continue;

        it(`${ns}: every text with {{count}} has its _one and _other forms`, () => {
          for (const [key, text] of texts) {
            if (!placeholders(text).includes("count") || BARE_FIGURES.has(`${ns}:${key}`)) continue;
            const base = baseKey(key);
            expect(texts.has(`${base}_one`), `${locale} ${ns}:${base}_one`).toBe(true);
            expect(texts.has(`${base}_other`), `${locale} ${ns}:${base}_other`).toBe(true);
          }
        });

        it(`${ns}: counted texts read right with 0, 1 and 2`, () => {
          const problems: string[] = [];
          for (const [key, raw] of texts) {
            if (raw.includes("(s)")) problems.push(`${ns}:${key}: "(s)" in «${raw}»`);
          }
          for (const key of new Set(counted.map(([key]) => baseKey(key)))) {
            const names = new Set(
              [key, `${key}_zero`, `${key}_one`, `${key}_other`].flatMap((k) =>
                placeholders(texts.get(k) ?? ""),
              ),
            );
            for (const n of [0, 1, 2]) {
              // Every number in the text is n; then the count is n and the other numbers another value.
              for (const others of [n, n === 1 ? 2 : 1]) {
                const options: Record<string, unknown> = {};
                for (const name of names) options[name] = NUMBER_PLACEHOLDERS.has(name) ? others : "Ana";
                const plural = texts.has(`${key}_one`) || texts.has(`${key}_other`);
                if (plural || names.has("count")) options.count = n;
                const rendered = translator.t(`${ns}:${key}`, options);
                for (const problem of wrongForms(locale, rendered, n))
                  problems.push(`${ns}:${key} (count ${n}): ${problem}`);
                if (others !== n)
                  for (const problem of wrongForms(locale, rendered, others))
                    problems.push(`${ns}:${key} (count ${n}, others ${others}): ${problem}`);
              }
            }
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }

  it("the texts of issue 39 read right for 1", () => {
    const es = new Translator({ language: "es", resources });
    const en = new Translator({ language: "en", resources });
    for (const [t, lng] of [
      [es.t, "es"],
      [en.t, "en"],
    ] as const) {
      const duration = t("trips:wizard.itinerary.tripDuration", { count: 3 });
      const fewer = t("trips:wizard.itinerary.fewerDays", { count: 1, duration });
      const bookings = t("departures:card.cancelBookings", { count: 1 });
      const cancel = t("departures:card.cancelBody", { count: 1, bookings, amount: "100 €" });
      if (lng === "es") {
        expect(fewer).toMatch(/^El itinerario tiene 1 día y el viaje dura 3 días\./);
        expect(cancel).toMatch(/^Afecta a 1 viajero \(1 reserva\)\. Se le devolverá .* Recibirá un email/);
        expect(t("departures:card.travellers", { count: 1 })).toBe("1 viajero con reserva pagada");
        expect(t("departures:card.needs", { count: 1 })).toBe("Falta 1 para garantizarla");
        expect(t("notifications:types.waitlist_offer.body", { count: 1, tripTitle: "T" })).toContain(
          "te guardamos 1 plaza hasta",
        );
      } else {
        expect(fewer).toMatch(/^The itinerary has 1 day and the trip lasts 3 days\./);
        expect(cancel).toMatch(/^It affects 1 traveller \(1 booking\)\./);
        expect(t("departures:card.travellers", { count: 1 })).toBe("1 traveller with a paid booking");
        expect(t("departures:card.needs", { count: 1 })).toBe("1 more to guarantee it");
        expect(t("notifications:types.waitlist_offer.body", { count: 1, tripTitle: "T" })).toContain(
          "holding 1 seat for you",
        );
      }
    }
  });
});
