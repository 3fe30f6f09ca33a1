import { describe, expect, it } from "vitest";
import { migrationFailureHint } from "./migration-failure-hint.ts";

describe("a migration that fails on an old embedded database", () => {
  it("explains what to do when a table already exists", () => {
    const error = new Error("Failed query", { cause: Object.assign(new Error("exists"), { code: "42P07" }) });
    expect(migrationFailureHint(error, "./data")).toContain("Move or delete ./data");
  });
  it("stays silent for other failures or without a data folder", () => {
    expect(migrationFailureHint(Object.assign(new Error("x"), { code: "42601" }), "./data")).toBeNull();
    expect(migrationFailureHint(Object.assign(new Error("x"), { code: "42P07" }), undefined)).toBeNull();
  });
});
