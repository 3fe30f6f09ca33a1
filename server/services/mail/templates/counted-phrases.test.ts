import { describe, expect, it } from "vitest";
import { LOCALES } from "#core/constants/locales";
import { wrongForms } from "#core/testing/plural-mistakes";
import { emailPolicy } from "../email-policy.ts";
import type { RenderedEmail } from "./email-layout.ts";
import { emailTemplates } from "./registry.ts";

const appUrl = "https://tropa.example";
const policy = emailPolicy();

/**
 * The emails that write a count in their own prose (issue 39: "Te guardamos 1 plaza(s)"): with 1 and 2, in both
 * languages, the words next to the number agree with it and no "(s)" is left.
 */
const counted: Record<string, (n: number, locale: (typeof LOCALES)[number]) => RenderedEmail> = {
  waitlist_offer: (n, locale) =>
    emailTemplates.waitlist_offer(
      {
        travellerName: "Ana",
        tripTitle: "Picos",
        startDate: "2030-06-01",
        departureId: "d1",
        participants: n,
        offeredUntil: "2030-05-02T10:00:00Z",
      },
      { locale, appUrl, policy },
    ),
  departure_confirmation_needed: (n, locale) =>
    emailTemplates.departure_confirmation_needed(
      { tropleaderName: "Ana", tripTitle: "Picos", tripId: "t1", startDate: "2030-06-01", needed: n },
      { locale, appUrl, policy },
    ),
  inactivity_warning: (n, locale) =>
    emailTemplates.inactivity_warning(
      { name: "Ana", deletionDate: "2030-06-01", years: n },
      { locale, appUrl, policy },
    ),
  reconciliation_differences: (n, locale) =>
    emailTemplates.reconciliation_differences(
      { count: n, references: ["TRP-1"] },
      { locale, appUrl, policy },
    ),
  unread_messages: (n, locale) =>
    emailTemplates.unread_messages(
      {
        recipientName: "Ana",
        senderNames: ["Luis"],
        count: n,
        tripTitle: "Picos",
        isGroup: false,
        preview: "Hola",
        url: "/mensajes?c=1",
        unsubscribeUrl: "/baja?x=1",
      },
      { locale, appUrl, policy },
    ),
};

describe("counted phrases in emails (issue 39)", () => {
  for (const [template, render] of Object.entries(counted)) {
    it(`${template} reads right with 1 and 2`, () => {
      for (const locale of LOCALES) {
        for (const n of [1, 2]) {
          const mail = render(n, locale);
          expect(
            wrongForms(locale, `${mail.subject}\n${mail.text}`, n),
            `${template} ${locale} ${n}`,
          ).toEqual([]);
          expect(mail.html, `${template} ${locale} ${n}`).not.toContain("(s)");
        }
      }
    });
  }

  it("writes the waitlist offer's seats and the missing travellers as a person would", () => {
    const offer = (n: number, locale: "es" | "en") => counted.waitlist_offer!(n, locale).text;
    expect(offer(1, "es")).toContain("Te guardamos 1 plaza hasta el");
    expect(offer(1, "es")).toContain("Nadie más puede reservarla");
    expect(offer(2, "es")).toContain("Te guardamos 2 plazas hasta el");
    expect(offer(1, "en")).toContain("We are holding 1 seat for you");
    expect(offer(2, "en")).toContain("We are holding 2 seats for you");
    expect(counted.waitlist_offer!(1, "es").subject).toMatch(/^Tu plaza en Picos .* te espera$/);
    const needed = (n: number) => counted.departure_confirmation_needed!(n, "es").text;
    expect(needed(1)).toContain("aún le falta 1 viajero para");
    expect(needed(2)).toContain("aún le faltan 2 viajeros para");
  });
});
