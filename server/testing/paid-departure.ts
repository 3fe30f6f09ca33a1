import { eq } from "drizzle-orm";
import type { AppDeps } from "../app-deps.ts";
import { toSessionUser } from "../auth/resolve-session-user.ts";
import { payments, payouts } from "../db/schema/bookings.ts";
import { createUser } from "../seed/factories.ts";
import { startCheckout } from "../services/bookings/start-checkout.ts";
import { paySimulatedCheckout } from "../services/payments/pay-simulated-checkout.ts";
import { bookingForm, bookingScenario } from "./booking-fixtures.ts";

/**
 * A guide's departure 20 days away with `travellers` bookings of two places paid through the real checkout
 * (1.780 € each, the guide's share 1.602 €), and the moment their payouts fall due (`due`, `after` it).
 */
export async function paidDeparture(
  deps: AppDeps,
  options: { accountEnabled?: boolean; travellers?: number } = {},
) {
  const s = await bookingScenario(deps, {
    startInDays: 20,
    tropleaderAccountEnabled: options.accountEnabled ?? true,
  });
  const booked: { bookingId: string; reference: string }[] = [];
  for (let i = 0; i < (options.travellers ?? 1); i++) {
    const traveller = i === 0 ? s.traveller : toSessionUser(await createUser(deps.db));
    const checkout = await startCheckout(deps, traveller, bookingForm(s.departure.id, 2));
    const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, checkout.bookingId));
    await paySimulatedCheckout(deps, payment!.providerSessionId);
    booked.push({ bookingId: checkout.bookingId, reference: checkout.reference });
  }
  const rows = await deps.db.select().from(payouts).where(eq(payouts.tropleaderId, s.tropleader.id));
  const due = rows[0]!.scheduledFor;
  return { ...s, booked, due, after: new Date(due.getTime() + 3_600_000) };
}
