import { toLocale } from "#core/constants/locales";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

/** What a decision on an application returns of the applicant (the `returning` of its conditional update). */
export const applicantColumns = { id: users.id, name: users.name, email: users.email, locale: users.locale };

export type Applicant = { id: string; name: string; email: string; locale: string };

/**
 * Tells the applicant of an admin's decision on their tropleader application (doc 2 §7 `tropleader_approved`,
 * `tropleader_rejected`): the email and the notification, inside the decision's transaction.
 */
export async function tellApplicant(
  tx: DbOrTx,
  applicant: Applicant,
  decision: "tropleader_approved" | "tropleader_rejected",
  appUrl: string,
): Promise<{ notified: string[] }> {
  await enqueueEmail(tx, {
    to: applicant.email,
    toName: applicant.name,
    locale: toLocale(applicant.locale),
    template: decision,
    data: { name: applicant.name },
    appUrl,
  });
  await notify(tx, applicant.id, decision, {});
  return { notified: [applicant.id] };
}
