import { eq } from "drizzle-orm";
import { isLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

type DecidedTrip = { title: string; slug: string; tropleaderId: string };
type Decision = { approved: true } | { approved: false; reason: string };

/** The team's decision on a trip reaches its guide by email (their language) and in the app, in `tx`. */
export async function tellTripGuide(
  deps: Pick<AppDeps, "config">,
  tx: Tx,
  trip: DecidedTrip,
  decision: Decision,
): Promise<void> {
  const [guide] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, trip.tropleaderId));
  if (guide) {
    const common = {
      to: guide.email,
      toName: guide.name,
      locale: isLocale(guide.locale) ? guide.locale : ("es" as const),
      appUrl: deps.config.appUrl,
    };
    if (decision.approved) {
      await enqueueEmail(tx, {
        ...common,
        template: "trip_approved",
        data: { name: guide.name, tripTitle: trip.title, slug: trip.slug },
      });
    } else {
      await enqueueEmail(tx, {
        ...common,
        template: "trip_rejected",
        data: { name: guide.name, tripTitle: trip.title, reason: decision.reason },
      });
    }
  }
  if (decision.approved) {
    await notify(tx, trip.tropleaderId, "trip_approved", { tripTitle: trip.title, slug: trip.slug });
  } else {
    await notify(tx, trip.tropleaderId, "trip_rejected", { tripTitle: trip.title, reason: decision.reason });
  }
}
