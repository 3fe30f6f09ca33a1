import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { siteContent } from "../../db/schema/platform.ts";
import { createUser } from "../../seed/factories.ts";
import { SITE_CONTACT_FORM } from "../../testing/site-contact-form.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getPublicSiteContent, PUBLIC_SITE_CONTENT_TTL_MS } from "./get-public-site-content.ts";
import { publishSiteContact } from "./update-site-contact.ts";

const deps = useTestDeps();

const FORM = SITE_CONTACT_FORM;

describe("getPublicSiteContent (the layout's site content, read once per 10 s; issue 17)", () => {
  it("sees an admin's change at once, another process's change once the time is up", async () => {
    const admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
    const t0 = Date.now();
    await getPublicSiteContent(deps.db, t0);

    // Saved through the service in this process: forgotten, read again.
    await publishSiteContact(deps, admin, { ...FORM, address: "Plaza Mayor 1, 37002 Salamanca" });
    expect((await getPublicSiteContent(deps.db, t0 + 1)).contact.address).toBe(
      "Plaza Mayor 1, 37002 Salamanca",
    );

    // Written by someone else (another instance): the copy stands until it is PUBLIC_SITE_CONTENT_TTL_MS old.
    await deps.db
      .update(siteContent)
      .set({ value: { address: "Gran Vía 1, 28013 Madrid" } })
      .where(eq(siteContent.key, "contact"));
    expect((await getPublicSiteContent(deps.db, t0 + 2)).contact.address).toBe(
      "Plaza Mayor 1, 37002 Salamanca",
    );
    const later = t0 + 1 + PUBLIC_SITE_CONTENT_TTL_MS;
    expect((await getPublicSiteContent(deps.db, later)).contact.address).toBe("Gran Vía 1, 28013 Madrid");
  });
});
