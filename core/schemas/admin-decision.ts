import { z } from "zod";

/**
 * An admin's decision in the panel: a tropleader application (approve, reject) or an identity submission
 * (approve, reject, or reveal the masked identity number). Every one names the user it is about.
 */
export const adminDecisionSchema = z.object({
  intent: z.enum(["approve", "reject", "identity-approve", "identity-reject", "identity-reveal"]),
  userId: z.uuid(),
});
export type AdminDecision = z.infer<typeof adminDecisionSchema>;

/** Usuarios: suspend or reactivate an account. */
export const adminUserActionSchema = z.object({
  intent: z.enum(["suspend", "reactivate"]),
  userId: z.uuid(),
});
export type AdminUserAction = z.infer<typeof adminUserActionSchema>;

/**
 * The field a confirmed step carries (rejecting a tropleader or an identity check, suspending an account):
 * the dialog adds it once the admin confirms; a post without it (before the scripts load) is answered with the
 * confirmation to post again, and changes nothing.
 */
export const CONFIRMED_FIELD = "confirmed";
export const isConfirmed = (form: FormData) => form.get(CONFIRMED_FIELD) === "yes";
