import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { Translator } from "#core/i18n/translator";
import { type PolicyFigures, policyFigures } from "#core/rules/policy-figures";
import { catalogueLeaves } from "#core/testing/catalogue-leaves";
import { namespaces, resources } from "./resources.ts";

/**
 * Issue 36: the pages state the platform's policy numbers (refund tiers, refund and review times, the payout
 * delay, the checkout hold, the waiting-list offer, the adult age) as `{{placeholders}}` filled from
 * core/rules/policy-figures.ts when they render, never as digits of their own. Every text that names a figure is
 * rendered in both languages with every figure changed from its default (to values that share no number with the
 * defaults): it must show the new values and no default; and the catalogue no longer writes the defaults' phrases.
 */

const defaults = policyFigures();
const names = Object.keys(defaults) as Array<keyof PolicyFigures>;
/** 201, 202, …: no default is above 200, and none of these contains a default as a whole number. */
const changed = Object.fromEntries(names.map((name, i) => [name, 201 + i])) as PolicyFigures;
const defaultNumbers = new Set(Object.values(defaults).map(String));

/** Numbers these texts state that are not policy figures of this module (an upload size). */
const OTHER_NUMBERS: Record<string, string[]> = {
  "help:categories.tropleaders.items.1.a": ["5"],
};

const pageNamespaces = [...namespaces].filter((ns) => ns !== "mail" && ns !== "blog");
const placeholderNames = (text: string) =>
  [...text.matchAll(/\{\{-?\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "");

/** The texts that name a policy figure, per language. */
function policyTexts(
  locale: string,
): Array<{ id: string; text: string; figures: Array<keyof PolicyFigures> }> {
  const out = [];
  for (const ns of pageNamespaces)
    for (const [key, text] of catalogueLeaves(resources[locale]?.[ns] ?? {})) {
      const figures = placeholderNames(text).filter((n): n is keyof PolicyFigures => n in defaults);
      if (figures.length) out.push({ id: `${ns}:${key}`, text, figures });
    }
  return out;
}

/** The phrases the catalogue wrote before issue 36, with the default figures as digits. */
const STALE_PHRASES = [
  /\b5-7\b/,
  /\b24-48\b/,
  /\b24 y 48\b/,
  /\b30 minut/,
  /\b7 (días|days) (después|after)/,
  /\b90 ?%/,
  /\b(más de|more than) 30 (días|days)/,
  /\b(menos de|fewer than|less than) 7 (días|days)/,
  /\b(hasta|up to) 10 (días|days)/,
  /\b5 (a|to) 10\b/,
  /\b(te las guardamos|for you for) 24 (horas|hours)/,
  /\b(mayor de|over|al menos|at least) 18\b/,
];

/**
 * Form validation messages are shown as the schema names them (a key, no values), so their limits are still
 * written as digits: the field limits of core/schemas are their own follow-up.
 */
const VALIDATION_MESSAGES = new Set(["profile:errors.birthDateUnderAge"]);

describe("policy numbers in page texts (issue 36)", () => {
  for (const locale of LOCALES) {
    describe(locale, () => {
      const translator = new Translator({ language: locale, resources });
      const texts = policyTexts(locale);

      it("finds the texts that state policy figures (the test can fail)", () => {
        expect(texts.length).toBeGreaterThan(30);
        const named = new Set(texts.flatMap((t) => t.figures));
        expect(names.filter((n) => !named.has(n))).toEqual([]);
      });

      it("renders every figure from the rules, with no default left", () => {
        const problems: string[] = [];
        for (const { id, figures } of texts) {
          const rendered = translator.t(id, {
            ...changed,
            count: 2,
            amount: "1 €",
            date: "x",
            bookings: "y",
          });
          for (const name of figures)
            if (!rendered.includes(String(changed[name])))
              problems.push(`${id}: no ${name} in «${rendered}»`);
          const allowed = new Set(OTHER_NUMBERS[id] ?? []);
          for (const number of rendered.match(/\d+/g) ?? [])
            if (defaultNumbers.has(number) && !allowed.has(number))
              problems.push(`${id}: default ${number} in «${rendered}»`);
        }
        expect(problems).toEqual([]);
      });

      it("writes none of the default figures' phrases in the catalogue", () => {
        const problems: string[] = [];
        for (const ns of pageNamespaces)
          for (const [key, text] of catalogueLeaves(resources[locale]?.[ns] ?? {}))
            for (const phrase of STALE_PHRASES)
              if (phrase.test(text) && !VALIDATION_MESSAGES.has(`${ns}:${key}`))
                problems.push(`${ns}:${key}: «${text}»`);
        expect(problems).toEqual([]);
      });
    });
  }

  it("the stale check sees a default written in a text (the test can fail)", () => {
    expect(STALE_PHRASES.some((p) => p.test("Procesamos los reembolsos en 5-7 días hábiles"))).toBe(true);
  });
});
