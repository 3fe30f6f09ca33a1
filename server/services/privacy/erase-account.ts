import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import { DELETED_USER_NAME, deletedUserEmail } from "#core/constants/privacy";
import { platformToday } from "#core/rules/platform-calendar";
import type { AppDeps } from "../../app-deps.ts";
import { toSessionUser } from "../../auth/resolve-session-user.ts";
import type { DbOrTx } from "../../db/client.ts";
import { queryRows } from "../../db/query-rows.ts";
import { bookings, reviews } from "../../db/schema/bookings.ts";
import { notifications } from "../../db/schema/messaging.ts";
import { auditLog, type LegalRecord, privacyRequests } from "../../db/schema/platform.ts";
import {
  translationMachineDrafts,
  tripDrafts,
  trips,
  waitlistEntries,
  wishlists,
} from "../../db/schema/trips.ts";
import {
  accounts,
  sessions,
  tropleaderGallery,
  tropleaderProfiles,
  tropleaderProfileTranslations,
  users,
  verifications,
} from "../../db/schema/users.ts";
import { AppError } from "../../lib/app-error.ts";
import { closeOpenCheckouts } from "../bookings/close-open-checkouts.ts";
import { expireProviderSessions } from "../bookings/expire-provider-sessions.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { markFilesDeleted } from "../uploads/delete-stored-files.ts";
import { leaveWaitlist } from "../waitlist/leave-waitlist.ts";

/** The buckets of a person's own files, all deleted with the account (trip images stay with the trip). */
const PERSONAL_BUCKETS = [
  "avatars",
  "identity-documents",
  "tropleader-gallery",
  "tropleader-covers",
  "certification-documents",
  "refund-certificates",
  "review-photos",
  "privacy-exports",
] as const;

/**
 * Why an account cannot be deleted yet (doc: issue 15), or null. A traveller with a confirmed trip still to
 * come must cancel it first; a tropleader must first run, cancel or hand over departures that have travellers.
 */
