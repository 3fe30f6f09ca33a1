import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { unsubscribe } from "./unsubscribe.ts";
import { unsubscribePath } from "./unsubscribe-link.ts";

const deps = useTestDeps();

const params = (path: string) => new URL(path, "http://x").searchParams;
describe("unsubscribing from an email's link, without signing in (issue 15)", () => {
  it("turns off exactly the kind of email the signed link names, for its reader only", async () => {
    const reader = await createUser(deps.db, { newsletter: true, notificationsEmail: true });
    const bystander = await createUser(deps.db, { newsletter: true, notificationsEmail: true });
    const secret = deps.config.sessionSecret;

    await unsubscribe(deps, params(unsubscribePath(secret, reader.id, "mensajes")));
    const [after] = await deps.db.select().from(users).where(eq(users.id, reader.id));
    expect(after).toMatchObject({ notificationsEmail: false, newsletter: true });

    await unsubscribe(deps, params(unsubscribePath(secret, reader.id, "newsletter")));
    const [both] = await deps.db.select().from(users).where(eq(users.id, reader.id));
    expect(both).toMatchObject({ notificationsEmail: false, newsletter: false });
    const [other] = await deps.db.select().from(users).where(eq(users.id, bystander.id));
    expect(other).toMatchObject({ notificationsEmail: true, newsletter: true });
  });

  it("refuses a forged, edited or foreign link and changes nothing", async () => {
    const reader = await createUser(deps.db, { newsletter: true });
    const victim = await createUser(deps.db, { newsletter: true });
    const mine = params(unsubscribePath(deps.config.sessionSecret, reader.id, "newsletter"));
    const forged = new URLSearchParams(mine);
    forged.set("u", victim.id);
    const otherSecret = params(unsubscribePath("not-the-secret", victim.id, "newsletter"));
    const otherKind = new URLSearchParams(mine);
    otherKind.set("tipo", "mensajes");
    for (const link of [forged, otherSecret, otherKind, new URLSearchParams()]) {
      expect(await caught(unsubscribe(deps, link))).toMatchObject({
        messageKey: "privacy:unsubscribe.invalid",
      });
    }
    const [untouched] = await deps.db.select().from(users).where(eq(users.id, victim.id));
    expect(untouched!.newsletter).toBe(true);
  });

  it("the digest of unread messages carries the link at its foot", async () => {
    const reader = await createUser(deps.db, { locale: "en" });
    const url = unsubscribePath(deps.config.sessionSecret, reader.id, "mensajes");
    await enqueueEmail(deps.db, {
      to: reader.email,
      locale: "en",
      template: "unread_messages",
      appUrl: deps.config.appUrl,
      data: {
        recipientName: reader.name,
        senderNames: ["Usuario eliminado"],
        count: 1,
        tripTitle: null,
        isGroup: false,
        preview: "Hola",
        url: "/mensajes",
        unsubscribeUrl: url,
      },
    });
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, reader.email));
    expect(mail!.text).toContain(`Stop emails about new messages: ${deps.config.appUrl}${url}`);
    expect(mail!.html).toContain("Stop emails about new messages");
    expect(mail!.subject).toBe("New message from a deleted user");
  });
});
