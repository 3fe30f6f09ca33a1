import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_SETTINGS_DEFAULTS } from "#core/constants/admin-settings-defaults";
import { type AdminSettingsFormInput, settingsToForm } from "#core/schemas/admin-settings";
import { emptyApplication } from "#core/schemas/auth";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { users } from "../../db/schema/users.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { latestAuditEntry } from "../../testing/latest-audit-entry.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { registerUser } from "../auth/register-user.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { getSiteContent } from "../site-content/get-site-content.ts";
import { getAdminSettings } from "./get-admin-settings.ts";
import { getCommissionRate } from "./get-commission-rate.ts";
import { updateAdminSettings } from "./update-admin-settings.ts";

const deps = useTestDeps();
const admin = useAdmin(deps);

/** A tropleader applicant registering with a complete application. */
const registerApplicant = (name: string, email: string, location: string, clientIp: string) =>
  registerUser(
    deps,
    {
      name,
      email,
      birthDate: "1985-06-15",
      password: "viaje-seguro-1",
      confirmPassword: "viaje-seguro-1",
      role: "tropleader",
      acceptTerms: true,
      application: {
        ...emptyApplication,
        location,
        experienceYears: "4",
        specialties: ["Montaña"],
        languages: ["es"],
        motivation: "Llevo años guiando grupos por la sierra y la costa y quiero ofrecer viajes propios.",
      },
    },
    { clientIp, locale: "es" },
  );

/** The form as the browser posts it: strings, and checkboxes present only when ticked. */
function form(overrides: Partial<Record<string, string | undefined>> = {}): AdminSettingsFormInput {
  const current = settingsToForm({ ...ADMIN_SETTINGS_DEFAULTS });
  const base: Record<string, string | undefined> = {
    site_name: current.site_name,
    contact_email: current.contact_email,
    contact_phone: current.contact_phone,
    commission_percent: String(current.commission_percent),
    currency: current.currency,
    tropleader_approval_required: "on",
    trip_approval_required: "on",
    auto_approve_verified_tropleaders: undefined,
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(base).filter(([, v]) => v !== undefined),
  ) as AdminSettingsFormInput;
}

describe("platform settings (Configuración)", () => {
  it("only an admin may save them: anonymous, traveller and tropleader get 403 and nothing changes", async () => {
    const traveller = toSessionUser(await createUser(deps.db));
    const leader = toSessionUser(await createTropleader(deps.db));
    for (const actor of [null, traveller, leader]) {
      const error = await caught(updateAdminSettings(deps, actor, form({ commission_percent: "50" })));
      expect(isAppError(error) && error.code).toBe("forbidden");
    }
    expect((await getAdminSettings(deps.db)).commission_rate).toBe(0.1);
  });

  it("bad input gets a translated error and changes nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ commission_percent: "100.5" }, "admin:settings.errors.commission"],
      [{ commission_percent: "-1" }, "admin:settings.errors.commission"],
      [{ commission_percent: "12.34" }, "admin:settings.errors.commissionStep"],
      [{ commission_percent: "diez" }, "admin:settings.errors.commission"],
      [{ currency: "JPY" }, "admin:settings.errors.currency"],
      [{ contact_email: "no-es-un-email" }, "admin:settings.errors.email"],
      [{ contact_phone: "llámanos" }, "admin:settings.errors.phone"],
      [{ site_name: "   " }, "admin:settings.errors.siteName"],
      [{ site_name: "Tropa\u0000" }, "common:errors.controlCharacters"],
    ];
    const auditBefore = await deps.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    for (const [override, messageKey] of cases) {
      const error = await caught(updateAdminSettings(deps, admin, form(override)));
      expect(isAppError(error) && error.messageKey, JSON.stringify(override)).toBe(messageKey);
    }
    expect(await getAdminSettings(deps.db)).toEqual(ADMIN_SETTINGS_DEFAULTS);
    const auditAfter = await deps.db.select().from(auditLog).where(eq(auditLog.action, "settings.update"));
    expect(auditAfter).toHaveLength(auditBefore.length);
  });

  it("saves only what changed, audits before and after, and every place that reads a setting follows it", async () => {
    const unchanged = await updateAdminSettings(deps, admin, form());
    expect(unchanged.changed).toEqual([]);

    const saved = await updateAdminSettings(
      deps,
      admin,
      form({
        commission_percent: "12.5",
        contact_email: "equipo@tropa.test",
        contact_phone: "+34 911 000 111",
        site_name: "Tropa Viajes",
        tropleader_approval_required: undefined,
      }),
    );
    expect(saved.changed.sort()).toEqual(
      [
        "commission_rate",
        "contact_email",
        "contact_phone",
        "site_name",
        "tropleader_approval_required",
      ].sort(),
    );
    const entry = await latestAuditEntry(deps.db, "settings.update");
    expect(entry).toMatchObject({
      actorId: admin.id,
      data: {
        before: { commission_rate: 0.1, tropleader_approval_required: true },
        after: { commission_rate: 0.125, tropleader_approval_required: false, site_name: "Tropa Viajes" },
      },
    });

    // Commission: new bookings read it (stored as a fraction).
    expect(await getCommissionRate(deps.db)).toBe(0.125);
    // Contact details: one source for the footer, help and legal pages, and every email.
    const content = await getSiteContent(deps.db);
    expect(content.contact).toMatchObject({ email: "equipo@tropa.test", phone: "+34 911 000 111" });
    expect(content.siteName).toBe("Tropa Viajes");
    const user = await createUser(deps.db);
    const id = await enqueueEmail(deps.db, {
      to: user.email,
      locale: "es",
      template: "tropleader_approved",
      data: { name: user.name },
      appUrl: "http://localhost",
    });
    const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(mail!.text).toContain("equipo@tropa.test");
    expect(mail!.text).toContain("Tropa Viajes · ");
    // Approval at registration: with the switch off, a new applicant is approved at once.
    await registerApplicant("Tomás Guía", "tomas-auto@example.com", "Granada, España", "10.1.1.1");
    const [tomas] = await deps.db.select().from(users).where(eq(users.email, "tomas-auto@example.com"));
    expect(tomas).toMatchObject({ role: "tropleader", isApproved: true });

    // Back to the defaults, so the switch on again keeps applicants pending.
    await updateAdminSettings(deps, admin, form());
    await registerApplicant("Eva Guía", "eva-pending@example.com", "Sevilla, España", "10.1.1.2");
    const [eva] = await deps.db.select().from(users).where(eq(users.email, "eva-pending@example.com"));
    expect(eva).toMatchObject({ role: "tropleader", isApproved: false });
    expect(await getCommissionRate(deps.db)).toBe(0.1);
  });
});