export async function accountDeletionBlocker(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<"upcomingTrips" | "upcomingDepartures" | null> {
  const today = platformToday(now);
  const [row] = await queryRows<{ trips: boolean; departures: boolean }>(
    db,
    sql`select
      exists (select 1 from bookings b join trip_departures d on d.id = b.departure_id
              where b.user_id = ${userId} and b.status = 'confirmed' and d.end_date >= ${today}) as trips,
      exists (select 1 from trip_departures d join trips t on t.id = d.trip_id
              where t.tropleader_id = ${userId} and d.status <> 'cancelled' and d.end_date >= ${today}
                and exists (select 1 from bookings b where b.departure_id = d.id
                            and b.status in ('confirmed', 'pending_payment'))) as departures`,
  );
  if (row?.trips) return "upcomingTrips";
  if (row?.departures) return "upcomingDepartures";
  return null;
}

export type EraseAccountResult = { erased: boolean; requestId: string | null };

/**
 * Deletes an account (issue 15), for its owner's request or the inactivity rule. The users row stays, so every
 * booking, payout, review, trip and conversation keeps its references, but everything personal goes in one
 * transaction: name ('Usuario eliminado'), email, phone, avatar, bio, birth date, identity number and documents,
 * the password (no sign-in is possible any more), sessions, wishlist, waitlist places, notifications, the
 * tropleader's profile texts and photos, the bookings' emergency contacts, medical, dietary and special
 * requests, the review photos; public trips are withdrawn. Messages stay, signed 'Usuario eliminado'; reviews
 * stay anonymous. What the law needs (who paid what) is copied to the deletion's legal record, seen only by
 * admins and purged after 7 years. Stored files go from storage after the commit. Idempotent: an account
 * already deleted is left alone.
 */
export async function eraseAccount(
  deps: AppDeps,
  userId: string,
  trigger: "user" | "inactivity",
  now: Date = new Date(),
): Promise<EraseAccountResult> {
  const blocker = await accountDeletionBlocker(deps.db, userId, now);
  if (blocker) throw new AppError("conflict", `privacy:delete.errors.${blocker}`);

  // Waitlist places may hold seats: each goes through the waitlist's own service (seats offered on).
  const [person] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!person || person.deletedAt) return { erased: false, requestId: null };
  const places = await deps.db
    .select({ departureId: waitlistEntries.departureId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.userId, userId), inArray(waitlistEntries.status, ["waiting", "offered"])));
  for (const place of places) {
    await leaveWaitlist(deps, toSessionUser(person), { departureId: place.departureId }, now).catch(() => {});
  }

  const outcome = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for("update");
    if (!user) return null;
    // Open checkouts end first (issue 33): their bookings are locked, so a payment confirmed before this point
    // is seen by the check below, and one arriving later finds the account deleted and is refunded.
    const checkoutSessions = await closeOpenCheckouts(tx, { travellerId: userId }, "account_deleted", now);
    // Checked again under the lock: a booking confirmed meanwhile wins over the deletion.
    const again = await accountDeletionBlocker(tx, userId, now);
    if (again) throw new AppError("conflict", `privacy:delete.errors.${again}`);

    const paid = await queryRows<{
      reference: string;
      amount: number;
      currency: string;
      paid_at: string | null;
    }>(
      tx,
      sql`select b.booking_reference as reference, b.total_amount_cents as amount, b.currency,
            to_char((select max(p.paid_at) from payments p where p.booking_id = b.id and p.status in ('paid', 'refunded'))
              at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as paid_at
          from bookings b
          where b.user_id = ${userId} and b.payment_status in ('paid', 'refunded', 'partially_refunded')
          order by b.created_at`,
    );
    const legalRecord: LegalRecord = {
      name: user.name,
      email: user.email,
      bookings: paid.map((b) => ({
        reference: b.reference,
        amountCents: Number(b.amount),
        currency: b.currency,
        paidAt: b.paid_at,
      })),
    };

    // Files: the person's own, the identity documents, the review photos and refund certificates.
    const fileRows = await queryRows<{ id: string }>(
      tx,
      sql`select f.id from files f where f.deleted_at is null and (
            (f.owner_id = ${userId} and f.bucket in (${sql.join(
              PERSONAL_BUCKETS.map((b) => sql`${b}`),
              sql`, `,
            )}))
            or f.id in (${user.identityDocumentFrontFileId ?? null}::uuid, ${user.identityDocumentBackFileId ?? null}::uuid)
            or exists (select 1 from reviews r, unnest(r.photos) as photo(url)
                       where r.user_id = ${userId} and photo.url like '%' || f.key)
            or exists (select 1 from refunds rf join bookings b on b.id = rf.booking_id
                       where b.user_id = ${userId} and rf.certificate_file_id = f.id))`,
    );
    const remove = await markFilesDeleted(
      deps,
      tx,
      fileRows.map((f) => f.id),
    );

    await tx
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        email: deletedUserEmail(userId),
        emailVerified: false,
        image: null,
        bio: null,
        phone: null,
        country: null,
        birthDate: null,
        languages: [],
        identityNumber: null,
        identityDocumentFrontFileId: null,
        identityDocumentBackFileId: null,
        notificationsEmail: false,
        newsletter: false,
        publicProfile: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx.delete(accounts).where(eq(accounts.userId, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(verifications).where(eq(verifications.identifier, user.email));
    await tx.delete(wishlists).where(eq(wishlists.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(tripDrafts).where(eq(tripDrafts.tropleaderId, userId));
    await tx.delete(tropleaderGallery).where(eq(tropleaderGallery.userId, userId));
    await tx.delete(tropleaderProfileTranslations).where(eq(tropleaderProfileTranslations.userId, userId));
    // Digests of their profile's and wizard's machine drafts (issue 34); a trip's go with the trip's purge.
    await tx.delete(translationMachineDrafts).where(eq(translationMachineDrafts.ownerId, userId));
    await tx
      .update(tropleaderProfiles)
      .set({
        location: null,
        websiteUrl: null,
        socialMediaUrl: null,
        agencyLicenseDetails: null,
        previousExperience: null,
        tropleaderPresentation: null,
        motivation: null,
        coverImageUrl: null,
        certifications: [],
      })
      .where(eq(tropleaderProfiles.userId, userId));
    // Their trips leave the catalogue; bookings, reviews and payouts keep pointing at them.
    await tx
      .update(trips)
      .set({ status: "draft", updatedAt: now })
      .where(and(eq(trips.tropleaderId, userId), inArray(trips.status, ["approved", "pending"])));
    await tx
      .update(bookings)
      .set({
        emergencyContact: null,
        dietaryRestrictions: null,
        medicalConditions: null,
        specialRequests: null,
        cancellationReason: null,
        updatedAt: now,
      })
      .where(eq(bookings.userId, userId));
    await tx.update(reviews).set({ photos: [], hiddenPhotos: [] }).where(eq(reviews.userId, userId));

    const [request] = await tx
      .insert(privacyRequests)
      .values({ userId, kind: "deletion", status: "completed", trigger, legalRecord, completedAt: now })
      .returning({ id: privacyRequests.id });
    await tx.insert(auditLog).values({
      actorId: trigger === "user" ? userId : null,
      action: "privacy.account_deleted",
      entityType: "user",
      entityId: userId,
      data: { trigger, files: fileRows.length, closedCheckouts: checkoutSessions.length },
    });
    await enqueueEmail(tx, {
      to: user.email,
      toName: user.name,
      locale: toLocale(user.locale),
      template: "account_deleted",
      data: { name: user.name, trigger },
      appUrl: deps.config.appUrl,
    });
    return { remove, requestId: request!.id, checkoutSessions };
  });
  if (!outcome) return { erased: false, requestId: null };
  await outcome.remove();
  await expireProviderSessions(deps, outcome.checkoutSessions);
  await deps.bus.publish({ type: "sessions.revoked", userIds: [userId] });
  return { erased: true, requestId: outcome.requestId };
}
