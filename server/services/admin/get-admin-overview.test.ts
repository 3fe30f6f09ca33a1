import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { getTropleaderOverview } from "../tropleader/get-tropleader-overview.ts";
import { getAdminOverview } from "./get-admin-overview.ts";

describe("role home pages", () => {
  let deps: Awaited<ReturnType<typeof createTestDeps>>;
  beforeAll(async () => {
    deps = await createTestDeps();
  });
  afterAll(() => deps.close());

  it("admin overview counts what waits for review; only admins may read it", async () => {
    const admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
    await createTropleader(deps.db, {
      isApproved: false,
      isIdentityVerified: false,
      profile: { location: "Cádiz" },
    });
    await createTropleader(deps.db, { isApproved: false, emailVerified: false });
    await createUser(deps.db, { identityStatus: "pending" });
    const overview = await getAdminOverview(deps, admin);
    expect(overview.pending).toEqual({ tropleaders: 1, trips: 0, verifications: 1 });
    expect(overview.applications).toHaveLength(2);
    expect(overview.applications.map((a) => a.location)).toContain("Cádiz");

    const traveller = toSessionUser(await createUser(deps.db));
    const error = await getAdminOverview(deps, traveller).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe("forbidden");
  });

  it("tropleader overview reads the standing from the database", async () => {
    const pending = await createTropleader(deps.db, { isApproved: false, isIdentityVerified: false });
    const overview = await getTropleaderOverview(deps, toSessionUser(pending));
    expect(overview).toMatchObject({ isApproved: false, canPublishTrips: false, trips: [] });
    const error = await getTropleaderOverview(deps, toSessionUser(await createUser(deps.db))).catch(
      (e: unknown) => e,
    );
    expect(isAppError(error) && error.code).toBe("forbidden");
  });
});
