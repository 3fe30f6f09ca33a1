import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { tropleaderProfileTranslations } from "../../db/schema/users.ts";
import { createTropleader, createUser } from "../../seed/factories.ts";
import { codeOf } from "../../testing/error-code.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { recordMachineDraft } from "../machine-drafts/record-machine-draft.ts";
import { loadProfileTranslation } from "./load-profile-translation.ts";
import { saveProfileTranslation } from "./save-profile-translation.ts";

const deps = useTestDeps();

const values = {
  bio: "Surf instructor and yoga teacher. I have lived in Ericeira for ten years.",
  presentation: "I design trips for people who want to learn to surf without rushing.",
};

describe("a tropleader's bio and presentation in English", () => {
  it("is saved, read back, and saved again over the first; Spanish has no row", async () => {
    const guide = toSessionUser(await createTropleader(deps.db));
    expect(await loadProfileTranslation(deps.db, guide.id, "en")).toBeNull();
    await saveProfileTranslation(deps, guide, { locale: "en", values });
    expect(await loadProfileTranslation(deps.db, guide.id, "en")).toEqual({ ...values, machine: false });
    await saveProfileTranslation(deps, guide, {
      locale: "en",
      values: { bio: "", presentation: values.presentation },
    });
    expect(await loadProfileTranslation(deps.db, guide.id, "en")).toEqual({
      bio: null,
      presentation: values.presentation,
      machine: false,
    });
    expect(await loadProfileTranslation(deps.db, guide.id, "es")).toBeNull();
  });

  it("is machine-made only when saved exactly as the server recorded the machine's draft", async () => {
    const guide = toSessionUser(await createTropleader(deps.db));
    const owner = { kind: "profile", id: guide.id } as const;
    expect(await saveProfileTranslation(deps, guide, { locale: "en", values })).toEqual({ machine: false });
    await recordMachineDraft(deps.db, owner, "en", "profile", values);
    expect(await saveProfileTranslation(deps, guide, { locale: "en", values })).toEqual({ machine: true });
    expect((await loadProfileTranslation(deps.db, guide.id, "en"))?.machine).toBe(true);
    // Saved again unchanged, still; corrected, the guide's.
    expect(await saveProfileTranslation(deps, guide, { locale: "en", values })).toEqual({ machine: true });
    const edited = { ...values, bio: `${values.bio} I love long boards.` };
    expect(await saveProfileTranslation(deps, guide, { locale: "en", values: edited })).toEqual({
      machine: false,
    });
    expect((await loadProfileTranslation(deps.db, guide.id, "en"))?.machine).toBe(false);
    // Another guide's recorded draft labels nothing on this profile.
    const other = toSessionUser(await createTropleader(deps.db));
    expect(await saveProfileTranslation(deps, other, { locale: "en", values })).toEqual({ machine: false });
  });

  it("follows the Spanish form's rules and only a tropleader writes their own; bad input changes nothing", async () => {
    const guide = toSessionUser(await createTropleader(deps.db));
    const traveller = toSessionUser(await createUser(deps.db));
    expect(await codeOf(saveProfileTranslation(deps, null, { locale: "en", values }))).toBe(
      "unauthenticated",
    );
    expect(await codeOf(saveProfileTranslation(deps, traveller, { locale: "en", values }))).toBe("forbidden");
    expect(await codeOf(saveProfileTranslation(deps, guide, { locale: "es", values }))).toBe("not_found");
    expect(
      await codeOf(
        saveProfileTranslation(deps, guide, { locale: "en", values: { ...values, bio: "x".repeat(5000) } }),
      ),
    ).toBe("validation");
    expect(
      await codeOf(
        saveProfileTranslation(deps, guide, { locale: "en", values: { ...values, bio: "a\u0007b" } }),
      ),
    ).toBe("validation");
    const rows = await deps.db
      .select()
      .from(tropleaderProfileTranslations)
      .where(eq(tropleaderProfileTranslations.userId, guide.id));
    expect(rows).toEqual([]);
  });
});
