import { describe, expect, it } from "vitest";
import { maskEmail, maskIdentityNumber } from "./mask.ts";

describe("maskIdentityNumber", () => {
  it("shows only the last three characters of a real number", () => {
    expect(maskIdentityNumber("12345678Z")).toBe("••••••78Z");
    expect(maskIdentityNumber("X1234567L")).not.toContain("1234");
  });
  it("shows nothing of a very short one", () => {
    expect(maskIdentityNumber("123")).toBe("••••");
  });
});

describe("maskEmail", () => {
  it("keeps the first character and the domain only", () => {
    expect(maskEmail("ana.lopez@example.com")).toBe("a•••@example.com");
    expect(maskEmail("ana.lopez@example.com")).not.toContain("lopez");
  });
  it("shows nothing of something that is not an address", () => {
    expect(maskEmail("@example.com")).toBe("•••");
    expect(maskEmail("nobody")).toBe("•••");
  });
});
