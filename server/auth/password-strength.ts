import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { AppError } from "../lib/app-error.ts";

/**
 * The lowest zxcvbn score a new password may have (0–4). 3 means "safely unguessable: moderate protection from
 * offline slow-hash attacks" (about 10^8 guesses): `aaaaaaaa`, `abcdefgh12`, `viajero123` or the person's name
 * with a year stay below it, while a phrase of three or four ordinary words ("verano en la playa") or a random
 * 12-character string reaches 4. docs/decisions/0014-security-hardening.md ("Later").
 */
export const MIN_PASSWORD_SCORE = 3;

/** Why a password was refused, as one of our own message keys (`auth:validation.passwordWeak.<hint>`). */
export type PasswordHint = "personal" | "patterns" | "common" | "dates" | "words" | "generic";

/** The person the password is for: their name and address are the first guesses of anyone who knows them. */
export type PasswordOwner = { name: string; email: string };

export type PasswordStrength = {
  /**
   * zxcvbn's score (0–4) for this person's password (0 when it contains their whole name or address), and
   * what would make it stronger.
   */
  estimate(password: string, owner: PasswordOwner): Promise<{ score: number; hint: PasswordHint }>;
};

/** zxcvbn's warnings (its translation keys) grouped into the few pieces of advice our messages give. */
export const HINT_OF_WARNING: Record<string, PasswordHint> = {
  userInputs: "personal",
  straightRow: "patterns",
  keyPattern: "patterns",
  simpleRepeat: "patterns",
  extendedRepeat: "patterns",
  sequences: "patterns",
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  recentYears: "dates",
  dates: "dates",
  wordByItself: "words",
  namesByThemselves: "words",
  commonNames: "words",
};

/** Every value replaced by its own key: zxcvbn's feedback then names its warning, which we translate ourselves. */
function keysAsTexts<T extends Record<string, unknown>>(texts: T): T {
  return Object.fromEntries(Object.keys(texts).map((key) => [key, key])) as T;
}

/**
 * The estimator with the common passwords (the ~43,000 of zxcvbn-ts's list) and the Spanish and English words,
 * names and Wikipedia terms: several megabytes of dictionaries, loaded on the first password checked (not at
 * start-up) and only by the server, never by a page's scripts.
 */
async function buildEstimator(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common, en, es] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
    import("@zxcvbn-ts/language-es-es"),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
    translations: {
      ...en.translations,
      warnings: keysAsTexts(en.translations.warnings),
      suggestions: keysAsTexts(en.translations.suggestions),
    },
  });
}

const withoutAccents = (s: string) => s.normalize("NFD").replace(/\p{M}+/gu, "");

/** The name, the address, its local part and their pieces, with and without accents ("Lucía" and "lucia"). */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const name = owner.name.trim().toLowerCase();
  const email = owner.email.trim().toLowerCase();
  const local = email.split("@")[0] ?? "";
  const pieces = [
    name,
    name.replace(/[\s'’.-]+/g, ""),
    ...name.split(/[\s'’.-]+/),
    email,
    local,
    local.replace(/[._+-]+/g, ""),
    ...local.split(/[._+-]+/),
    "tropa",
  ];
  const inputs = new Set<string>();
  for (const piece of pieces) {
    if (piece.length < 3) continue;
    inputs.add(piece);
    inputs.add(withoutAccents(piece));
  }
  return [...inputs];
}

const bare = (s: string) => withoutAccents(s.toLowerCase()).replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * Our own rule on top of zxcvbn: a password that contains the whole name or the address's local part (spaces,
 * dots, accents and case aside) is refused however long it is, since whoever knows the person tries those first.
 */
export function containsOwnerDetails(password: string, owner: PasswordOwner): boolean {
  const typed = bare(password);
  const details = [bare(owner.name), bare(owner.email.split("@")[0] ?? "")];
  return details.some((detail) => detail.length >= 4 && typed.includes(detail));
}

/**
 * One per process, held by `deps.passwords` (server/create-deps.ts): the dictionaries are built into the
 * estimator once, on first use, and kept for the life of the process.
 */
export function createPasswordStrength(): PasswordStrength {
  let estimator: Promise<ZxcvbnFactory> | undefined;
  return {
    async estimate(password, owner) {
      estimator ??= buildEstimator().catch((e: unknown) => {
        estimator = undefined;
        throw e;
      });
      const { score, feedback } = (await estimator).check(password, passwordUserInputs(owner));
      if (containsOwnerDetails(password, owner)) return { score: 0, hint: "personal" };
      const hint = (feedback.warning && HINT_OF_WARNING[feedback.warning]) || "generic";
      return { score, hint };
    },
  };
}

/**
 * Refuses a password that is easy to guess wherever one is set (registration, reset), with a message that says
 * how to make it stronger. Checked on the server only (the dictionaries are far too big for the forms' scripts):
 * the forms show the message after sending, with or without JavaScript.
 */
export async function assertStrongPassword(
  passwords: PasswordStrength,
  password: string,
  owner: PasswordOwner,
  field = "password",
): Promise<void> {
  const { score, hint } = await passwords.estimate(password, owner);
  if (score < MIN_PASSWORD_SCORE)
    throw new AppError("validation", `auth:validation.passwordWeak.${hint}`, {}, field);
}
