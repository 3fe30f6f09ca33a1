import { z } from "zod";

/** An admin's decision on a tropleader application (the admin panel's approve and reject buttons). */
export const tropleaderDecisionSchema = z.object({
  intent: z.enum(["approve", "reject"]),
  tropleaderId: z.uuid(),
});
export type TropleaderDecision = z.infer<typeof tropleaderDecisionSchema>;
