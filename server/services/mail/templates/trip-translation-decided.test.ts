import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { emailPolicy } from "../email-policy.ts";
import { emailTemplates } from "./registry.ts";

const ctx = (locale: (typeof LOCALES)[number]) => ({
  locale,
  appUrl: "https://tropa.example",
  policy: emailPolicy(),
});
const whole = (e: { subject: string; text: string }) => `${e.subject}\n${e.text}`;

// Issue 34 review: the English version is decided whether or not the trip itself is published yet, so neither
// email may tell the guide their trip is (or stays) published.
describe("the guide's email about their trip's English version", () => {
  it.each(LOCALES)("does not claim the trip is published (%s)", (locale) => {
    const approved = emailTemplates.trip_translation_approved(
      { name: "Lucía", tripTitle: "Surf en Peniche", slug: "surf-en-peniche" },
      ctx(locale),
    );
    const rejected = emailTemplates.trip_translation_rejected(
      { name: "Lucía", tripTitle: "Surf en Peniche", tripId: "t1", reason: "Faltan los días 3 y 4." },
      ctx(locale),
    );
    for (const email of [approved, rejected]) {
      expect(whole(email)).not.toMatch(
        /” is published|stays published|now see|» está publicada|sigue publicado|ya ven/,
      );
    }
    expect(whole(approved)).toMatch(locale === "en" ? /is approved/ : /está aprobada/);
    expect(whole(rejected)).toMatch(
      locale === "en"
        ? /Spanish version of your trip does not change/
        : /versión en español de tu viaje no cambia/,
    );
  });
});
