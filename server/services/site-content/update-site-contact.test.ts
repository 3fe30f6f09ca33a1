import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { codeOf } from "../../testing/error-code.ts";
import { latestAuditEntry } from "../../testing/latest-audit-entry.ts";
import { SITE_CONTACT_FORM } from "../../testing/site-contact-form.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { getSiteContent } from "./get-site-content.ts";
import { publishSiteContact } from "./update-site-contact.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

const FORM = SITE_CONTACT_FORM;

describe("publishSiteContact (Contenido: contact)", () => {
  it("only an admin may publish; bad input is refused with the field's message and changes nothing", async () => {
    for (const actor of [
      null,
      toSessionUser(await createUser(deps.db)),
      toSessionUser(await createTropleader(deps.db)),
    ]) {
      expect(
        await codeOf(publishSiteContact(deps, actor, { ...FORM, address: "Plaza Mayor 1, Salamanca" })),
      ).toBe("forbidden");
    }
    for (const [field, value, key] of [
      ["address", "x", "common:siteContent.errors.address"],
      ["facebook", "javascript:alert(1)", "common:siteContent.errors.url"],
      ["phoneOpens", "9h", "common:siteContent.errors.time"],
      ["phoneCloses", "08:00", "common:siteContent.errors.closesAfterOpens"],
      ["emailReplyHours", "0", "common:siteContent.errors.replyHours"],
      ["emailReplyHours", "2.5", "common:siteContent.errors.replyHours"],
    ] as const) {
      const error = await publishSiteContact(deps, admin, { ...FORM, [field]: value }).then(
        () => null,
        (e: { messageKey?: string }) => e.messageKey,
      );
      expect(error, field).toBe(key);
    }
    expect((await getSiteContent(deps.db)).contact.address).toBe(FORM.address);
    expect(await publishSiteContact(deps, admin, FORM)).toEqual({ changed: [] });
  });

  it("publishes what changed for every page, and audits it", async () => {
    const { changed } = await publishSiteContact(deps, admin, {
      ...FORM,
      address: "  Plaza Mayor 1, 37002 Salamanca  ",
      twitter: "",
      emailReplyHours: "12",
    });
    expect(changed).toEqual(["contact.address", "social.twitter", "support.emailReplyHours"]);
    const content = await getSiteContent(deps.db);
    expect(content.contact.address).toBe("Plaza Mayor 1, 37002 Salamanca");
    expect(content.social.twitter).toBe("");
    expect(content.support).toEqual({ phoneOpens: "09:00", phoneCloses: "18:00", emailReplyHours: 12 });
    const entry = await latestAuditEntry(deps.db, "content.update");
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityId: "contact",
      data: { before: { "social.twitter": FORM.twitter }, after: { "support.emailReplyHours": 12 } },
    });
  });
});
