import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { csrfProtection } from "./csrf-protection.ts";

function app(isProduction = true) {
  const a = new Hono();
  a.use("*", csrfProtection({ appUrl: "https://tropa.example", isProduction }));
  a.all("*", (c) => c.text("ok"));
  return a;
}

const post = (path: string, headers: Record<string, string>, isProduction = true) =>
  app(isProduction).request(`https://tropa.example${path}`, { method: "POST", headers });

describe("CSRF same-origin check", () => {
  it("lets reads through whatever their origin", async () => {
    const res = await app().request("https://tropa.example/login", {
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(200);
  });

  it("accepts state changes from the site's own pages", async () => {
    expect((await post("/login", { origin: "https://tropa.example", cookie: "a=b" })).status).toBe(200);
    expect((await post("/api/x", { referer: "https://tropa.example/viajes", cookie: "a=b" })).status).toBe(
      200,
    );
  });

  it("refuses state changes from another site, a null origin or a lookalike host", async () => {
    for (const origin of [
      "https://evil.example",
      "null",
      "https://tropa.example.evil.example",
      "http://tropa.example",
    ]) {
      const res = await post("/logout", { origin, cookie: "tropa.session_token=x" });
      expect(res.status).toBe(403);
    }
    expect((await post("/api/x", { referer: "https://evil.example/page", cookie: "a=b" })).status).toBe(403);
  });

  it("refuses a request with neither Origin nor Referer, with or without cookies (login CSRF)", async () => {
    expect((await post("/logout", { cookie: "tropa.session_token=x" })).status).toBe(403);
    expect((await post("/login", {})).status).toBe(403);
    expect((await post("/api/auth/sign-in/email", {})).status).toBe(403);
    expect((await post("/register", { referer: "" })).status).toBe(403);
    const refused = await post("/login", {});
    expect(await refused.json()).toEqual({ error: "csrf", message: "Cross-site request refused" });
  });

  it("accepts a same-origin Referer alone (a browser that leaves Origin out), cookies or not", async () => {
    expect((await post("/login", { referer: "https://tropa.example/login?redirect=%2F" })).status).toBe(200);
    expect((await post("/logout", { referer: "https://tropa.example/", cookie: "a=b" })).status).toBe(200);
    expect((await post("/login", { referer: "https://evil.example/login" })).status).toBe(403);
    expect((await post("/login", { referer: "not a url" })).status).toBe(403);
  });

  it("leaves signed webhooks alone (providers send no Origin)", async () => {
    expect((await post("/api/webhooks/stripe", { cookie: "a=b" })).status).toBe(200);
    expect((await post("/api/webhooks/stripe", {})).status).toBe(200);
  });

  it("outside production also accepts the address the site was reached at", async () => {
    const res = await app(false).request("http://127.0.0.1:3000/login", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:3000", cookie: "a=b" },
    });
    expect(res.status).toBe(200);
    const prod = await app(true).request("http://127.0.0.1:3000/login", {
      method: "POST",
      headers: { origin: "http://127.0.0.1:3000", cookie: "a=b" },
    });
    expect(prod.status).toBe(403);
  });
});
