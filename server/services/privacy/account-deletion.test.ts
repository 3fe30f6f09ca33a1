import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETED_USER_NAME } from "#core/constants/privacy";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { bookings, payments, reviews } from "../../db/schema/bookings.ts";
import { messages } from "../../db/schema/messaging.ts";
import { emailOutbox, files, privacyRequests } from "../../db/schema/platform.ts";
import { translationMachineDrafts, trips } from "../../db/schema/trips.ts";
import { accounts, sessions, tropleaderProfileTranslations, users } from "../../db/schema/users.ts";
import {
  createBooking,
  createReview,
  createTrip,
  createTropleader,
  createUser,
  DEMO_PASSWORD,
} from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { caught } from "../../testing/error-code.ts";
import { samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { recordMachineDraft } from "../machine-drafts/record-machine-draft.ts";
import { getOrCreateGroupConversation } from "../messaging/get-or-create-group-conversation.ts";
import { listMessages } from "../messaging/list-messages.ts";
import { sendMessage } from "../messaging/send-message.ts";
import { uploadAvatar } from "../uploads/upload-avatar.ts";
import { deleteAccount } from "./delete-account.ts";

const deps = useTestDeps();

const confirm = { password: DEMO_PASSWORD, confirm: "on" };

async function tripWith(daysFromNow: number) {
  const guide = await createTropleader(deps.db);
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    departures: [departureDays(daysFromNow, daysFromNow + 4, { priceCents: 80_000, maxParticipants: 8 })],
  });
  return { guide, trip, departure: trip.departures[0]! };
}

