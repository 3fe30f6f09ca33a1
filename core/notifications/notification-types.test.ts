import { describe, expect, it } from "vitest";
import en from "../../app/locales/en/notifications.json" with { type: "json" };
import es from "../../app/locales/es/notifications.json" with { type: "json" };
import { isNotificationType, NOTIFICATION_TYPES, notificationLink } from "./notification-types.ts";

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe("notification types", () => {
  it("every type has a title and a text (or its _one and _other forms) in both languages, with the same parameters", () => {
    for (const type of NOTIFICATION_TYPES) {
      const a = (es.types as Record<string, Record<string, string>>)[type];
      const b = (en.types as Record<string, Record<string, string>>)[type];
      expect(a?.title, `es ${type}`).toBeTruthy();
      expect(b?.title, `en ${type}`).toBeTruthy();
      const bodies = a?.body !== undefined ? ["body"] : ["body_one", "body_other"];
      for (const body of bodies) {
        expect(a?.[body], `es ${type}.${body}`).toBeTruthy();
        expect(placeholders(a?.[body] ?? ""), `${type}.${body}`).toEqual(placeholders(b?.[body] ?? ""));
      }
    }
    expect(Object.keys(es.types).sort()).toEqual([...NOTIFICATION_TYPES].sort());
  });

  it("each leads somewhere on the site; unknown types are recognised as such", () => {
    expect(notificationLink("trip_approved", { slug: "surf-peniche" })).toBe("/viaje/surf-peniche");
    expect(notificationLink("trip_approved", {})).toBe("/tropleader/dashboard");
    expect(notificationLink("trip_rejected", {})).toBe("/tropleader/dashboard/mis-viajes");
    expect(notificationLink("booking_received", {})).toBe("/tropleader/dashboard/reservas");
    expect(notificationLink("identity_submitted", { userId: "x" })).toBe("/admin/verificaciones");
    for (const type of NOTIFICATION_TYPES) expect(notificationLink(type, {})).toMatch(/^\//);
    expect(isNotificationType("system")).toBe(false);
    expect(isNotificationType("booking_received")).toBe(true);
  });
});
