import { describe, expect, it } from "vitest";
import { isLoopbackRequest, resolveClientIp } from "./client-ip.ts";

describe("isLoopbackRequest", () => {
  const none = new Headers();
  it("is true for this machine's own addresses", () => {
    for (const ip of ["127.0.0.1", "127.3.2.1", "::1", resolveClientIp("::ffff:127.0.0.1", null, false)]) {
      expect(isLoopbackRequest(ip, none, false)).toBe(true);
    }
  });
  it("is false for any other address", () => {
    for (const ip of ["10.0.0.2", "192.168.1.4", "8.8.8.8", "::ffff:8.8.8.8", "unknown", "1127.0.0.1"]) {
      expect(isLoopbackRequest(ip, none, false)).toBe(false);
    }
  });
  it("is false when a proxy on this machine forwarded the request for someone else", () => {
    for (const name of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect(isLoopbackRequest("127.0.0.1", new Headers({ [name]: "203.0.113.9" }), false)).toBe(false);
    }
  });
  it("with a trusted proxy, judges the address the proxy reports", () => {
    const ip = resolveClientIp("127.0.0.1", "203.0.113.9", true);
    expect(isLoopbackRequest(ip, new Headers({ "x-forwarded-for": "203.0.113.9" }), true)).toBe(false);
  });
});
