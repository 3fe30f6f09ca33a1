/**
 * The review from a plain form post (a browser without JavaScript, or before it has loaded): the same fields
 * the page sends as JSON. The stars are radios named after the booking (`rating-<bookingId>`).
 */
export function reviewValuesFromForm(form: FormData): Record<string, unknown> {
  const bookingId = String(form.get("bookingId") ?? "");
  const rating = form.get(`rating-${bookingId}`);
  return {
    intent: String(form.get("intent") ?? ""),
    bookingId,
    rating: rating === null ? undefined : Number(rating),
    title: String(form.get("title") ?? ""),
    comment: String(form.get("comment") ?? ""),
  };
}
