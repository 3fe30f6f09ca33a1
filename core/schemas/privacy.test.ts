import { describe, expect, it } from "vitest";
import { deleteAccountSchema } from "./privacy.ts";

describe("the account deletion form (issue 15)", () => {
  const messages = (input: unknown) =>
    deleteAccountSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it("needs the password and the ticked box, from a plain form or from the script", () => {
    expect(deleteAccountSchema.parse({ password: "x", confirm: "on" })).toEqual({
      password: "x",
      confirm: true,
    });
    expect(deleteAccountSchema.parse({ password: "x", confirm: true })).toEqual({
      password: "x",
      confirm: true,
    });
    expect(messages({ password: "", confirm: false })).toEqual([
      "privacy:delete.errors.passwordRequired",
      "privacy:delete.errors.confirmRequired",
    ]);
    expect(messages({ password: "x" })).toEqual(["privacy:delete.errors.confirmRequired"]);
    expect(messages({ password: "x", confirm: "yes" })).toEqual(["privacy:delete.errors.confirmRequired"]);
  });
});
