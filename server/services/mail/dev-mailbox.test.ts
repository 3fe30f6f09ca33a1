import { describe, expect, it } from "vitest";
import { isAppError } from "../../lib/app-error.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { isDevMailboxAvailable } from "./dev-mailbox-access.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { getOutboxEmail } from "./get-outbox-email.ts";
import { listOutboxEmails } from "./list-outbox-emails.ts";

const local = { fromLoopback: true };
const remote = { fromLoopback: false };

describe("dev mailbox", () => {
  const deps = useTestDeps();
  const withConfig = (config: Partial<typeof deps.config>) => ({
    ...deps,
    config: { ...deps.config, ...config },
  });
  const demo = {
    isProduction: false,
    demoMode: true,
    SMTP_URL: undefined,
    DEV_MAILBOX_ALLOW_REMOTE: undefined,
  };

  it("lists emails newest first, filters by recipient and exposes their links", async () => {
    for (const to of ["uno@example.com", "dos@example.com"]) {
      await enqueueEmail(deps.db, {
        to,
        locale: "es",
        template: "reset_password",
        data: { name: "X", url: `/reset-password?token=${to}` },
        appUrl: deps.config.appUrl,
      });
    }
    const mailbox = withConfig(demo);
    const all = await listOutboxEmails(mailbox, local);
    expect(all.map((e) => e.toEmail)).toEqual(["dos@example.com", "uno@example.com"]);
    const filtered = await listOutboxEmails(mailbox, local, { to: "UNO@" });
    expect(filtered.map((e) => e.toEmail)).toEqual(["uno@example.com"]);
    const email = await getOutboxEmail(mailbox, local, filtered[0]!.id);
    expect(email.links).toContain("http://localhost:3999/reset-password?token=uno@example.com");
  });

  // The attack: forgot-password for admin@…, then read the reset link from the mailbox of a non-production
  // instance. Each of these instances must answer "not found" to it.
  it.each([
    ["production", { ...demo, isProduction: true }, local],
    ["demo mode off", { ...demo, demoMode: false }, local],
    ["real SMTP configured", { ...demo, SMTP_URL: "smtp://mail.example:25" }, local],
    ["a visitor from another machine", demo, remote],
    [
      "remote opening never reaches production",
      { ...demo, isProduction: true, DEV_MAILBOX_ALLOW_REMOTE: true },
      remote,
    ],
    [
      "remote opening never reaches a real SMTP",
      { ...demo, SMTP_URL: "smtp://m:25", DEV_MAILBOX_ALLOW_REMOTE: true },
      remote,
    ],
  ] as const)("does not exist for %s", async (_label, config, viewer) => {
    const instance = withConfig(config);
    const error = await listOutboxEmails(instance, viewer).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("not_found");
    const [any] = await listOutboxEmails(withConfig(demo), local);
    const single = await getOutboxEmail(instance, viewer, any!.id).catch((e: unknown) => e);
    expect(isAppError(single) && single.code).toBe("not_found");
  });

  it("opens to other machines only when DEV_MAILBOX_ALLOW_REMOTE says so, on a demo with outbox mail", () => {
    expect(isDevMailboxAvailable(demo, remote)).toBe(false);
    expect(isDevMailboxAvailable({ ...demo, DEV_MAILBOX_ALLOW_REMOTE: true }, remote)).toBe(true);
    expect(isDevMailboxAvailable(demo, local)).toBe(true);
  });
});
