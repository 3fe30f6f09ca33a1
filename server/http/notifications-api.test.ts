import { beforeAll, describe, expect, it } from "vitest";
import type { RealtimeEvent } from "../adapters/realtime/realtime-bus.ts";
import { tripTranslations } from "../db/schema/trips.ts";
import { createTrip, createTropleader, createUser } from "../seed/factories.ts";
import { notify } from "../services/notifications/notify.ts";
import { sessionCookieFor } from "../testing/session-cookie.ts";
import { useTestDeps } from "../testing/use-test-deps.ts";
import { createNotificationsApi } from "./notifications-api.ts";

const deps = useTestDeps();
let api: ReturnType<typeof createNotificationsApi>;
const events: RealtimeEvent[] = [];
beforeAll(async () => {
  api = createNotificationsApi(deps);
  deps.bus.subscribe((e) => {
    if (e.type !== "resync") events.push(e);
  });
});

type Listed = {
  items: { id: string; type: string; params: Record<string, unknown>; read: boolean }[];
  unread: number;
};
const list = async (cookie?: string) => {
  const res = await api.request("/notifications", { headers: cookie ? { cookie } : {} });
  return { status: res.status, body: (await res.json()) as Listed & { error?: { messageKey: string } } };
};
const markRead = (cookie: string, id: unknown) =>
  api.request("/notifications/read", {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ id }),
  });

describe("the bell's endpoints", () => {
  it("need a session", async () => {
    expect((await list()).status).toBe(401);
    const res = await api.request("/notifications/read", { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
  });

  it("list the reader's own notifications as type + parameters, newest first, and mark them read", async () => {
    const reader = await createUser(deps.db);
    const other = await createUser(deps.db);
    const trip = await createTrip(deps.db, { tropleaderId: (await createTropleader(deps.db)).id });
    const cookie = await sessionCookieFor(deps, reader);
    const otherCookie = await sessionCookieFor(deps, other);
    await notify(
      deps.db,
      reader.id,
      "booking_confirmed",
      { tripTitle: "Surf en Peniche", tripId: trip.id, reference: "TRP-1" },
      new Date(Date.now() - 60_000),
    );
    await notify(deps.db, reader.id, "identity_verified", {});
    await notify(deps.db, other.id, "identity_rejected", {});

    const { status, body } = await list(cookie);
    expect(status).toBe(200);
    expect(body.unread).toBe(2);
    expect(body.items.map((n) => n.type)).toEqual(["identity_verified", "booking_confirmed"]);
    expect(body.items[1]).toMatchObject({
      params: { tripTitle: "Surf en Peniche", reference: "TRP-1" },
      read: false,
    });

    // Another user's notification id marks nothing.
    const theirs = (await list(otherCookie)).body.items[0]!.id;
    expect(await (await markRead(cookie, theirs)).json()).toEqual({ marked: 0 });
    expect((await list(otherCookie)).body.unread).toBe(1);
    // A malformed id is refused with a translated message.
    const bad = await markRead(cookie, "1; drop table");
    expect(bad.status).toBe(422);

    events.length = 0;
    expect(await (await markRead(cookie, body.items[0]!.id)).json()).toEqual({ marked: 1 });
    expect((await list(cookie)).body.unread).toBe(1);
    // The reader's other tabs are told, through the realtime bus.
    expect(events).toContainEqual({ type: "notifications.changed", userIds: [reader.id] });
    expect(await (await markRead(cookie, "all")).json()).toEqual({ marked: 1 });
    expect((await list(cookie)).body).toMatchObject({ unread: 0 });
    expect((await list(otherCookie)).body.unread).toBe(1);
  });

  it("title the trip in the page's language (its cookie) when it has a visible version in it (issue 34)", async () => {
    const reader = await createUser(deps.db, { locale: "es" });
    const cookie = await sessionCookieFor(deps, reader);
    const trip = await createTrip(deps.db, {
      tropleaderId: (await createTropleader(deps.db)).id,
      title: "Senderismo en Picos de Europa",
    });
    await deps.db.insert(tripTranslations).values({
      tripId: trip.id,
      locale: "en",
      status: "approved",
      content: {
        basics: { title: "Hiking in the Picos de Europa", shortDescription: "Peaks", description: "Walks." },
      },
    });
    await notify(deps.db, reader.id, "review_reminder", { tripTitle: trip.title, tripId: trip.id });
    const titleIn = async (lang: string) =>
      (await list(`${cookie}; tropa_lang=${lang}`)).body.items[0]?.params.tripTitle;
    expect(await titleIn("en")).toBe("Hiking in the Picos de Europa");
    expect(await titleIn("es")).toBe("Senderismo en Picos de Europa");
  });
});
