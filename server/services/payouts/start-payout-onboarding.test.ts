import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { tropleaderProfiles } from "../../db/schema/users.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { completeSimulatedOnboarding } from "../payments/complete-simulated-onboarding.ts";
import { startPayoutOnboarding } from "./start-payout-onboarding.ts";

const deps = useTestDeps();

describe("startPayoutOnboarding", () => {
  it("creates the tropleader's payout account once and links to the provider's onboarding", async () => {
    const leader = toSessionUser(await createTropleader(deps.db));
    const first = await startPayoutOnboarding(deps, leader);
    const [profile] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, leader.id));
    expect(profile!.stripeAccountId).toMatch(/^sim_acct_/);
    expect(first.url).toContain(`/pago-simulado/cuenta/${profile!.stripeAccountId}?`);
    expect(decodeURIComponent(first.url)).toContain("/tropleader/dashboard/perfil?stripe_success=true");
    const second = await startPayoutOnboarding(deps, leader);
    expect(second.url).toBe(first.url);

    const other = await createTropleader(deps.db);
    await expect(
      completeSimulatedOnboarding(deps, profile!.stripeAccountId!, other.id),
    ).rejects.toMatchObject({
      code: "not_found",
    });
    await completeSimulatedOnboarding(deps, profile!.stripeAccountId!, leader.id);
    const [done] = await deps.db
      .select()
      .from(tropleaderProfiles)
      .where(eq(tropleaderProfiles.userId, leader.id));
    expect(done).toMatchObject({ stripeAccountEnabled: true, stripeOnboardingComplete: true });
  });

  it("is for tropleaders only", async () => {
    const traveller = toSessionUser(await createUser(deps.db));
    await expect(startPayoutOnboarding(deps, traveller)).rejects.toMatchObject({ code: "forbidden" });
    await expect(startPayoutOnboarding(deps, null)).rejects.toMatchObject({ code: "unauthenticated" });
  });
});
