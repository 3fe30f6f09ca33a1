import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { payments } from "../../db/schema/bookings.ts";
import { tripTranslations } from "../../db/schema/trips.ts";
import { createBooking, createUser } from "../../seed/factories.ts";
import { bookingForm, bookingScenario, emailsTo } from "../../testing/booking-fixtures.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelBooking } from "../bookings/cancel-booking.ts";
import { getBookingForm } from "../bookings/get-booking-form.ts";
import { startCheckout } from "../bookings/start-checkout.ts";
import { cancelDeparture } from "../departures/cancel-departure.ts";
import { listNotifications } from "../notifications/list-notifications.ts";
import { notify } from "../notifications/notify.ts";
import { paySimulatedCheckout } from "../payments/pay-simulated-checkout.ts";
import { getReceipt } from "../receipts/get-receipt.ts";
import { scheduleReminder } from "../reminders/schedule-reminder.ts";
import { sendDueReminders } from "../reminders/send-due-reminders.ts";
import { joinWaitlist } from "../waitlist/join-waitlist.ts";
import { processWaitlists } from "../waitlist/process-waitlists.ts";
import { tripTitleForReader } from "./trip-title-for-reader.ts";

// Issue 34: what is written to a traveller outside a page names the trip in their language.
const deps = useTestDeps();

const ENGLISH_TITLE = "Surf in Peniche";

async function englishScenario(
  status: "approved" | "pending" = "approved",
  departure: NonNullable<Parameters<typeof bookingScenario>[1]>["departure"] = {},
) {
  const s = await bookingScenario(deps, { startInDays: 20, tropleaderAccountEnabled: true, departure });
  await deps.db.insert(tripTranslations).values({
    tripId: s.trip.id,
    locale: "en",
    status,
    content: { basics: { title: ENGLISH_TITLE, shortDescription: "Waves", description: "A week of surf." } },
  });
  return s;
}

async function pay(traveller: Parameters<typeof startCheckout>[1], departureId: string) {
  const checkout = await startCheckout(deps, traveller, bookingForm(departureId, 1));
  const [payment] = await deps.db.select().from(payments).where(eq(payments.bookingId, checkout.bookingId));
  await paySimulatedCheckout(deps, payment!.providerSessionId);
  return checkout.bookingId;
}

