import { describe, expect, it } from "vitest";
import { emailPolicy } from "../email-policy.ts";
import { emailTemplates } from "./registry.ts";

const appUrl = "https://tropa.example";
const policy = emailPolicy();

describe("email templates", () => {
  it("render in the recipient's language with absolute links in text and HTML", () => {
    const es = emailTemplates.verify_email(
      { name: "Ana", url: "/api/auth/verify-email?token=t1", role: "tropleader" },
      { locale: "es", appUrl, policy },
    );
    const en = emailTemplates.verify_email(
      { name: "Ana", url: "/api/auth/verify-email?token=t1", role: "viajero" },
      { locale: "en", appUrl, policy },
    );
    expect(es.subject).toBe("Confirma tu email en Tropa");
    expect(en.subject).toBe("Confirm your email for Tropa");
    expect(es.text).toContain("https://tropa.example/api/auth/verify-email?token=t1");
    expect(es.html).toContain('href="https://tropa.example/api/auth/verify-email?token=t1"');
    expect(es.text).toContain("solicitud de tropleader");
    expect(en.text).not.toContain("tropleader application");
  });

  it("escapes user-provided text in HTML", () => {
    const mail = emailTemplates.new_tropleader_registration(
      { userName: "<script>x</script>", userEmail: "a@b.c" },
      { locale: "es", appUrl, policy },
    );
    expect(mail.html).not.toContain("<script>x");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.html).toContain('href="https://tropa.example/admin"');
  });
});
