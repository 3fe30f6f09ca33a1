import { and, eq, isNull } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

type SentTrip = {
  id: string;
  title: string;
  slug: string;
  status: "pending" | "approved";
  tropleaderId: string;
  tropleaderName: string;
};

/**
 * Every admin learns of a trip a tropleader sent (doc 2 §7 `new_trip_created`): an email in their language
 * and an in-app notification, in `tx`. Returns the admins' ids, to announce after the commit.
 */
export async function tellAdminsOfTrip(
  deps: Pick<AppDeps, "config">,
  tx: Tx,
  trip: SentTrip,
): Promise<string[]> {
  const admins = await tx
    .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.suspendedAt)));
  await notify(
    tx,
    admins.map((a) => a.id),
    "trip_submitted",
    {
      tripTitle: trip.title,
      tripId: trip.id,
      tropleaderName: trip.tropleaderName,
      status: trip.status,
      slug: trip.slug,
    },
  );
  for (const admin of admins) {
    await enqueueEmail(tx, {
      to: admin.email,
      toName: admin.name,
      locale: toLocale(admin.locale),
      template: "new_trip_created",
      data: {
        tripId: trip.id,
        tropleaderId: trip.tropleaderId,
        tripTitle: trip.title,
        tropleaderName: trip.tropleaderName,
        status: trip.status,
        slug: trip.slug,
      },
      appUrl: deps.config.appUrl,
    });
  }
  return admins.map((a) => a.id);
}