describe("the trip's title outside the site", () => {
  it("is the approved English one for an English reader, Spanish otherwise", async () => {
    const s = await englishScenario();
    expect(await tripTitleForReader(deps.db, s.trip, "en")).toBe(ENGLISH_TITLE);
    expect(await tripTitleForReader(deps.db, s.trip, "es")).toBe("Surf en Peniche");
    const form = await getBookingForm(deps, null, s.departure.id, new Date(), "en");
    expect([form.trip.title, form.trip.titleLang]).toEqual([ENGLISH_TITLE, "en"]);
    const formEs = await getBookingForm(deps, null, s.departure.id, new Date(), "es");
    expect([formEs.trip.title, formEs.trip.titleLang]).toEqual(["Surf en Peniche", "es"]);
    const pending = await englishScenario("pending");
    expect(await tripTitleForReader(deps.db, pending.trip, "en")).toBe("Surf en Peniche");
  });

  it("names the trip in the booking confirmation and the receipt in the traveller's language", async () => {
    const s = await englishScenario();
    const ben = toSessionUser(await createUser(deps.db, { name: "Ben Traveller", locale: "en" }));
    const bookingId = await pay(ben, s.departure.id);
    const toBen = await emailsTo(deps, ben.email);
    expect(toBen.find((e) => e.template === "booking_confirmed")?.subject).toContain(ENGLISH_TITLE);
    // The guide reads Spanish: their email keeps the Spanish title.
    const toGuide = await emailsTo(deps, s.tropleader.email);
    expect(toGuide.find((e) => e.template === "booking_received")?.subject).toContain("Surf en Peniche");
    const anaBooking = await pay(s.traveller, s.departure.id);
    const toAna = await emailsTo(deps, s.traveller.email);
    expect(toAna.find((e) => e.template === "booking_confirmed")?.subject).toContain("Surf en Peniche");

    expect((await getReceipt(deps, ben, bookingId, null, "en")).trip.title).toBe(ENGLISH_TITLE);
    expect((await getReceipt(deps, s.traveller, anaBooking, null, "es")).trip.title).toBe("Surf en Peniche");
  });

  it("names the trip in a departure reminder in each traveller's language", async () => {
    const s = await englishScenario();
    const ben = await createUser(deps.db, { name: "Ben Reminded", locale: "en" });
    await createBooking(deps.db, { userId: ben.id, departureId: s.departure.id });
    await createBooking(deps.db, { userId: s.traveller.id, departureId: s.departure.id });
    const { sendAt } = await scheduleReminder(deps, s.tropleaderUser, s.trip.id, s.departure.startDate, {
      daysBefore: 7,
      message: "Salimos a las 8:00.",
    });
    await sendDueReminders(deps, new Date(new Date(sendAt).getTime() + 60_000), {
      departureId: s.departure.id,
    });
    const reminderTo = async (email: string) =>
      (await emailsTo(deps, email)).find((e) => e.template === "departure_reminder")?.text ?? "";
    expect(await reminderTo(ben.email)).toContain(ENGLISH_TITLE);
    expect(await reminderTo(s.traveller.email)).toContain("Surf en Peniche");
  });

  it("names the trip in guarantee, cancellation and waitlist emails in each traveller's language", async () => {
    const s = await englishScenario("approved", { maxParticipants: 3, minParticipants: 2 });
    const english = async (name: string) => toSessionUser(await createUser(deps.db, { name, locale: "en" }));
    const [ben, ed, carla] = [
      await english("Ben Guaranteed"),
      await english("Ed Cancelled"),
      await english("Carla Waiting"),
    ];
    const subjectOf = async (email: string, template: string) =>
      (await emailsTo(deps, email)).find((e) => e.template === template)?.subject ?? "";

    const benBooking = await pay(ben, s.departure.id);
    await pay(s.traveller, s.departure.id); // the minimum: guaranteed
    expect(await subjectOf(ben.email, "departure_guaranteed")).toContain(ENGLISH_TITLE);
    expect(await subjectOf(s.traveller.email, "departure_guaranteed")).toContain("Surf en Peniche");
    await pay(ed, s.departure.id); // full
    await joinWaitlist(deps, carla, { departureId: s.departure.id, participants: 1 });

    await cancelBooking(deps, ben, benBooking);
    expect(await subjectOf(ben.email, "booking_cancelled")).toContain(ENGLISH_TITLE);
    expect(await processWaitlists(deps, new Date(), { departureId: s.departure.id })).toMatchObject({
      offered: 1,
    });
    expect(await subjectOf(carla.email, "waitlist_offer")).toContain(ENGLISH_TITLE);

    await cancelDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id);
    expect(await subjectOf(ed.email, "departure_cancelled")).toContain(ENGLISH_TITLE);
    expect(await subjectOf(s.traveller.email, "departure_cancelled")).toContain("Surf en Peniche");
    expect(await subjectOf(carla.email, "waitlist_departure_cancelled")).toContain(ENGLISH_TITLE);
  });

  it("titles in-app notifications in the reader's language when read, Spanish as fallback", async () => {
    const s = await englishScenario();
    const ben = toSessionUser(await createUser(deps.db, { name: "Ben Notified", locale: "en" }));
    await pay(ben, s.departure.id);
    await cancelDeparture(deps, s.tropleaderUser, s.trip.id, s.departure.id);
    const titles = async (userId: string, locale: "es" | "en") =>
      Object.fromEntries(
        (await listNotifications(deps.db, userId, 50, locale)).items.map((n) => [n.type, n.params.tripTitle]),
      );
    expect(await titles(ben.id, "en")).toMatchObject({ departure_cancelled: ENGLISH_TITLE });
    expect(await titles(ben.id, "es")).toMatchObject({ departure_cancelled: "Surf en Peniche" });
    expect(await titles(s.tropleader.id, "en")).toMatchObject({ booking_received: ENGLISH_TITLE });
    expect(await titles(s.tropleader.id, "es")).toMatchObject({ booking_received: "Surf en Peniche" });

    // A version not (yet) approved is not read; a notification stored without the trip keeps its title.
    const pending = await englishScenario("pending");
    await pay(ben, pending.departure.id);
    expect(await titles(pending.tropleader.id, "en")).toMatchObject({ booking_received: "Surf en Peniche" });
    const reader = await createUser(deps.db, { locale: "en" });
    await notify(deps.db, reader.id, "review_reminder", { tripTitle: "Surf en Peniche" } as {
      tripTitle: string;
      tripId: string;
    });
    expect(await titles(reader.id, "en")).toEqual({ review_reminder: "Surf en Peniche" });
  });
});
