import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UPLOAD_KINDS, UPLOAD_RULES, type UploadKind } from "#core/rules/upload-rules";
import { USER_RATE_LIMITS } from "../../auth/rate-limit-rules.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { files, privacyRequests } from "../../db/schema/platform.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createUser } from "../../seed/factories.ts";
import { bookingScenario } from "../../testing/booking-fixtures.ts";
import { paidDeparture } from "../../testing/paid-departure.ts";
import { samplePdf, samplePng } from "../../testing/sample-files.ts";
import { useTestDeps } from "../../testing/use-test-deps.ts";
import { requestDataExport } from "../privacy/request-data-export.ts";
import { getReceipt } from "../receipts/get-receipt.ts";
import { cancelReminder } from "../reminders/cancel-reminder.ts";
import { scheduleReminder } from "../reminders/schedule-reminder.ts";
import { storeUpload } from "../uploads/store-upload.ts";
import { UPLOAD_POLICIES } from "../uploads/upload-policies.ts";
import { consumeUserRateLimit } from "./consume-user-rate-limit.ts";

const deps = useTestDeps();

/** The code and message of a refusal (or "ok"). */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (e: unknown) => (isAppError(e) ? `${e.code} ${e.messageKey}` : Promise.reject(e)),
  );
const TOO_MANY = "rate_limited common:errors.tooManyRequests";

const admin = async () => toSessionUser(await createUser(deps.db, { role: "admin" }));
const sampleFor = async (kind: UploadKind) => (kind === "trip-document" ? samplePdf() : await samplePng());

describe("limits per user on expensive endpoints (issue 33)", () => {
  it("receipts: the minute's count, then 429; another reader is not affected", async () => {
    const d = await paidDeparture(deps);
    const { bookingId } = d.booked[0]!;
    for (let i = 0; i < USER_RATE_LIMITS.receiptPdf.max; i++) {
      expect(await outcome(getReceipt(deps, d.traveller, bookingId, null))).toBe("ok");
    }
    expect(await outcome(getReceipt(deps, d.traveller, bookingId, null))).toBe(TOO_MANY);
    expect(await outcome(getReceipt(deps, await admin(), bookingId, null))).toBe("ok");
  });

  it("reminders: scheduling and cancelling share one count, then 429", async () => {
    const s = await bookingScenario(deps);
    const guide = s.tropleaderUser;
    const date = s.departure.startDate;
    for (let i = 0; i < USER_RATE_LIMITS.reminderChange.max / 2; i++) {
      const { id } = await scheduleReminder(deps, guide, s.trip.id, date, {
        daysBefore: 2,
        message: "Recordad traer el pasaporte.",
      });
      await cancelReminder(deps, guide, s.trip.id, date, id);
    }
    const form = { daysBefore: 3, message: "Recordad traer el pasaporte." };
    expect(await outcome(scheduleReminder(deps, guide, s.trip.id, date, form))).toBe(TOO_MANY);
    expect(await outcome(cancelReminder(deps, guide, s.trip.id, date, crypto.randomUUID()))).toBe(TOO_MANY);
  });

  it("data exports: a few a day, then refused with its own message", async () => {
    const me = toSessionUser(await createUser(deps.db));
    for (let i = 0; i < USER_RATE_LIMITS.dataExportRequest.max; i++) {
      const { requestId } = await requestDataExport(deps, me);
      // Built and downloaded: nothing open any more, so only the limit can refuse the next one.
      await deps.db
        .update(privacyRequests)
        .set({ status: "downloaded" })
        .where(eq(privacyRequests.id, requestId));
    }
    expect(await outcome(requestDataExport(deps, me))).toBe(
      "rate_limited privacy:export.errors.tooManyRequests",
    );
    const open = await deps.db.select().from(privacyRequests).where(eq(privacyRequests.userId, me.id));
    expect(open.every((r) => r.status === "downloaded")).toBe(true);
  });

  it("identity documents: the hour's count through the real pipeline, then 429", async () => {
    const me = toSessionUser(await createUser(deps.db));
    const png = await samplePng(600, 380);
    for (let i = 0; i < USER_RATE_LIMITS["upload:identity-document"].max; i++) {
      await storeUpload(deps, me, "identity-document", png, { side: "front" });
    }
    expect(await outcome(storeUpload(deps, me, "identity-document", png, { side: "back" }))).toBe(TOO_MANY);
  });

  it("every upload kind counts on its own key: the last allowed upload passes, the next is 429", async () => {
    for (const kind of UPLOAD_KINDS) {
      const me = await admin();
      const { max } = USER_RATE_LIMITS[`upload:${kind}`];
      for (let i = 0; i < max - 1; i++) await consumeUserRateLimit(deps.db, me.id, `upload:${kind}`);
      const body = await sampleFor(kind);
      expect(await outcome(storeUpload(deps, me, kind, body)), kind).toBe("ok");
      expect(await outcome(storeUpload(deps, me, kind, body)), kind).toBe(TOO_MANY);
      // Another kind is still open to the same user.
      const other = kind === "avatar" ? "trip-image" : "avatar";
      expect(await outcome(storeUpload(deps, me, other, await samplePng())), kind).toBe("ok");
    }
  });
});

