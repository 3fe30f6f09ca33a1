import { eq } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

type DecidedTrip = { id: string; title: string; slug: string; tropleaderId: string };
type Decision = { approved: true } | { approved: false; reason: string };
/** What the team decided on: the trip itself, or its version in another language alone (issue 34). */
type Subject = "trip" | "translation";

/**
 * The team's decision on a trip (or on its English version) reaches its guide by email, in their language, and
 * in the app, in `tx`. A rejected English version links to the trip's edit screen, where its reason is shown.
 */
export async function tellTripTropleader(
  deps: Pick<AppDeps, "config">,
  tx: Tx,
  trip: DecidedTrip,
  decision: Decision,
  subject: Subject = "trip",
): Promise<void> {
  const [guide] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, trip.tropleaderId));
  const approved = { tripTitle: trip.title, tripId: trip.id, slug: trip.slug };
  const rejected = decision.approved
    ? null
    : { tripTitle: trip.title, tripId: trip.id, reason: decision.reason };
  if (guide) {
    const common = {
      to: guide.email,
      toName: guide.name,
      locale: toLocale(guide.locale),
      appUrl: deps.config.appUrl,
    };
    if (subject === "trip") {
      await enqueueEmail(
        tx,
        rejected
          ? { ...common, template: "trip_rejected", data: { name: guide.name, ...rejected } }
          : { ...common, template: "trip_approved", data: { name: guide.name, ...approved } },
      );
    } else {
      await enqueueEmail(
        tx,
        rejected
          ? { ...common, template: "trip_translation_rejected", data: { name: guide.name, ...rejected } }
          : { ...common, template: "trip_translation_approved", data: { name: guide.name, ...approved } },
      );
    }
  }
  const prefix = subject === "trip" ? "trip" : "trip_translation";
  if (rejected) await notify(tx, trip.tropleaderId, `${prefix}_rejected`, rejected);
  else await notify(tx, trip.tropleaderId, `${prefix}_approved`, approved);
}
