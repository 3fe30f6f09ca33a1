import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { emailOutbox, files, privacyRequests } from "../../db/schema/platform.ts";
import { tropleaderProfileTranslations } from "../../db/schema/users.ts";
import { createBooking, createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { departureDays } from "../../testing/departure-days.ts";
import { caught } from "../../testing/error-code.ts";
import { samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { getOrCreateGroupConversation } from "../messaging/get-or-create-group-conversation.ts";
import { sendMessage } from "../messaging/send-message.ts";
import { uploadAvatar } from "../uploads/upload-avatar.ts";
import { buildDataExport } from "./build-data-export.ts";
import { collectUserData } from "./collect-user-data.ts";
import { downloadDataExport } from "./download-data-export.ts";
import { expireDataExports } from "./expire-data-exports.ts";
import { requestDataExport } from "./request-data-export.ts";

const deps = useTestDeps();

/** A traveller and another on the same past trip, each with a message in its group chat. */
async function twoTravellers() {
  const guide = await createTropleader(deps.db);
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    departures: [departureDays(-20, -15, { priceCents: 90_000, maxParticipants: 8 })],
  });
  const departure = trip.departures[0]!;
  const me = await createUser(deps.db, { name: "Alba Export", locale: "en" });
  const other = await createUser(deps.db, { name: "Otro Viajero" });
  const booking = await createBooking(deps.db, {
    userId: me.id,
    departureId: departure.id,
    status: "completed",
    medicalConditions: "Asma leve",
  });
  await createBooking(deps.db, { userId: other.id, departureId: departure.id, status: "completed" });
  const { conversationId } = await getOrCreateGroupConversation(deps, { id: guide.id }, departure.id);
  await sendMessage(deps, me, conversationId, "Mi mensaje para el grupo");
  await sendMessage(deps, other, conversationId, "Mensaje privado de otra persona");
  return { guide, me, other, booking, conversationId };
}

/** The link's secret, read from the email the job wrote. */
async function linkFromEmail(email: string) {
  const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.toEmail, email));
  const match = mail?.text.match(/\/cuenta\/datos\/([0-9a-f-]{36})\?clave=([\w-]+)/);
  if (!match) throw new Error("no export link in the email");
  return { subject: mail!.subject, requestId: match[1]!, token: match[2]! };
}

describe("data export (issue 15)", () => {
  it("zips everything about the user and nothing of anyone else's, for one download by its owner", async () => {
    const { me, other, booking } = await twoTravellers();
    await uploadAvatar(deps, toSessionUser(me), await samplePng(300, 300));
    const { requestId } = await requestDataExport(deps, me);
    // One request at a time.
    expect(await caught(requestDataExport(deps, me))).toMatchObject({
      code: "conflict",
      messageKey: "privacy:export.errors.alreadyRequested",
    });

    await buildDataExport(deps, { requestId });
    await buildDataExport(deps, { requestId }); // a second run of the job changes nothing
    const link = await linkFromEmail(me.email);
    expect(link.subject).toBe("Your Tropa data is ready to download");
    expect(link.requestId).toBe(requestId);
    const [ready] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    expect(ready).toMatchObject({ status: "ready" });
    expect(ready!.tokenHash).not.toContain(link.token);

    // Someone else, a wrong secret, nobody signed in: the same refusal.
    for (const attempt of [
      () => downloadDataExport(deps, other, requestId, link.token),
      () => downloadDataExport(deps, me, requestId, `${link.token}x`),
      () => downloadDataExport(deps, null, requestId, link.token),
    ]) {
      expect(await caught(attempt())).toMatchObject({
        code: expect.stringMatching(/not_found|unauthenticated/),
      });
    }

    const { body, fileName } = await downloadDataExport(deps, me, requestId, link.token);
    expect(fileName).toMatch(/^tropa-datos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = unzipSync(new Uint8Array(body));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(["datos.json", "summary.txt"]));
    const data = JSON.parse(strFromU8(zip["datos.json"]!));
    expect(data.account).toMatchObject({ id: me.id, email: me.email, name: "Alba Export" });
    expect(JSON.stringify(data.account)).not.toMatch(/password/);
    expect(data.bookings.map((b: { booking_reference: string }) => b.booking_reference)).toEqual([
      booking.bookingReference,
    ]);
    expect(data.bookings[0].medical_conditions).toBe("Asma leve");
    expect(data.messages.map((m: { content: string }) => m.content)).toEqual(["Mi mensaje para el grupo"]);
    const everything = strFromU8(zip["datos.json"]!);
    expect(everything).not.toContain("Mensaje privado de otra persona");
    expect(everything).not.toContain(other.email);
    // The avatar they uploaded travels in the ZIP.
    expect(data.files).toHaveLength(1);
    expect(zip[data.files[0].pathInZip]?.byteLength).toBeGreaterThan(100);
    expect(strFromU8(zip["summary.txt"]!)).toContain(booking.bookingReference);

    // Once: the second click is refused and the ZIP is gone from storage.
    expect(await caught(downloadDataExport(deps, me, requestId, link.token))).toMatchObject({
      code: "not_found",
    });
    const [zipRow] = await deps.db.select().from(files).where(eq(files.id, ready!.fileId!));
    expect(zipRow!.deletedAt).not.toBeNull();
    expect(await deps.storage.get(zipRow!.key)).toBeNull();
    // And a new request is possible again.
    await expect(requestDataExport(deps, me)).resolves.toMatchObject({ requestId: expect.any(String) });
  });

  it("includes a guide's bio and presentation in other languages (issue 34)", async () => {
    const guide = await createTropleader(deps.db);
    await deps.db.insert(tropleaderProfileTranslations).values({
      userId: guide.id,
      locale: "en",
      bio: "Surf guide in Ericeira",
      presentation: "Hi, I am Lucía",
    });
    const { data } = await collectUserData(deps.db, guide.id, new Date());
    expect(data.tropleaderProfile).toMatchObject({
      translations: [{ locale: "en", bio: "Surf guide in Ericeira", presentation: "Hi, I am Lucía" }],
    });
  });

  it("an export not downloaded in 7 days expires and leaves storage", async () => {
    const me = await createUser(deps.db, {});
    const { requestId } = await requestDataExport(deps, me);
    const madeAt = new Date();
    await buildDataExport(deps, { requestId }, madeAt);
    const link = await linkFromEmail(me.email);
    const [ready] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    const [zipRow] = await deps.db.select().from(files).where(eq(files.id, ready!.fileId!));

    const sixDaysLater = new Date(madeAt.getTime() + 6 * 86_400_000);
    expect(await expireDataExports(deps, sixDaysLater)).toBe(0);
    const eightDaysLater = new Date(madeAt.getTime() + 8 * 86_400_000);
    expect(await caught(downloadDataExport(deps, me, requestId, link.token, eightDaysLater))).toMatchObject({
      code: "not_found",
    });
    expect(await expireDataExports(deps, eightDaysLater)).toBeGreaterThanOrEqual(1);
    const [after] = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));
    expect(after!.status).toBe("expired");
    expect(await deps.storage.get(zipRow!.key)).toBeNull();
  });
});