describe("storage quota per user and kind", () => {
  const QUOTA = UPLOAD_RULES["identity-document"].quotaBytes!;
  const filler = (ownerId: string, sizeBytes: number, bucket: "identity-documents" | "avatars") => ({
    ownerId,
    bucket,
    key: `private/identity/${ownerId}/filler-${crypto.randomUUID()}.jpg`,
    visibility: "private" as const,
    contentType: "image/jpeg",
    sizeBytes,
  });

  it("counts the user's stored files of the kind, used or not, and refuses what would pass it", async () => {
    const me = toSessionUser(await createUser(deps.db));
    const png = await samplePng(600, 380);
    const first = await storeUpload(deps, me, "identity-document", png, { side: "front" });
    // Up to the byte: a full quota is refused before any work.
    const [full] = await deps.db
      .insert(files)
      .values(filler(me.id, QUOTA - first.sizeBytes, "identity-documents"))
      .returning();
    expect(await outcome(storeUpload(deps, me, "identity-document", png))).toBe(
      "validation uploads:errors.quotaReached",
    );
    // Just under it: the file itself would pass it.
    await deps.db
      .update(files)
      .set({ sizeBytes: QUOTA - 2 * first.sizeBytes + 1 })
      .where(eq(files.id, full!.id));
    expect(await outcome(storeUpload(deps, me, "identity-document", png))).toBe(
      "validation uploads:errors.quotaReached",
    );
    // Exactly at it: allowed.
    await deps.db
      .update(files)
      .set({ sizeBytes: QUOTA - 2 * first.sizeBytes })
      .where(eq(files.id, full!.id));
    expect(await outcome(storeUpload(deps, me, "identity-document", png))).toBe("ok");
    // Deleted files, other kinds and other people's files do not count.
    await deps.db.update(files).set({ deletedAt: new Date() }).where(eq(files.ownerId, me.id));
    await deps.db.insert(files).values(filler(me.id, QUOTA * 4, "avatars"));
    const stranger = await createUser(deps.db);
    await deps.db.insert(files).values(filler(stranger.id, QUOTA * 4, "identity-documents"));
    expect(await outcome(storeUpload(deps, me, "identity-document", png))).toBe("ok");
  });

  it("two uploads at once cannot both pass the quota", async () => {
    const me = toSessionUser(await createUser(deps.db));
    const png = await samplePng(600, 380);
    const probe = await storeUpload(deps, me, "identity-document", png);
    await deps.db
      .insert(files)
      .values(
        filler(me.id, QUOTA - probe.sizeBytes - Math.floor(probe.sizeBytes * 1.5), "identity-documents"),
      );
    const results = await Promise.all([
      outcome(storeUpload(deps, me, "identity-document", png)),
      outcome(storeUpload(deps, me, "identity-document", png)),
    ]);
    expect(results.sort()).toEqual(["ok", "validation uploads:errors.quotaReached"]);
    const objects = await deps.db.select().from(files).where(eq(files.ownerId, me.id));
    expect(objects.filter((f) => !f.deletedAt)).toHaveLength(3);
  });

  it("every kind has a quota that fits a real person, refund certificates excepted (admins only)", () => {
    for (const kind of UPLOAD_KINDS) {
      const { quotaBytes, maxBytes } = UPLOAD_POLICIES[kind];
      if (kind === "refund-certificate") expect(quotaBytes).toBeNull();
      else expect(quotaBytes! >= 2 * maxBytes, kind).toBe(true);
    }
  });
});
