import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translationMachineDrafts } from "../../db/schema/trips.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { isUnchangedMachineDraft } from "./is-unchanged-machine-draft.ts";
import { machineDraftDigest } from "./machine-draft-digest.ts";
import { purgeOldMachineDrafts } from "./purge-old-machine-drafts.ts";
import { recordMachineDraft } from "./record-machine-draft.ts";

const deps = useTestDeps();

const bio = { bio: "Surf instructor in Ericeira.", presentation: "Slow trips by the sea." };

describe("machine draft digests", () => {
  it("read the section as its schema does: key order and trimmed spaces do not matter, a word does", () => {
    const digest = machineDraftDigest("profile", bio);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(machineDraftDigest("profile", { presentation: ` ${bio.presentation}`, bio: bio.bio })).toBe(
      digest,
    );
    expect(machineDraftDigest("profile", { ...bio, bio: "Surf instructor in Peniche." })).not.toBe(digest);
    expect(machineDraftDigest("basics", { title: "x" })).toBeNull();
  });

  it("only the latest draft per owner, language and section counts", async () => {
    const owner = { kind: "profile", id: randomUUID() } as const;
    const later = { ...bio, bio: "Surf and yoga instructor in Ericeira." };
    expect(await isUnchangedMachineDraft(deps.db, owner, "en", "profile", bio)).toBe(false);
    await recordMachineDraft(deps.db, owner, "en", "profile", bio);
    expect(await isUnchangedMachineDraft(deps.db, owner, "en", "profile", bio)).toBe(true);
    await recordMachineDraft(deps.db, owner, "en", "profile", later);
    expect(await isUnchangedMachineDraft(deps.db, owner, "en", "profile", bio)).toBe(false);
    expect(await isUnchangedMachineDraft(deps.db, owner, "en", "profile", later)).toBe(true);
    expect(await isUnchangedMachineDraft(deps.db, { ...owner, kind: "wizard" }, "en", "profile", later)).toBe(
      false,
    );
    const rows = await deps.db
      .select()
      .from(translationMachineDrafts)
      .where(eq(translationMachineDrafts.ownerId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it("a draft older than the time to live labels nothing and is purged; recent ones stay", async () => {
    const old = { kind: "profile", id: randomUUID() } as const;
    const recent = { kind: "profile", id: randomUUID() } as const;
    await recordMachineDraft(deps.db, old, "en", "profile", bio);
    await recordMachineDraft(deps.db, recent, "en", "profile", bio);
    await deps.db
      .update(translationMachineDrafts)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(translationMachineDrafts.ownerId, old.id));
    expect(await isUnchangedMachineDraft(deps.db, old, "en", "profile", bio)).toBe(false);
    expect(await purgeOldMachineDrafts(deps.db)).toBeGreaterThanOrEqual(1);
    const left = await deps.db
      .select({ id: translationMachineDrafts.ownerId })
      .from(translationMachineDrafts);
    expect(left.map((r) => r.id)).toContain(recent.id);
    expect(left.map((r) => r.id)).not.toContain(old.id);
  });
});
