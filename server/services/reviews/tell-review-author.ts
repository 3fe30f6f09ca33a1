import { eq } from "drizzle-orm";
import { toLocale } from "#core/constants/locales";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { tripTitleForReader } from "../catalogue/trip-title-for-reader.ts";
import { enqueueEmail } from "../mail/enqueue-email.ts";
import { notify } from "../notifications/notify.ts";

/** The team hid a review or one of its photos: its author hears it by email (their language) and in the app. */
export async function tellReviewAuthor(
  deps: Pick<AppDeps, "config">,
  tx: Tx,
  review: { userId: string; tripId: string; tripTitle: string },
  part: "review" | "photo",
): Promise<void> {
  const [author] = await tx
    .select({ name: users.name, email: users.email, locale: users.locale, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, review.userId));
  if (author && !author.deletedAt) {
    const locale = toLocale(author.locale);
    const tripTitle = await tripTitleForReader(tx, { id: review.tripId, title: review.tripTitle }, locale);
    await enqueueEmail(tx, {
      to: author.email,
      toName: author.name,
      locale,
      appUrl: deps.config.appUrl,
      template: "review_hidden",
      data: { name: author.name, tripTitle, part },
    });
  }
  await notify(tx, review.userId, part === "review" ? "review_hidden" : "review_photo_hidden", {
    tripTitle: review.tripTitle,
    tripId: review.tripId,
  });
}
