import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatSupportReference, parseSupportReference } from "#core/rules/support-reference";
import type { RealtimeEvent } from "../../adapters/realtime/realtime-bus.ts";
import { payouts } from "../../db/schema/bookings.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { countUnreadMessages } from "../messaging/count-unread-messages.ts";
import { getConversation } from "../messaging/get-conversation.ts";
import { listConversations } from "../messaging/list-conversations.ts";
import { listMessages } from "../messaging/list-messages.ts";
import { markConversationRead } from "../messaging/mark-conversation-read.ts";
import { sendMessage } from "../messaging/send-message.ts";
import { sendUnreadMessageEmails } from "../messaging/send-unread-message-emails.ts";
import { getSupportConversation } from "./get-support-conversation.ts";
import { listSupportInbox } from "./list-support-inbox.ts";
import { markSupportSolved } from "./mark-support-solved.ts";
import { openSupportConversation } from "./open-support-conversation.ts";
import { replyToSupport } from "./reply-to-support.ts";

const deps = useTestDeps();
const events: RealtimeEvent[] = [];
beforeAll(async () => {
  deps.bus.subscribe((e) => {
    if ("type" in e) events.push(e as RealtimeEvent);
  });
});

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a rejection");
    },
    (e: { code?: string; messageKey?: string }) => ({ code: e.code, key: e.messageKey }),
  );

async function tripWithBooking(status: "confirmed" | "completed" = "confirmed") {
  const leader = await createTropleader(deps.db);
  const trip = await createTrip(deps.db, {
    tropleaderId: leader.id,
    title: `Viaje de soporte ${Math.random().toString(36).slice(2, 8)}`,
  });
  const traveller = await createUser(deps.db, { name: "Marta Ruiz" });
  const booking = await createBooking(deps.db, {
    userId: traveller.id,
    departureId: trip.departures[0]!.id,
    status,
  });
  return { leader, trip, traveller, booking };
}

const newAdmin = (name = "Ana Admin") => createUser(deps.db, { role: "admin", name });

