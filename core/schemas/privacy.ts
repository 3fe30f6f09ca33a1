import { z } from "zod";
import { text } from "./text.ts";

/**
 * Deleting one's account (Mi Perfil → Eliminar mi cuenta): the current password again and the box that says
 * the consequences were read. The same schema checks the form in the browser and on the server.
 */
export const deleteAccountSchema = z.object({
  password: text({ error: "privacy:delete.errors.passwordRequired" }).min(
    1,
    "privacy:delete.errors.passwordRequired",
  ),
  // A checked box posts "on" (a plain form) or true (react-hook-form); anything else is "not confirmed".
  confirm: z
    .unknown()
    .refine((v) => v === "on" || v === true, { message: "privacy:delete.errors.confirmRequired" })
    .transform(() => true as const),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
