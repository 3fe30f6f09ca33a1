import { APIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { authErrorCode } from "./auth-error-code.ts";

describe("authErrorCode", () => {
  it("reads the code of better-auth's own APIError, recognised without importing better-auth", () => {
    const e = new APIError("UNAUTHORIZED", { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid" });
    expect(authErrorCode(e)).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("falls back to the status when the error carries no code", () => {
    expect(authErrorCode(new APIError("FORBIDDEN"))).toBe("FORBIDDEN");
  });

  it("is null for any other error or value", () => {
    expect(authErrorCode(new Error("boom"))).toBeNull();
    expect(authErrorCode({ status: 401 })).toBeNull();
    expect(authErrorCode(null)).toBeNull();
    expect(authErrorCode("APIError")).toBeNull();
  });
});
