import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { auditLog } from "../../db/schema/platform.ts";
import { encodeCursor } from "../../lib/keyset-cursor.ts";
import { createUser } from "../../seed/factories.ts";
import { createTestDeps } from "../../testing/test-deps.ts";
import { listAuditLog } from "./list-audit-log.ts";

type Deps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: Deps;
let admin: ReturnType<typeof toSessionUser>;
const ENTRIES = 130;
const base = Date.parse("2031-03-01T10:00:00Z");

beforeAll(async () => {
  deps = await createTestDeps();
  admin = toSessionUser(await createUser(deps.db, { role: "admin" }));
  // Three entries share each instant (ties in the sort key), inserted out of order; one in two is trip.edit.
  await deps.db.insert(auditLog).values(
    Array.from({ length: ENTRIES }, (_, i) => {
      const n = (i * 37) % ENTRIES;
      return {
        actorId: admin.id,
        action: n % 2 === 0 ? "trip.edit" : "settings.update",
        entityType: "trip",
        entityId: `bench-${n}`,
        createdAt: new Date(base + Math.floor(n / 3) * 1000 + 0.123),
      };
    }),
  );
});
afterAll(() => deps.close());

type Page = Awaited<ReturnType<typeof listAuditLog>>;
const ours = (page: Page) => page.entries.filter((e) => e.entityId?.startsWith("bench-"));

/** Every page from the first following `older`, then back following `newer`. */
async function walk(filter: Record<string, string>) {
  const pages: Page[] = [await listAuditLog(deps, admin, filter)];
  while (pages.at(-1)!.older)
    pages.push(await listAuditLog(deps, admin, { ...filter, despues: pages.at(-1)!.older! }));
  const back: Page[] = [pages.at(-1)!];
  while (back.at(-1)!.newer)
    back.push(await listAuditLog(deps, admin, { ...filter, antes: back.at(-1)!.newer! }));
  return { pages, back };
}

describe("Registro by keyset", () => {
  it("returns every entry exactly once, newest first, across pages with ties, and the same pages backwards", async () => {
    const { pages, back } = await walk({});
    expect(pages.length).toBeGreaterThanOrEqual(3);
    const forward = pages.flatMap((p) => p.entries);
    expect(new Set(forward.map((e) => e.id)).size).toBe(forward.length);
    const mine = pages.flatMap(ours);
    expect(mine).toHaveLength(ENTRIES);
    for (let i = 1; i < forward.length; i++) {
      const [a, b] = [forward[i - 1]!, forward[i]!];
      expect(
        a.createdAt.getTime() > b.createdAt.getTime() ||
          (a.createdAt.getTime() === b.createdAt.getTime() && a.id > b.id),
      ).toBe(true);
    }
    expect(pages[0]!.newer).toBeNull();
    expect(pages.at(-1)!.older).toBeNull();
    // Backwards: the same pages in reverse order, ending on the first page whole.
    expect(back.map((p) => p.entries.map((e) => e.id))).toEqual(
      pages.map((p) => p.entries.map((e) => e.id)).reverse(),
    );
    expect(back.at(-1)!.newer).toBeNull();
  });

  it("keeps the filters while paging", async () => {
    const { pages, back } = await walk({ action: "trip.edit" });
    const mine = pages.flatMap(ours);
    expect(mine).toHaveLength(ENTRIES / 2);
    expect(pages.flatMap((p) => p.entries).every((e) => e.action === "trip.edit")).toBe(true);
    expect(pages.length).toBe(2);
    expect(
      back
        .flatMap(ours)
        .map((e) => e.id)
        .sort(),
    ).toEqual(mine.map((e) => e.id).sort());
  });

  it("reads a tampered cursor as the first page", async () => {
    const first = await listAuditLog(deps, admin, {});
    for (const despues of ["abc", encodeCursor("2031-03-01 10:00:00+00", "not-an-id"), "%%%"]) {
      const page = await listAuditLog(deps, admin, { despues });
      expect(page.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));
      expect(page.newer).toBeNull();
    }
  });
});
