import { z } from "zod";

/** The wishlist heart: the desired state is explicit, so a repeated or late request cannot flip it back. */
export const wishlistToggleSchema = z.object({
  tripId: z.uuid(),
  wishlisted: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]),
});
export type WishlistToggle = z.infer<typeof wishlistToggleSchema>;
