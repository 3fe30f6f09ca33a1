import { UPLOAD_RULES, type UploadKind, type UploadRule } from "#core/rules/upload-rules";
import type { SessionUser } from "../../auth/session-user.ts";
import type { files } from "../../db/schema/platform.ts";

export { isUploadKind, UPLOAD_KINDS, type UploadKind } from "#core/rules/upload-rules";

export type FileBucket = (typeof files.$inferInsert)["bucket"];

/** How an accepted image is re-encoded (metadata dropped, orientation applied, size capped). */
export type ImageOutput = {
  width: number;
  height: number;
  /** cover: cropped to exactly width×height (avatars); inside: scaled down to fit, never up. */
  fit: "cover" | "inside";
  format: "webp" | "jpeg";
  quality: number;
};

/** What the upload policy knows of the person uploading. */
export type Uploader = Pick<SessionUser, "id" | "role" | "isApproved">;

export type KeyParts = { userId: string; id: string; ext: string; side?: "front" | "back" };

export type UploadPolicy = UploadRule & {
  bucket: FileBucket;
  visibility: "public" | "private";
  image: ImageOutput;
  /** The storage key: always generated here, never taken from the request. */
  key(parts: KeyParts): string;
  /** Who may upload this kind at all (what the file is then attached to is checked by that feature). */
  canUpload(user: Uploader): boolean;
};

/**
 * Images are decoded only below this many pixels (a small PNG can declare a gigantic canvas: a
 * decompression bomb). 40 MP covers every phone camera.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

const anyone = () => true;
/**
 * Files that become public (gallery and trip images) or belong to a trip: only a tropleader the team approved
 * (or an admin). An applicant still waiting must not be able to host files under the site's address.
 */
const approvedTropleaders = (u: Uploader) => (u.role === "tropleader" && u.isApproved) || u.role === "admin";

const galleryImage: ImageOutput = { width: 2000, height: 2000, fit: "inside", format: "webp", quality: 82 };

export const UPLOAD_POLICIES: Record<UploadKind, UploadPolicy> = {
  avatar: {
    ...UPLOAD_RULES.avatar,
    bucket: "avatars",
    visibility: "public",
    image: { width: 512, height: 512, fit: "cover", format: "webp", quality: 85 },
    key: ({ userId, id }) => `public/avatars/${userId}/${id}.webp`,
    canUpload: anyone,
  },
  "identity-document": {
    ...UPLOAD_RULES["identity-document"],
    bucket: "identity-documents",
    visibility: "private",
    // JPEG opens everywhere an admin may need to look at it; the cap keeps the text of a card readable.
    image: { width: 2400, height: 2400, fit: "inside", format: "jpeg", quality: 90 },
    key: ({ userId, id, ext, side }) => `private/identity/${userId}/${side ?? "front"}-${id}.${ext}`,
    canUpload: anyone,
  },
  "gallery-image": {
    ...UPLOAD_RULES["gallery-image"],
    bucket: "tropleader-gallery",
    visibility: "public",
    image: galleryImage,
    key: ({ userId, id }) => `public/tropleader-gallery/${userId}/${id}.webp`,
    canUpload: approvedTropleaders,
  },
  "trip-image": {
    ...UPLOAD_RULES["trip-image"],
    bucket: "trip-images",
    visibility: "public",
    image: galleryImage,
    key: ({ userId, id }) => `public/trips/${userId}/${id}.webp`,
    canUpload: approvedTropleaders,
  },
  "trip-document": {
    ...UPLOAD_RULES["trip-document"],
    bucket: "trip-documents",
    visibility: "private",
    image: galleryImage,
    key: ({ userId, id }) => `private/trip-documents/${userId}/${id}.pdf`,
    canUpload: approvedTropleaders,
  },
  "refund-certificate": {
    ...UPLOAD_RULES["refund-certificate"],
    bucket: "refund-certificates",
    visibility: "private",
    image: { width: 2400, height: 2400, fit: "inside", format: "jpeg", quality: 90 },
    key: ({ userId, id, ext }) => `private/refund-certificates/${userId}/${id}.${ext}`,
    canUpload: (u) => u.role === "admin",
  },
  // Contenido (issue 35): the home hero and the logo, published by an admin; the hero is cropped in the browser.
  "site-image": {
    ...UPLOAD_RULES["site-image"],
    bucket: "site-images",
    visibility: "public",
    image: { width: 2400, height: 2400, fit: "inside", format: "webp", quality: 84 },
    key: ({ userId, id }) => `public/site-images/${userId}/${id}.webp`,
    canUpload: (u) => u.role === "admin",
  },
  // Any signed-in traveller may upload; a review accepts only its author's own uploads (check-review-photos.ts).
  "review-photo": {
    ...UPLOAD_RULES["review-photo"],
    bucket: "review-photos",
    visibility: "public",
    image: { width: 1600, height: 1600, fit: "inside", format: "webp", quality: 82 },
    key: ({ userId, id }) => `public/reviews/${userId}/${id}.webp`,
    canUpload: anyone,
  },
  "tropleader-cover": {
    ...UPLOAD_RULES["tropleader-cover"],
    bucket: "tropleader-covers",
    visibility: "public",
    image: { width: 1920, height: 640, fit: "cover", format: "webp", quality: 82 },
    key: ({ userId, id }) => `public/tropleader-covers/${userId}/${id}.webp`,
    canUpload: approvedTropleaders,
  },
  // Private: only the guide and admins open it (open-stored-file.ts, owner or admin).
  "certification-document": {
    ...UPLOAD_RULES["certification-document"],
    bucket: "certification-documents",
    visibility: "private",
    image: { width: 2400, height: 2400, fit: "inside", format: "jpeg", quality: 90 },
    key: ({ userId, id, ext }) => `private/certifications/${userId}/${id}.${ext}`,
    // Any guide, approved or still applying (the document stays private); admins may upload every kind.
    canUpload: (u) => u.role === "tropleader" || u.role === "admin",
  },
};
