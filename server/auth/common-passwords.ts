import { dictionary } from "@zxcvbn-ts/language-common";
import { LIMITS } from "#core/constants/limits";
import { AppError } from "../lib/app-error.ts";

/**
 * The most common passwords of leaked password lists, as zxcvbn-ts maintains them (the `passwords-common`
 * dictionary of @zxcvbn-ts/language-common, ~49,000 entries, shipped with the package: no network). Only
 * those at least as long as the minimum matter; built once, on first use.
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary["passwords-common"].filter((p) => p.length >= LIMITS.passwordMin).map((p) => p.toLowerCase()),
  );
  return common;
}

/** Whether a password is one of the most common ones (case-insensitive: "Password1" is "password1"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * Refuses a common password wherever one is set (registration, reset). The check runs on the server only: the
 * list is ~180 kB compressed, too much for the forms' scripts; the forms show the message after sending.
 */
export function assertNotCommonPassword(password: string, field = "password"): void {
  if (isCommonPassword(password))
    throw new AppError("validation", "auth:validation.passwordCommon", {}, field);
}
