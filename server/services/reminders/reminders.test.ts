import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { conversations, messages } from "../../db/schema/messaging.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { departureReminders, tripDepartures } from "../../db/schema/trips.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { codeOf } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { cancelReminder } from "./cancel-reminder.ts";
import { listDepartureReminders } from "./list-departure-reminders.ts";
import { scheduleReminder } from "./schedule-reminder.ts";
import { sendDueReminders } from "./send-due-reminders.ts";

const deps = useTestDeps();

async function departureWithTravellers() {
  const guide = await createTropleader(deps.db, { name: "Lucía Guía" });
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    departures: [departureDays(20, 24, { maxParticipants: 10, priceCents: 90000 })],
  });
  const departure = trip.departures[0]!;
  const ana = await createUser(deps.db, { name: "Ana", locale: "es" });
  const ben = await createUser(deps.db, { name: "Ben", locale: "en" });
  const gone = await createUser(deps.db, { name: "Gone" });
  await createBooking(deps.db, { userId: ana.id, departureId: departure.id });
  await createBooking(deps.db, { userId: ben.id, departureId: departure.id });
  await createBooking(deps.db, { userId: gone.id, departureId: departure.id, status: "cancelled" });
  return { guide, owner: toSessionUser(guide), trip, departure, ana, ben, gone };
}

