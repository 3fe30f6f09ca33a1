import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SITE_CONTENT_DEFAULTS } from "#core/constants/site-content-defaults";
import { adminSettings, siteContent } from "../../db/schema/platform.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getSiteContent } from "./get-site-content.ts";

const deps = useTestDeps();

describe("getSiteContent", () => {
  it("returns the defaults when nothing is stored", async () => {
    expect(await getSiteContent(deps.db)).toEqual({
      ...SITE_CONTENT_DEFAULTS,
      siteName: "Tropa",
      texts: { es: {}, en: {} },
      published: {},
      // No hero image or logo published: the brand-colour hero and the built-in logo (issue 35).
      images: { hero: null, logo: null },
    });
  });

  it("uses stored rows, and falls back per key when a row is malformed; email and phone come from the settings", async () => {
    await deps.db.insert(siteContent).values([
      {
        key: "contact",
        value: { email: "ayuda@example.org", phone: "+34 600 000 000", address: "Plaza Mayor 1, Salamanca" },
      },
      // A broken row (not a URL) must not break the footer.
      { key: "social", value: { facebook: "javascript:alert(1)", instagram: "", twitter: "" } },
    ]);
    const content = await getSiteContent(deps.db);
    // The address is site content; the contact email and phone have one source, the admin settings.
    expect(content.contact).toEqual({
      email: SITE_CONTENT_DEFAULTS.contact.email,
      phone: SITE_CONTENT_DEFAULTS.contact.phone,
      address: "Plaza Mayor 1, Salamanca",
    });
    await deps.db.insert(adminSettings).values([
      { key: "contact_email", value: "ayuda@example.org" },
      { key: "contact_phone", value: "+34 600 000 000" },
    ]);
    expect((await getSiteContent(deps.db)).contact).toMatchObject({
      email: "ayuda@example.org",
      phone: "+34 600 000 000",
    });
    expect(content.social).toEqual(SITE_CONTENT_DEFAULTS.social);
    expect(content.support).toEqual(SITE_CONTENT_DEFAULTS.support);
    // The defaults object itself is never mutated.
    expect(SITE_CONTENT_DEFAULTS.contact.email).toBe("hola@tropa.travel");
  });

  it("lets an admin hide a social link with an empty value", async () => {
    await deps.db
      .update(siteContent)
      .set({ value: { facebook: "", instagram: "https://instagram.com/otra", twitter: "" } })
      .where(eq(siteContent.key, "social"));
    const content = await getSiteContent(deps.db);
    expect(content.social).toEqual({ facebook: "", instagram: "https://instagram.com/otra", twitter: "" });
  });
});
