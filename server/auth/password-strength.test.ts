import { readFileSync } from "node:fs";
import { translations as zxcvbnEnglish } from "@zxcvbn-ts/language-en";
import { describe, expect, it } from "vitest";
import { isAppError } from "../lib/app-error.ts";
import { projectRoot } from "../lib/project-root.ts";
import {
  assertStrongPassword,
  createPasswordStrength,
  HINT_OF_WARNING,
  MIN_PASSWORD_SCORE,
  passwordUserInputs,
} from "./password-strength.ts";

const passwords = createPasswordStrength();
const lucia = { name: "Lucía García", email: "lucia.garcia@tropa.test" };
const someone = { name: "Ana Viajera", email: "ana@example.com" };

function authTexts(locale: "es" | "en") {
  const file = `${projectRoot()}/app/locales/${locale}/auth.json`;
  return JSON.parse(readFileSync(file, "utf8")) as { validation: { passwordWeak: Record<string, string> } };
}

/** The message key a refused password gets, or null when it is accepted. */
async function refusal(password: string, owner = someone): Promise<string | null> {
  try {
    await assertStrongPassword(passwords, password, owner);
    return null;
  } catch (e) {
    if (!isAppError(e)) throw e;
    expect(e.code).toBe("validation");
    expect(e.detail).toBe("password");
    return e.messageKey;
  }
}

describe("password strength (zxcvbn-ts, minimum score 3)", () => {
  it("refuses repeats, sequences and a word with digits, saying why", async () => {
    expect(await refusal("aaaaaa")).toBe("auth:validation.passwordWeak.patterns");
    expect(await refusal("aaaaaaaa")).toBe("auth:validation.passwordWeak.patterns");
    expect(await refusal("abcdefgh12")).toBe("auth:validation.passwordWeak.patterns");
    expect(await refusal("viajero123")).toMatch(/^auth:validation\.passwordWeak\./);
  });

  it("refuses the most common passwords, whatever their case (the list the old check used)", async () => {
    for (const pw of ["123456", "password", "12345678", "Password1", "QWERTY123", "iloveyou", "123456789a"]) {
      expect(await refusal(pw), pw).toMatch(/^auth:validation\.passwordWeak\.(common|patterns|words)$/);
    }
  });

  it("refuses the person's own name or address, with or without accents, even with more around it", async () => {
    for (const pw of [
      "luciagarcia99",
      "LucíaGarcía2024",
      "lucia.garcia@tropa.test",
      "lucia.garcia1",
      "Lucia Garcia viaja a Laponia en invierno",
    ]) {
      expect(await refusal(pw, lucia), pw).toBe("auth:validation.passwordWeak.personal");
    }
    // The same passwords are fine for somebody else only where they are strong on their own.
    expect(await refusal("luciagarcia99", someone)).toBeNull();
  });

  it("accepts a phrase of ordinary words and a random string", async () => {
    for (const pw of [
      "verano en la playa",
      "mochila roja cena lunes",
      "correct horse battery staple",
      "k7Rq2vXp9LmZ",
      "caballo-bateria-grapa",
    ]) {
      expect(await refusal(pw, lucia), pw).toBeNull();
      expect((await passwords.estimate(pw, lucia)).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
    }
  });

  it("uses the name's and the address's pieces, accents removed, as the estimator's own guesses", () => {
    expect(passwordUserInputs(lucia)).toEqual(
      expect.arrayContaining([
        "lucía garcía",
        "lucia garcia",
        "luciagarcia",
        "lucia",
        "garcia",
        "lucia.garcia",
      ]),
    );
  });

  it("answers every zxcvbn warning with one of our messages, present in Spanish and in English", () => {
    const es = authTexts("es").validation.passwordWeak;
    const en = authTexts("en").validation.passwordWeak;
    for (const warning of Object.keys(zxcvbnEnglish.warnings)) {
      expect(HINT_OF_WARNING[warning], warning).toBeDefined();
    }
    for (const hint of new Set([...Object.values(HINT_OF_WARNING), "generic"])) {
      expect(es[hint], hint).toBeTruthy();
      expect(en[hint], hint).toBeTruthy();
      expect(es[hint]).not.toBe(en[hint]);
      // None of zxcvbn's English sentences reaches a page.
      expect(Object.values(zxcvbnEnglish.warnings)).not.toContain(es[hint]);
    }
  });

  it("builds the estimator once and reuses it", async () => {
    const fresh = createPasswordStrength();
    const first = performance.now();
    await fresh.estimate("x", someone);
    const built = performance.now() - first;
    const second = performance.now();
    await fresh.estimate("y", someone);
    expect(performance.now() - second).toBeLessThan(built);
  });
});
