import { LIMITS } from "../constants/limits.ts";
import {
  boolean,
  type FlatOutput,
  flatSchema,
  matches,
  maxLength,
  minLength,
  text,
  toLowerCase,
  trim,
} from "./flat-schema.ts";

/**
 * Sign-in and password recovery (doc 1 §5, messages of §8). These forms are on public pages, whose JavaScript
 * budget (issue 17) has no room for zod: their schemas are flat schemas (`flat-schema.ts`), checked in the
 * browser by `useSchemaForm` and on the server by the auth services. They keep the rules of registration's zod
 * fields (`auth.ts`): same limits, same email pattern, same messages (keys of the auth namespace).
 * Nothing heavy may be imported here.
 */

export const EMAIL_MAX = 254;

/** zod's `z.email()` pattern (`z.regexes.email`, checked equal in the tests), which registration uses. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const INVALID = "auth:errors.invalidForm";

const email = () =>
  text(
    trim,
    toLowerCase,
    maxLength(EMAIL_MAX, "auth:validation.email"),
    matches(EMAIL_PATTERN, "auth:validation.email"),
  );

const password = () =>
  text(
    minLength(LIMITS.passwordMin, "auth:validation.passwordMin"),
    maxLength(LIMITS.passwordMax, "auth:validation.passwordMax"),
  );

export const loginSchema = flatSchema(
  { email: email(), password: password(), rememberMe: boolean() },
  { invalid: INVALID },
);
export type LoginInput = FlatOutput<typeof loginSchema.shape>;

export const forgotPasswordSchema = flatSchema({ email: email() }, { invalid: INVALID });

export const resetPasswordSchema = flatSchema(
  {
    token: text(minLength(1, "auth:reset.invalidLink"), maxLength(512, "auth:reset.invalidLink")),
    password: password(),
    confirmPassword: text(),
  },
  {
    invalid: INVALID,
    refine: (v) =>
      v.confirmPassword === v.password
        ? undefined
        : { path: ["confirmPassword"], message: "auth:validation.passwordMismatch" },
  },
);
