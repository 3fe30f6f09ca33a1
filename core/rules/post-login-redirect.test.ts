import { describe, expect, it } from "vitest";
import {
  homeAfterConfirmation,
  homeForUser,
  postLoginRedirect,
  safeRedirectPath,
} from "./post-login-redirect.ts";

describe("homeForUser", () => {
  it.each([
    [{ role: "admin", isApproved: false }, "/admin"],
    [{ role: "tropleader", isApproved: true }, "/tropleader/dashboard"],
    [{ role: "tropleader", isApproved: false }, "/?message=pending_approval"],
    [{ role: "viajero", isApproved: false }, "/viajero/dashboard"],
    [{ role: "something-else", isApproved: true }, "/viajero/dashboard"],
  ])("%o → %s", (user, path) => {
    expect(homeForUser(user)).toBe(path);
  });
});

describe("homeAfterConfirmation", () => {
  it("follows the role rule and sends an unknown role home", () => {
    expect(homeAfterConfirmation({ role: "viajero", isApproved: false })).toBe("/viajero/dashboard");
    expect(homeAfterConfirmation({ role: "tropleader", isApproved: false })).toBe(
      "/?message=pending_approval",
    );
    expect(homeAfterConfirmation({ role: "tropleader", isApproved: true })).toBe("/tropleader/dashboard");
    expect(homeAfterConfirmation({ role: "admin", isApproved: true })).toBe("/admin");
    expect(homeAfterConfirmation({ role: "", isApproved: false })).toBe("/");
  });
});

describe("safeRedirectPath", () => {
  // Percent-encoded characters stay encoded in the Location header, so they are harmless.
  it.each(["/viaje/islandia-auroras", "/viajes?continent=europa#top", "/mensajes", "/%0d%0aX"])(
    "keeps %s",
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );
  it.each([
    null,
    "",
    "checkout",
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "/\nfoo",
    "javascript:alert(1)",
    "/login",
    "/register?x=1",
    "/auth/callback",
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe("postLoginRedirect", () => {
  it("honours a same-site redirect for anyone and otherwise uses the role", () => {
    expect(postLoginRedirect({ role: "viajero", isApproved: false }, "/viaje/x")).toBe("/viaje/x");
    expect(postLoginRedirect({ role: "admin", isApproved: true }, "https://evil.example")).toBe("/admin");
    expect(postLoginRedirect({ role: "viajero", isApproved: false }, "checkout")).toBe("/viajero/dashboard");
  });
});
