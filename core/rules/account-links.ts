/** How long the links of the account emails work (better-auth tokens, server/auth/create-auth.ts). */
export const ACCOUNT_LINK_HOURS = {
  /** "Confirma tu email": the confirmation link of a new account. */
  emailVerification: 24,
  /** "Restablece tu contraseña": the one-time password-reset link. */
  passwordReset: 1,
} as const;
