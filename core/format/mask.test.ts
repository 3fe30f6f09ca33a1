import { describe, expect, it } from "vitest";
import { maskIdentityNumber } from "./mask.ts";

describe("maskIdentityNumber", () => {
  it("shows only the last three characters of a real number", () => {
    expect(maskIdentityNumber("12345678Z")).toBe("••••••78Z");
    expect(maskIdentityNumber("X1234567L")).not.toContain("1234");
  });
  it("shows nothing of a very short one", () => {
    expect(maskIdentityNumber("123")).toBe("••••");
  });
});
