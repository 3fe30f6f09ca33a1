import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, emailOutbox } from "../../db/schema/platform.ts";
import { trips } from "../../db/schema/trips.ts";
import { isAppError } from "../../lib/app-error.ts";
import { createTrip, createTropleader, createUser } from "../../seed/factories.ts";
import { caught } from "../../testing/error-code.ts";
import { useAdmin, useTestDeps } from "../../testing/use-test-deps.ts";
import { listAuditLog } from "../admin/list-audit-log.ts";
import { getTripBySlug } from "../catalogue/get-trip-by-slug.ts";
import { listTropleaderTrips } from "../tropleader/list-tropleader-trips.ts";
import { approveTrip } from "./approve-trip.ts";
import { listPendingTrips } from "./list-pending-trips.ts";
import { rejectTrip } from "./reject-trip.ts";

const deps = useTestDeps();
const admin = useAdmin(deps, { name: "Ada Admin" });

const REASON = "Faltan fotos reales del alojamiento y el itinerario del día 3.";

async function pendingTrip(title: string) {
  const guide = await createTropleader(deps.db, { locale: "en", name: "Gael Guía" });
  const trip = await createTrip(deps.db, {
    tropleaderId: guide.id,
    title,
    status: "pending",
    approvedAt: null,
  });
  return { guide, trip };
}
const status = async (id: string) => (await deps.db.select().from(trips).where(eq(trips.id, id)))[0];

describe("moderating trips (Viajes)", () => {
  it("only an admin may list or decide: anonymous, traveller and tropleader get 403 and nothing changes", async () => {
    const { trip, guide } = await pendingTrip("Travesía pendiente de revisión");
    const traveller = toSessionUser(await createUser(deps.db));
    for (const actor of [null, traveller, toSessionUser(guide)]) {
      for (const attempt of [
        listPendingTrips(deps, actor),
        approveTrip(deps, actor, trip.id),
        rejectTrip(deps, actor, trip.id, REASON),
      ]) {
        const error = await caught(attempt);
        expect(isAppError(error) && error.code).toBe("forbidden");
      }
    }
    expect((await status(trip.id))?.status).toBe("pending");
  });

  it("approve publishes the trip, emails and notifies the guide, and is audited; twice decides once", async () => {
    const { trip, guide } = await pendingTrip("Kayak entre fiordos noruegos");
    expect((await listPendingTrips(deps, admin)).map((t) => t.id)).toContain(trip.id);
    // An admin can preview it before deciding; the public cannot.
    expect((await getTripBySlug(deps.db, trip.slug, admin)).id).toBe(trip.id);
    expect(isAppError(await caught(getTripBySlug(deps.db, trip.slug)))).toBe(true);

    const [first, second] = await Promise.all([
      approveTrip(deps, admin, trip.id),
      approveTrip(deps, admin, trip.id),
    ]);
    expect([first.changed, second.changed].sort()).toEqual([false, true]);
    expect(await status(trip.id)).toMatchObject({ status: "approved", rejectionReason: null });
    expect((await getTripBySlug(deps.db, trip.slug)).id).toBe(trip.id);
    const mails = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, guide.email), eq(emailOutbox.template, "trip_approved")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your trip “Kayak entre fiordos noruegos” is published");
    const notes = await deps.db.select().from(notifications).where(eq(notifications.userId, guide.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: "trip_approved", params: { slug: trip.slug } });
    expect((await listPendingTrips(deps, admin)).map((t) => t.id)).not.toContain(trip.id);
    // Rejecting a trip already approved is not possible from the pending list.
    const late = await caught(rejectTrip(deps, admin, trip.id, REASON));
    expect(isAppError(late) && late.code).toBe("not_found");
  });

  it("reject needs a reason, keeps the trip unpublished and shows the reason to the guide", async () => {
    const { trip, guide } = await pendingTrip("Safari fotográfico en Tanzania");
    for (const reason of ["", "corto", "   muy   "]) {
      const error = await caught(rejectTrip(deps, admin, trip.id, reason));
      expect(isAppError(error) && error.messageKey).toBe("admin:trips.errors.reasonMin");
    }
    expect((await status(trip.id))?.status).toBe("pending");

    expect(await rejectTrip(deps, admin, trip.id, `  ${REASON}  `)).toEqual({ changed: true });
    expect(await rejectTrip(deps, admin, trip.id, REASON)).toEqual({ changed: false });
    expect(await status(trip.id)).toMatchObject({ status: "rejected", rejectionReason: REASON });
    const mine = await listTropleaderTrips(deps, toSessionUser(guide));
    expect(mine.find((t) => t.id === trip.id)).toMatchObject({
      status: "rejected",
      rejectionReason: REASON,
    });
    const [mail] = await deps.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toEmail, guide.email), eq(emailOutbox.template, "trip_rejected")));
    expect(mail!.text).toContain(REASON);
    const [note] = await deps.db.select().from(notifications).where(eq(notifications.userId, guide.id));
    expect(note).toMatchObject({ type: "trip_rejected", params: { reason: REASON } });

    const [entry] = await deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, trip.id), eq(auditLog.action, "trip.reject")));
    expect(entry).toMatchObject({
      actorId: admin.id,
      data: { reason: REASON, after: { status: "rejected" } },
    });
  });

  it("the audit log filters by actor, action, subject and date", async () => {
    const { trip } = await pendingTrip("Ruta en bici por la Toscana");
    await approveTrip(deps, admin, trip.id);
    const byAction = await listAuditLog(deps, admin, { action: "trip.approve" });
    expect(byAction.entries.every((e) => e.action === "trip.approve")).toBe(true);
    expect(byAction.entries.map((e) => e.entityId)).toContain(trip.id);
    const byActor = await listAuditLog(deps, admin, { actor: "ada admin" });
    expect(byActor.entries.length).toBeGreaterThan(0);
    expect(byActor.entries.every((e) => e.actorName === "Ada Admin")).toBe(true);
    expect((await listAuditLog(deps, admin, { actor: "nadie-con-este-nombre" })).entries).toEqual([]);
    expect((await listAuditLog(deps, admin, { subject: trip.id })).entries.map((e) => e.action)).toEqual([
      "trip.approve",
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await listAuditLog(deps, admin, { from: today, to: today })).entries.length).toBeGreaterThan(0);
    expect((await listAuditLog(deps, admin, { to: "2000-01-01" })).entries).toEqual([]);
    // Malformed filters are ignored, not refused.
    const lenient = await listAuditLog(deps, admin, { action: "drop table", from: "ayer", despues: "-4" });
    expect(lenient.filter).toMatchObject({ action: undefined, from: undefined, despues: null });
    const error = await caught(listAuditLog(deps, toSessionUser(await createUser(deps.db)), {}));
    expect(isAppError(error) && error.code).toBe("forbidden");
  });
});
