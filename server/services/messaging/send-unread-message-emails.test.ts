import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMembers, messages } from "../../db/schema/messaging.ts";
import { emailOutbox, jobs } from "../../db/schema/platform.ts";
import { tripTranslations } from "../../db/schema/trips.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { CHAT_JOBS, UNREAD_EMAIL_DELAY_MS, UNREAD_EMAIL_THROTTLE_MS } from "./chat-jobs.ts";
import { markConversationRead } from "./mark-conversation-read.ts";
import { sendMessage } from "./send-message.ts";
import { sendUnreadMessageEmails } from "./send-unread-message-emails.ts";
import { startConversation } from "./start-conversation.ts";

const deps = useTestDeps();

const MIN = 60_000;
const inbox = (email: string) => deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));

async function setup(recipient: { notificationsEmail?: boolean; locale?: "es" | "en" } = {}) {
  const sender = await createTropleader(deps.db, { name: "Lucía" });
  const to = await createUser(deps.db, { name: "Pablo", ...recipient });
  const { conversationId } = await startConversation(deps, sender, { otherUserId: to.id });
  return { sender, to, conversationId };
}

describe("unread message emails", () => {
  it("are queued 5 minutes after a message, once per conversation (deduplicated)", async () => {
    const { sender, conversationId } = await setup();
    await sendMessage(deps, sender, conversationId, "uno");
    await sendMessage(deps, sender, conversationId, "dos");
    const queued = await deps.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, CHAT_JOBS.unreadEmail), eq(jobs.status, "queued")));
    const mine = queued.filter(
      (j) => (j.payload as { conversationId: string }).conversationId === conversationId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.runAt.getTime() - Date.now()).toBeGreaterThan(UNREAD_EMAIL_DELAY_MS - MIN);
  });

  it("email the recipient in their language, then throttle, then follow up", async () => {
    const { sender, to, conversationId } = await setup({ locale: "en" });
    await sendMessage(deps, sender, conversationId, "Hi Pablo, <b>see</b> you in Peniche");
    const t0 = Date.now();

    // Too early: nothing yet.
    expect((await sendUnreadMessageEmails(deps, { conversationId }, new Date(t0 + MIN))).emailed).toEqual([]);
    const { emailed } = await sendUnreadMessageEmails(deps, { conversationId }, new Date(t0 + 6 * MIN));
    expect(emailed).toEqual([to.id]);
    const [mail] = await inbox(to.email);
    expect(mail).toMatchObject({
      template: "unread_messages",
      locale: "en",
      subject: "New message from Lucía",
    });
    expect(mail!.text).toContain(`/mensajes?c=${conversationId}`);
    expect(mail!.html).toContain("&lt;b&gt;see&lt;/b&gt;");
    // The sender is not emailed about their own message.
    expect(await inbox(sender.email)).toEqual([]);

    // Say that email went out 10 minutes ago; a new message now is inside the throttle window: no second
    // email, a follow-up is scheduled for when the window ends.
    const emailedAt = new Date(Date.now() - 10 * MIN);
    await deps.db
      .update(conversationMembers)
      .set({ lastEmailedAt: emailedAt })
      .where(eq(conversationMembers.conversationId, conversationId));
    await deps.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 15 * MIN) })
      .where(eq(messages.conversationId, conversationId));
    await sendMessage(deps, sender, conversationId, "Are you coming?");
    await deps.db.delete(jobs).where(eq(jobs.type, CHAT_JOBS.unreadEmail));
    const t1 = Date.now();
    expect((await sendUnreadMessageEmails(deps, { conversationId }, new Date(t1 + 6 * MIN))).emailed).toEqual(
      [],
    );
    expect(await inbox(to.email)).toHaveLength(1);
    const [followUp] = await deps.db.select().from(jobs).where(eq(jobs.type, CHAT_JOBS.unreadEmail));
    expect(followUp!.runAt.getTime()).toBe(emailedAt.getTime() + UNREAD_EMAIL_THROTTLE_MS);

    const later = new Date(emailedAt.getTime() + UNREAD_EMAIL_THROTTLE_MS + MIN);
    expect((await sendUnreadMessageEmails(deps, { conversationId }, later)).emailed).toEqual([to.id]);
    const mails = await inbox(to.email);
    expect(mails).toHaveLength(2);
    // The second email is about the message not emailed yet.
    const second = mails.find((m) => m.text.includes("Are you coming?"));
    expect(second?.subject).toBe("New message from Lucía");
    expect(second?.text).not.toContain("see");
  });

  it("send nothing once the messages were read, or when the recipient turned emails off", async () => {
    const a = await setup();
    await sendMessage(deps, a.sender, a.conversationId, "hola");
    await markConversationRead(deps, a.to, a.conversationId);
    expect(
      (
        await sendUnreadMessageEmails(
          deps,
          { conversationId: a.conversationId },
          new Date(Date.now() + 6 * MIN),
        )
      ).emailed,
    ).toEqual([]);
    expect(await inbox(a.to.email)).toEqual([]);

    const b = await setup({ notificationsEmail: false });
    await sendMessage(deps, b.sender, b.conversationId, "hola");
    expect(
      (
        await sendUnreadMessageEmails(
          deps,
          { conversationId: b.conversationId },
          new Date(Date.now() + 6 * MIN),
        )
      ).emailed,
    ).toEqual([]);
    expect(await inbox(b.to.email)).toEqual([]);
  });

  it("name the conversation's trip in the recipient's language (issue 34)", async () => {
    const sender = await createTropleader(deps.db, { name: "Lucía" });
    const trip = await createTrip(deps.db, { tropleaderId: sender.id, title: "Surf en Peniche" });
    await deps.db.insert(tripTranslations).values({
      tripId: trip.id,
      locale: "en",
      content: { basics: { title: "Surf in Peniche", shortDescription: "Waves", description: "Surf." } },
    });
    const ben = await createUser(deps.db, { name: "Ben", locale: "en" });
    const ana = await createUser(deps.db, { name: "Ana", locale: "es" });
    for (const to of [ben, ana]) {
      const { conversationId } = await startConversation(deps, sender, {
        otherUserId: to.id,
        tripId: trip.id,
      });
      await sendMessage(deps, sender, conversationId, "Hola");
      await sendUnreadMessageEmails(deps, { conversationId }, new Date(Date.now() + 6 * MIN));
    }
    expect((await inbox(ben.email))[0]?.text).toContain("about Surf in Peniche");
    expect((await inbox(ana.email))[0]?.text).toContain("sobre Surf en Peniche");
  });

  it("uses Spanish by default", async () => {
    const { sender, to, conversationId } = await setup();
    await sendMessage(deps, sender, conversationId, "uno");
    await sendMessage(deps, sender, conversationId, "dos");
    await sendUnreadMessageEmails(deps, { conversationId }, new Date(Date.now() + 6 * MIN));
    const [mail] = await inbox(to.email);
    expect(mail).toMatchObject({ locale: "es", subject: "2 mensajes nuevos de Lucía" });
    expect(mail!.text).toContain("“dos”");
  });
});
