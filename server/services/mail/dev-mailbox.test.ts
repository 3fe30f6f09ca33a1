import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "../../lib/app-error.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { enqueueEmail } from "./enqueue-email.ts";
import { getOutboxEmail } from "./get-outbox-email.ts";
import { listOutboxEmails } from "./list-outbox-emails.ts";

describe("dev mailbox", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.close());

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
    const all = await listOutboxEmails(deps);
    expect(all.map((e) => e.toEmail)).toEqual(["dos@example.com", "uno@example.com"]);
    const filtered = await listOutboxEmails(deps, { to: "UNO@" });
    expect(filtered.map((e) => e.toEmail)).toEqual(["uno@example.com"]);
    const email = await getOutboxEmail(deps, filtered[0]!.id);
    expect(email.links).toContain("http://localhost:3999/reset-password?token=uno@example.com");
  });

  it("does not exist in production", async () => {
    const prod = { ...deps, config: { ...deps.config, isProduction: true } };
    const error = await listOutboxEmails(prod).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("not_found");
    const single = await getOutboxEmail(prod, "00000000-0000-0000-0000-000000000000").catch(
      (e: unknown) => e,
    );
    expect(isAppError(single) && single.code).toBe("not_found");
  });
});
