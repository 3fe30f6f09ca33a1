import { describe, expect, it } from "vitest";
import { dashboardPath } from "./dashboard-path.ts";

describe("dashboardPath", () => {
  it("sends each role to its dashboard", () => {
    expect(dashboardPath("admin")).toBe("/admin");
    expect(dashboardPath("tropleader")).toBe("/tropleader/dashboard");
    expect(dashboardPath("viajero")).toBe("/viajero/dashboard");
    expect(dashboardPath("anything-else")).toBe("/viajero/dashboard");
  });
});
