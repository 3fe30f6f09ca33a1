import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema/users.ts";
import { createUser } from "../../seed/factories.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getProfile } from "./get-profile.ts";
import { updateProfile } from "./update-profile.ts";
import { updateProfileSettings } from "./update-profile-settings.ts";

const deps = useTestDeps();

const input = {
  name: "  Marta Ruiz ",
  bio: "Me encanta el surf.",
  phone: "+34 600 123 456",
  birthDate: "1992-05-20",
  country: "Chile" as const,
  languages: ["es", "en", "es"] as ("es" | "en")[],
};

async function caught(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (e: unknown) => e,
  );
}

describe("updateProfile", () => {
  it("keeps the birth date a verified or pending identity was checked against; others may change it", async () => {
    for (const identityStatus of ["verified", "pending"] as const) {
      const user = await createUser(deps.db);
      await deps.db
        .update(users)
        .set({ birthDate: "1992-05-20", identityStatus })
        .where(eq(users.id, user.id));
      for (const birthDate of ["1990-01-01", ""]) {
        const error = await caught(updateProfile(deps.db, user, user.id, { ...input, birthDate }));
        expect(error).toMatchObject({ code: "validation", messageKey: "profile:errors.birthDateLocked" });
      }
      await updateProfile(deps.db, user, user.id, { ...input, name: "Marta Ruiz Gil" });
      const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ name: "Marta Ruiz Gil", birthDate: "1992-05-20" });
    }
    const unchecked = await createUser(deps.db);
    await deps.db
      .update(users)
      .set({ birthDate: "1992-05-20", identityStatus: "none" })
      .where(eq(users.id, unchecked.id));
    await updateProfile(deps.db, unchecked, unchecked.id, { ...input, birthDate: "1990-01-01" });
    const [row] = await deps.db.select().from(users).where(eq(users.id, unchecked.id));
    expect(row!.birthDate).toBe("1990-01-01");
  });

  it("updates the user's own row and reads back through getProfile", async () => {
    const user = await createUser(deps.db);
    await updateProfile(deps.db, user, user.id, input);
    const profile = await getProfile(deps.db, user.id);
    expect(profile).toMatchObject({
      name: "Marta Ruiz",
      bio: "Me encanta el surf.",
      phone: "+34 600 123 456",
      birthDate: "1992-05-20",
      country: "Chile",
      languages: ["es", "en"],
    });
    await updateProfile(deps.db, user, user.id, { ...input, bio: "", phone: "", birthDate: "", country: "" });
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ bio: null, phone: null, birthDate: null, country: null });
  });

  it("refuses to change another user's row", async () => {
    const actor = await createUser(deps.db, { name: "Actor" });
    const victim = await createUser(deps.db, { name: "Víctima" });
    expect(await caught(updateProfile(deps.db, actor, victim.id, input))).toMatchObject({
      code: "forbidden",
      messageKey: "profile:errors.notYourProfile",
    });
    expect(
      await caught(
        updateProfileSettings(deps.db, actor, victim.id, {
          notificationsEmail: false,
          newsletter: true,
          publicProfile: false,
        }),
      ),
    ).toMatchObject({ code: "forbidden" });
    const [row] = await deps.db.select().from(users).where(eq(users.id, victim.id));
    expect(row).toMatchObject({ name: "Víctima", notificationsEmail: true, newsletter: false });
    const [mine] = await deps.db.select().from(users).where(eq(users.id, actor.id));
    expect(mine!.name).toBe("Actor");
  });

  it("validates every field with the form's schema", async () => {
    const user = await createUser(deps.db, { name: "Sin Cambios" });
    const cases: [object, string][] = [
      [{ name: "A" }, "profile:errors.nameMin"],
      [{ phone: "call me" }, "profile:errors.phoneInvalid"],
      [{ birthDate: "1990-02-30" }, "profile:errors.birthDateInvalid"],
      [{ birthDate: "2999-01-01" }, "profile:errors.birthDateFuture"],
      [{ country: "Francia" }, "profile:errors.countryInvalid"],
      [{ languages: ["xx"] }, "profile:errors.languageInvalid"],
      [{ bio: "x".repeat(1001) }, "profile:errors.bioMax"],
    ];
    for (const [override, key] of cases) {
      expect(
        await caught(updateProfile(deps.db, user, user.id, { ...input, ...override } as never)),
      ).toMatchObject({ code: "validation", messageKey: key });
    }
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe("Sin Cambios");
  });
});

describe("updateProfileSettings", () => {
  it("saves notifications_email, newsletter and public_profile", async () => {
    const user = await createUser(deps.db);
    await updateProfileSettings(deps.db, user, user.id, {
      notificationsEmail: false,
      newsletter: true,
      publicProfile: false,
    });
    const profile = await getProfile(deps.db, user.id);
    expect(profile).toMatchObject({ notificationsEmail: false, newsletter: true, publicProfile: false });
  });
});

describe("control characters (issue 16, item 4)", () => {
  it("a NUL in the profile form is refused before the database, and nothing changes", async () => {
    const user = await createUser(deps.db, { name: "Marta" });
    for (const field of ["name", "bio", "phone"] as const) {
      const error = await caught(
        updateProfile(deps.db, user, user.id, { ...input, [field]: "Mar\u0000ta 600" }),
      );
      expect((error as { messageKey?: string }).messageKey, field).toBe("common:errors.controlCharacters");
    }
    const [row] = await deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.name).toBe("Marta");
  });
});