describe("departure reminders", () => {
  it("are sent once when their time comes: the group chat and one email per confirmed traveller", async () => {
    const s = await departureWithTravellers();
    const text = "Recordad: salimos a las 8:00 desde la plaza mayor.";
    const { id, sendAt } = await scheduleReminder(deps, s.owner, s.trip.id, s.departure.startDate, {
      daysBefore: 7,
      message: text,
    });
    // 09:00 in Madrid, seven days before the first day.
    const local = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Madrid",
      dateStyle: "short",
      timeStyle: "short",
      hourCycle: "h23",
    }).format(new Date(sendAt));
    const expectedDay = new Date(`${s.departure.startDate}T00:00:00Z`);
    expectedDay.setUTCDate(expectedDay.getUTCDate() - 7);
    expect(local).toBe(`${expectedDay.toISOString().slice(0, 10)}, 09:00`);

    expect(await sendDueReminders(deps, new Date(new Date(sendAt).getTime() - 60_000))).toEqual({
      sent: 0,
      skipped: 0,
    });
    const at = new Date(new Date(sendAt).getTime() + 1000);
    const [first, second] = await Promise.all([sendDueReminders(deps, at), sendDueReminders(deps, at)]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(await sendDueReminders(deps, at)).toEqual({ sent: 0, skipped: 0 });

    const [group] = await deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.departureId, s.departure.id));
    const posted = await deps.db.select().from(messages).where(eq(messages.conversationId, group!.id));
    expect(posted.filter((m) => m.content === text)).toHaveLength(1);
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "departure_reminder"));
    const mine = mails.filter((m) => m.text.includes(text));
    expect(mine.map((m) => m.toEmail).sort()).toEqual([s.ana.email, s.ben.email].sort());
    expect(mine.find((m) => m.toEmail === s.ben.email)?.subject).toMatch(/^Reminder from Lucía Guía/);
    const [row] = await listDepartureReminders(deps, s.departure.id);
    expect(row).toMatchObject({ id, status: "sent" });
    expect(await codeOf(cancelReminder(deps, s.owner, s.trip.id, s.departure.startDate, id))).toBe(
      "conflict",
    );
  });

  it("can be cancelled until sent, are skipped for a cancelled departure, and refuse bad input", async () => {
    const s = await departureWithTravellers();
    const start = s.departure.startDate;
    const cancelled = await scheduleReminder(deps, s.owner, s.trip.id, start, {
      daysBefore: 3,
      message: "Llevad crema solar.",
    });
    await cancelReminder(deps, s.owner, s.trip.id, start, cancelled.id);
    const skipped = await scheduleReminder(deps, s.owner, s.trip.id, start, {
      daysBefore: 1,
      message: "Mañana salimos, ¡a descansar!",
    });
    await deps.db
      .update(tripDepartures)
      .set({ status: "cancelled" })
      .where(eq(tripDepartures.id, s.departure.id));
    const late = new Date(`${start}T12:00:00Z`);
    expect(await sendDueReminders(deps, late)).toMatchObject({ sent: 0, skipped: 1 });
    const rows = await deps.db
      .select()
      .from(departureReminders)
      .where(eq(departureReminders.departureId, s.departure.id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [cancelled.id]: "cancelled",
      [skipped.id]: "skipped",
    });
    expect(
      await codeOf(
        scheduleReminder(deps, s.owner, s.trip.id, start, {
          daysBefore: 2,
          message: "Otra vez el recordatorio",
        }),
      ),
    ).toBe("conflict");

    const t = await departureWithTravellers();
    const form = (daysBefore: unknown, message = "Un mensaje de prueba") => ({ daysBefore, message });
    expect(await codeOf(scheduleReminder(deps, t.owner, t.trip.id, t.departure.startDate, form(30)))).toBe(
      "validation",
    );
    expect(await codeOf(scheduleReminder(deps, t.owner, t.trip.id, t.departure.startDate, form(61)))).toBe(
      "validation",
    );
    expect(
      await codeOf(scheduleReminder(deps, t.owner, t.trip.id, t.departure.startDate, form(2, "corto"))),
    ).toBe("validation");
    const other = toSessionUser(await createTropleader(deps.db));
    expect(await codeOf(scheduleReminder(deps, other, t.trip.id, t.departure.startDate, form(2)))).toBe(
      "not_found",
    );
    expect(await listDepartureReminders(deps, t.departure.id)).toEqual([]);
  });

  it("reach each traveller in their account's language: the English text when written, else the Spanish (issue 34)", async () => {
    const s = await departureWithTravellers();
    const start = s.departure.startDate;
    const spanish = "Recordad el pasaporte y el seguro de viaje.";
    const english = "Remember your passport and travel insurance.";
    const both = await scheduleReminder(deps, s.owner, s.trip.id, start, {
      daysBefore: 7,
      message: spanish,
      messageEn: `  ${english}  `,
    });
    const spanishOnly = await scheduleReminder(deps, s.owner, s.trip.id, start, {
      daysBefore: 3,
      message: "Quedamos a las 8:00 en la estación.",
      messageEn: "   ",
    });
    expect(await listDepartureReminders(deps, s.departure.id)).toMatchObject([
      { id: both.id, message: spanish, messageEn: english },
      { id: spanishOnly.id, messageEn: null },
    ]);
    for (const bad of ["short", "Remember\u0007 your passport", "x".repeat(2001)]) {
      expect(
        await codeOf(
          scheduleReminder(deps, s.owner, s.trip.id, start, {
            daysBefore: 2,
            message: spanish,
            messageEn: bad,
          }),
        ),
      ).toBe("validation");
    }

    const at = new Date(`${start}T12:00:00Z`);
    expect(await sendDueReminders(deps, at, { departureId: s.departure.id })).toEqual({
      sent: 2,
      skipped: 0,
    });
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, "departure_reminder"));
    const to = (email: string) => mails.filter((m) => m.toEmail === email).map((m) => m.text);
    const ana = to(s.ana.email);
    const ben = to(s.ben.email);
    expect(ana.filter((t) => t.includes(spanish))).toHaveLength(1);
    expect(ana.some((t) => t.includes(english))).toBe(false);
    expect(ben.filter((t) => t.includes(english))).toHaveLength(1);
    expect(ben.some((t) => t.includes(spanish))).toBe(false);
    expect(ben.filter((t) => t.includes("Quedamos a las 8:00 en la estación."))).toHaveLength(1);
  });
});