describe("support conversations", () => {
  it("opens one conversation per user and reuses it, solved or not", async () => {
    const user = await createUser(deps.db);
    const admin = await newAdmin();
    const first = await openSupportConversation(deps, user, {});
    expect(first.created).toBe(true);
    const again = await openSupportConversation(deps, user, {});
    expect(again).toEqual({ conversationId: first.conversationId, created: false });
    await markSupportSolved(deps.db, admin, first.conversationId, true);
    expect(await openSupportConversation(deps, user, { bookingId: "" })).toEqual({
      conversationId: first.conversationId,
      created: false,
    });
    // Two requests at once still make one.
    const other = await createUser(deps.db);
    const [a, b] = await Promise.all([
      openSupportConversation(deps, other, {}),
      openSupportConversation(deps, other, {}),
    ]);
    expect(a.conversationId).toBe(b.conversationId);
    // The user's own list shows it, with no other party named.
    const list = await listConversations(deps.db, user);
    expect(list.find((c) => c.id === first.conversationId)).toMatchObject({ kind: "support", other: null });
  });

  it("attaches the user's own booking as a notice, once per press, and refuses another's", async () => {
    const { traveller, booking, trip } = await tripWithBooking();
    const stranger = await createUser(deps.db);
    const { conversationId } = await openSupportConversation(deps, traveller, { bookingId: booking.id });
    await openSupportConversation(deps, traveller, { bookingId: booking.id });
    const { messages } = await listMessages(deps.db, traveller, conversationId);
    expect(messages).toHaveLength(1);
    expect(parseSupportReference(messages[0]!.content)).toEqual({
      kind: "booking",
      code: booking.bookingReference,
      label: trip.title,
    });

    // A typed marker cannot pose as an attached booking: only the product's own notice carries one.
    const typed = formatSupportReference({ kind: "booking", code: "TRP-NOTMINE", label: "Otro viaje" });
    expect(await rejection(sendMessage(deps, traveller, conversationId, typed))).toEqual({
      code: "validation",
      key: "chat:errors.reservedText",
    });
    expect((await listMessages(deps.db, traveller, conversationId)).messages).toHaveLength(1);

    expect(await rejection(openSupportConversation(deps, stranger, { bookingId: booking.id }))).toEqual({
      code: "not_found",
      key: "support:errors.referenceUnavailable",
    });
    // Refused before anything is created.
    expect(await listConversations(deps.db, stranger)).toEqual([]);
    expect(await rejection(openSupportConversation(deps, stranger, { bookingId: "nope" }))).toMatchObject({
      code: "validation",
    });
  });

  it("attaches a payout only to its tropleader", async () => {
    const { leader, booking } = await tripWithBooking("completed");
    const [payout] = await deps.db
      .insert(payouts)
      .values({
        tropleaderId: leader.id,
        bookingId: booking.id,
        amountCents: 10_000,
        scheduledFor: new Date(),
      })
      .returning({ id: payouts.id });
    const other = await createTropleader(deps.db);
    expect(await rejection(openSupportConversation(deps, other, { payoutId: payout!.id }))).toMatchObject({
      code: "not_found",
    });
    const { conversationId } = await openSupportConversation(deps, leader, { payoutId: payout!.id });
    const { messages } = await listMessages(deps.db, leader, conversationId);
    expect(parseSupportReference(messages[0]!.content)).toMatchObject({
      kind: "payout",
      code: booking.bookingReference,
    });
  });

  it("shows an admin's answer to the user as the team, never the admin's name, live and in the history", async () => {
    const { traveller } = await tripWithBooking();
    const admin = await newAdmin("Ana Secreta");
    const { conversationId } = await openSupportConversation(deps, traveller, {});
    await sendMessage(deps, traveller, conversationId, "No me llega el recibo");

    await getSupportConversation(deps, admin, conversationId);
    events.length = 0;
    const reply = await replyToSupport(deps, admin, conversationId, "Te lo reenviamos ahora");
    expect(reply.senderName).toBe("");
    const live = events.find((e) => e.type === "message.created" && e.conversationId === conversationId);
    expect(live).toMatchObject({ userIds: expect.arrayContaining([traveller.id]) });
    expect(JSON.stringify(live)).not.toContain("Ana Secreta");

    const { messages } = await listMessages(deps.db, traveller, conversationId);
    expect(messages.map((m) => [m.content, m.senderName])).toEqual([
      ["No me llega el recibo", traveller.name],
      ["Te lo reenviamos ahora", ""],
    ]);
    const detail = await getConversation(deps.db, traveller, conversationId);
    expect(detail).toMatchObject({ kind: "support", other: null });
    expect(JSON.stringify(detail)).not.toContain("Ana Secreta");
    expect(await countUnreadMessages(deps.db, traveller.id)).toBe(1);
    // The admin reading the user's message gives the user ✓✓; the user reading the answer clears theirs.
    expect(messages[0]!.readAt).not.toBeNull();
    await markConversationRead(deps, traveller, conversationId);
    expect(await countUnreadMessages(deps.db, traveller.id)).toBe(0);
  });

  it("lists open conversations with the team's unread count for every admin", async () => {
    const { traveller } = await tripWithBooking();
    const first = await newAdmin();
    const second = await newAdmin();
    const { conversationId } = await openSupportConversation(deps, traveller, {});
    await sendMessage(deps, traveller, conversationId, "Hola");
    await sendMessage(deps, traveller, conversationId, "¿Hay alguien?");

    for (const admin of [first, second]) {
      const inbox = await listSupportInbox(deps.db, admin);
      expect(inbox.find((c) => c.id === conversationId)).toMatchObject({
        unreadCount: 2,
        user: { id: traveller.id, name: traveller.name },
        lastMessage: { content: "¿Hay alguien?", fromUser: true },
      });
    }
    // One admin opens it: read for the whole team; an answer is not unread to the other admin.
    await getSupportConversation(deps, first, conversationId);
    await replyToSupport(deps, first, conversationId, "Sí, dime");
    const inbox = await listSupportInbox(deps.db, second);
    expect(inbox.find((c) => c.id === conversationId)).toMatchObject({ unreadCount: 0 });
    const opened = await getSupportConversation(deps, second, conversationId);
    expect(opened.messages.map((m) => m.content)).toEqual(["Hola", "¿Hay alguien?", "Sí, dime"]);
    expect(await countUnreadMessages(deps.db, second.id)).toBe(0);
    // Admins answer from the panel: the support chat stays out of their own Mensajes.
    expect((await listConversations(deps.db, first)).some((c) => c.id === conversationId)).toBe(false);
  });

  it("marks solved (out of the open inbox) and a new message from the user reopens it", async () => {
    const { traveller } = await tripWithBooking();
    const admin = await newAdmin();
    const { conversationId } = await openSupportConversation(deps, traveller, {});
    await sendMessage(deps, traveller, conversationId, "Duda de pago");
    await replyToSupport(deps, admin, conversationId, "Resuelto");

    await markSupportSolved(deps.db, admin, conversationId, true);
    const ids = async (status: "open" | "solved") =>
      (await listSupportInbox(deps.db, admin, status)).map((c) => c.id);
    expect(await ids("open")).not.toContain(conversationId);
    expect(await ids("solved")).toContain(conversationId);
    expect((await getSupportConversation(deps, admin, conversationId)).open).toBe(false);

    // The admin's own message does not reopen it; the user's does.
    await replyToSupport(deps, admin, conversationId, "Cualquier cosa, aquí estamos");
    expect(await ids("open")).not.toContain(conversationId);
    await new Promise((r) => setTimeout(r, 5));
    await sendMessage(deps, traveller, conversationId, "Otra cosa más");
    expect(await ids("open")).toContain(conversationId);
    expect(await ids("solved")).not.toContain(conversationId);
  });

  it("keeps support conversations from non-admins (404) and other conversations from this door", async () => {
    const { traveller, leader } = await tripWithBooking();
    const stranger = await createUser(deps.db);
    const { conversationId } = await openSupportConversation(deps, traveller, {});
    await sendMessage(deps, traveller, conversationId, "Privado");

    const notFound = { code: "not_found", key: "chat:errors.conversationUnavailable" };
    expect(await rejection(getSupportConversation(deps, stranger, conversationId))).toEqual(notFound);
    expect(await rejection(replyToSupport(deps, leader, conversationId, "Hola"))).toEqual(notFound);
    expect(await rejection(markSupportSolved(deps.db, stranger, conversationId, true))).toEqual(notFound);
    expect(await rejection(listMessages(deps.db, stranger, conversationId))).toEqual(notFound);
    expect(await rejection(sendMessage(deps, stranger, conversationId, "Hola"))).toEqual(notFound);
    expect(await rejection(listSupportInbox(deps.db, stranger))).toMatchObject({ code: "forbidden" });

    // An admin cannot read a private direct conversation through the support door.
    const admin = await newAdmin();
    const { startConversation } = await import("../messaging/start-conversation.ts");
    const direct = await startConversation(deps, traveller, { otherUserId: leader.id });
    expect(await rejection(getSupportConversation(deps, admin, direct.conversationId))).toEqual(notFound);
    expect(await rejection(replyToSupport(deps, admin, direct.conversationId, "Hola"))).toEqual(notFound);
  });

  it("emails an unread answer from the team without the admin's name, and the admins a link to the inbox", async () => {
    const user = await createUser(deps.db, { locale: "es" });
    const admin = await newAdmin("Ana Confidencial");
    const { conversationId } = await openSupportConversation(deps, user, {});
    await sendMessage(deps, user, conversationId, "Necesito ayuda con un pago");
    await getSupportConversation(deps, admin, conversationId);
    await replyToSupport(deps, admin, conversationId, "Ya está arreglado");
    const later = new Date(Date.now() + 6 * 60_000);
    const { emailed } = await sendUnreadMessageEmails(deps, { conversationId }, later);
    expect(emailed).toEqual([user.id]);
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, user.email));
    expect(mail!.subject).toBe("Nuevo mensaje de Equipo Tropa");
    expect(`${mail!.subject} ${mail!.text}`).not.toContain("Ana Confidencial");
    expect(mail!.text).toContain(`/mensajes?c=${conversationId}`);

    // The user writes again and no admin reads it: the admins who joined get a link to the panel.
    await sendMessage(deps, user, conversationId, "Gracias, otra duda");
    const muchLater = new Date(Date.now() + 60 * 60_000);
    const second = await sendUnreadMessageEmails(deps, { conversationId }, muchLater);
    expect(second.emailed).toContain(admin.id);
    const [toAdmin] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, admin.email));
    expect(toAdmin!.text).toContain(`/admin/soporte?c=${conversationId}`);
  });

  it("writes and reads reference notices", () => {
    const text = formatSupportReference({ kind: "booking", code: "TRP-ABC123", label: "Surf · Ericeira" });
    expect(parseSupportReference(text)).toEqual({
      kind: "booking",
      code: "TRP-ABC123",
      label: "Surf · Ericeira",
    });
    expect(parseSupportReference("hola [ref:booking:X]")).toBeNull();
  });
});