describe("deleting one's account (issue 15)", () => {
  it("asks for the password and the confirmation, and changes nothing without them", async () => {
    const me = await createUser(deps.db, { name: "Paula Dudas" });
    expect(await caught(deleteAccount(deps, me, { password: "otra-clave", confirm: "on" }))).toMatchObject({
      messageKey: "privacy:delete.errors.wrongPassword",
    });
    expect(await caught(deleteAccount(deps, me, { password: DEMO_PASSWORD }))).toMatchObject({
      messageKey: "privacy:delete.errors.confirmRequired",
    });
    expect(await caught(deleteAccount(deps, me, { password: "", confirm: "on" }))).toMatchObject({
      messageKey: "privacy:delete.errors.passwordRequired",
    });
    expect(await caught(deleteAccount(deps, null, confirm))).toMatchObject({ code: "unauthenticated" });
    const [still] = await deps.db.select().from(users).where(eq(users.id, me.id));
    expect(still).toMatchObject({ name: "Paula Dudas", deletedAt: null });
  });

  it("is refused while a confirmed trip is still to come, or a guide's departure has travellers", async () => {
    const { guide, departure } = await tripWith(30);
    const me = await createUser(deps.db, {});
    await createBooking(deps.db, { userId: me.id, departureId: departure.id, status: "confirmed" });
    expect(await caught(deleteAccount(deps, me, confirm))).toMatchObject({
      code: "conflict",
      messageKey: "privacy:delete.errors.upcomingTrips",
    });
    expect(await caught(deleteAccount(deps, guide, confirm))).toMatchObject({
      code: "conflict",
      messageKey: "privacy:delete.errors.upcomingDepartures",
    });
    const admin = await createUser(deps.db, { role: "admin" });
    expect(await caught(deleteAccount(deps, admin, confirm))).toMatchObject({
      messageKey: "privacy:delete.errors.admin",
    });
    for (const id of [me.id, guide.id, admin.id]) {
      const [row] = await deps.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, id));
      expect(row!.deletedAt).toBeNull();
    }
  });

  it("erases the person, keeps the records others rely on, and removes their files from storage", async () => {
    const { guide, trip, departure } = await tripWith(-30);
    const me = await createUser(deps.db, { name: "Irene Borrada", phone: "+34 600 000 000", bio: "Hola" });
    const other = await createUser(deps.db, { name: "Sigue Aquí" });
    const booking = await createBooking(deps.db, {
      userId: me.id,
      departureId: departure.id,
      status: "completed",
      medicalConditions: "Diabetes",
      emergencyContact: { name: "Madre", phone: "+34 611 111 111", relationship: "Madre" },
    });
    await createBooking(deps.db, { userId: other.id, departureId: departure.id, status: "completed" });
    await createReview(deps.db, { bookingId: booking.id, rating: 5, title: "Genial", comment: "Muy bien" });
    const avatar = await uploadAvatar(deps, toSessionUser(me), await samplePng(300, 300));
    const [avatarFile] = await deps.db.select().from(files).where(eq(files.id, avatar.fileId));
    expect(await deps.storage.get(avatarFile!.key)).not.toBeNull();
    const { conversationId } = await getOrCreateGroupConversation(deps, { id: guide.id }, departure.id);
    await sendMessage(deps, me, conversationId, "Nos vemos en el aeropuerto");

    await deleteAccount(deps, me, confirm);

    const [gone] = await deps.db.select().from(users).where(eq(users.id, me.id));
    expect(gone).toMatchObject({
      name: DELETED_USER_NAME,
      phone: null,
      bio: null,
      image: null,
      birthDate: null,
      identityNumber: null,
    });
    expect(gone!.email).not.toBe(me.email);
    expect(gone!.deletedAt).not.toBeNull();
    // No way back in: no password, no session.
    expect(await deps.db.select().from(accounts).where(eq(accounts.userId, me.id))).toHaveLength(0);
    expect(await deps.db.select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    // The avatar is gone from storage.
    expect(await deps.storage.get(avatarFile!.key)).toBeNull();
    // The booking and its payment stay for the guide and the law, without the personal data.
    const [kept] = await deps.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept).toMatchObject({ medicalConditions: null, emergencyContact: null, status: "completed" });
    expect(await deps.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toHaveLength(1);
    const [review] = await deps.db.select().from(reviews).where(eq(reviews.bookingId, booking.id));
    expect(review).toMatchObject({ title: "Genial", userId: me.id });
    // Their message stays in the conversation, signed 'Usuario eliminado'; the others are untouched.
    const visible = await listMessages(deps.db, toSessionUser(guide), conversationId, {});
    const mine = visible.messages.find((m) => m.content === "Nos vemos en el aeropuerto");
    expect(mine?.senderName).toBe(DELETED_USER_NAME);
    expect(await deps.db.select().from(messages).where(eq(messages.senderId, me.id))).toHaveLength(1);
    const [untouched] = await deps.db.select().from(users).where(eq(users.id, other.id));
    expect(untouched).toMatchObject({ name: "Sigue Aquí", deletedAt: null });
    const [guideTrip] = await deps.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(guideTrip!.status).toBe("approved");
    // What the law needs is in the deletion's legal record; the goodbye email went to the old address.
    const [request] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.userId, me.id));
    expect(request).toMatchObject({ kind: "deletion", status: "completed", trigger: "user" });
    expect(request!.legalRecord).toMatchObject({
      name: "Irene Borrada",
      email: me.email,
      bookings: [
        expect.objectContaining({
          reference: booking.bookingReference,
          paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        }),
      ],
    });
    const [goodbye] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, me.email));
    expect(goodbye!.template).toBe("account_deleted");
  });

  it("withdraws a tropleader's trips from the catalogue once nothing is left to run", async () => {
    const { guide, trip } = await tripWith(-40);
    await deps.db.insert(tropleaderProfileTranslations).values({
      userId: guide.id,
      locale: "en",
      bio: "Surf guide in Ericeira",
      presentation: "Hi, I am a guide",
    });
    await recordMachineDraft(deps.db, { kind: "profile", id: guide.id }, "en", "profile", {
      bio: "Surf guide in Ericeira",
      presentation: "",
    });
    await deleteAccount(deps, guide, confirm);
    const [after] = await deps.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(after!.status).toBe("draft");
    // Their bio and presentation in other languages go with the Spanish ones (issue 34).
    const translations = await deps.db
      .select()
      .from(tropleaderProfileTranslations)
      .where(eq(tropleaderProfileTranslations.userId, guide.id));
    expect(translations).toEqual([]);
    const digests = await deps.db
      .select()
      .from(translationMachineDrafts)
      .where(eq(translationMachineDrafts.ownerId, guide.id));
    expect(digests).toEqual([]);
  });
});
