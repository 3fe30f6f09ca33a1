import { afterAll, beforeAll } from "vitest";
import type { RealtimeEvent, RealtimeResync } from "../adapters/realtime/realtime-bus.ts";
import { toSessionUser } from "../auth/resolve-session-user.ts";
import type { SessionUser } from "../auth/session-user.ts";
import { type CreateUserInput, createUser } from "../seed/factories.ts";
import { createTestDeps } from "./test-deps.ts";

export type TestDeps = Awaited<ReturnType<typeof createTestDeps>>;

/**
 * The one preamble of a service test file: fresh test dependencies (createTestDeps) filled in by a beforeAll
 * and closed by an afterAll. The returned object is the same one the file uses everywhere; it is ready inside
 * tests and inside hooks registered after this call (vitest runs hooks in order).
 */
export function useTestDeps(env?: Record<string, string>): TestDeps {
  const deps = {} as TestDeps;
  beforeAll(async () => {
    Object.assign(deps, await createTestDeps(env));
  });
  afterAll(() => deps.close());
  return deps;
}

/** An admin of the file's database (overrides: name, email…), created by a beforeAll after useTestDeps. */
export function useAdmin(deps: TestDeps, overrides: CreateUserInput = {}): SessionUser {
  const admin = {} as SessionUser;
  beforeAll(async () => {
    Object.assign(admin, toSessionUser(await createUser(deps.db, { ...overrides, role: "admin" })));
  });
  return admin;
}

/** Every realtime event the file's bus publishes, in order, from a beforeAll registered after useTestDeps. */
export function useBusEvents(deps: TestDeps): (RealtimeEvent | RealtimeResync)[] {
  const events: (RealtimeEvent | RealtimeResync)[] = [];
  beforeAll(() => {
    deps.bus.subscribe((e) => events.push(e));
  });
  return events;
}
