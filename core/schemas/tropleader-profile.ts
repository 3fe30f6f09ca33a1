import { z } from "zod";
import { LIMITS } from "../constants/limits.ts";
import { PROFILE_BIO_MAX, PROFILE_NAME_MAX } from "./profile.ts";
import { text } from "./text.ts";
import { optionalWebUrl } from "./web-url.ts";

export const PRESENTATION_MAX = 2000;
export const SOCIAL_URL_MAX = 300;
/** How many photos the public creator page shows (get-creator-profile.ts) and a guide may keep. */
export const TROPLEADER_GALLERY_MAX = 24;

const E = "workspace:profileEdit.errors";

/** doc 2 §3 profile edit form (name, bio, socialMedia, tropleaderPresentation), §5 rules. */
export const tropleaderProfileSchema = z.object({
  name: text()
    .trim()
    .min(1, `${E}.nameRequired`)
    .min(LIMITS.nameMin, `${E}.nameMin`)
    .max(PROFILE_NAME_MAX, `${E}.nameMax`),
  bio: text().trim().max(PROFILE_BIO_MAX, `${E}.bioMax`),
  tropleaderPresentation: text().trim().max(PRESENTATION_MAX, `${E}.presentationMax`),
  socialMedia: optionalWebUrl(`${E}.socialUrl`, SOCIAL_URL_MAX),
});
export type TropleaderProfileInput = z.input<typeof tropleaderProfileSchema>;

/** Photos just uploaded (gallery-image files) to add to the gallery. */
export const galleryAddSchema = z.object({
  fileIds: z
    .array(z.string().uuid(`${E}.galleryFile`))
    .min(1, `${E}.galleryFile`)
    .max(TROPLEADER_GALLERY_MAX),
});
