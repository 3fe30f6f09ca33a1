import { LIMITS } from "../constants/limits.ts";
import {
  type DetectedFileType,
  detectFileType,
  FILE_SIGNATURE_BYTES,
  IDENTITY_DOCUMENT_TYPES,
  IMAGE_TYPES,
} from "./file-signature.ts";

export type UploadKind =
  | "avatar"
  | "identity-document"
  | "gallery-image"
  | "trip-image"
  | "trip-document"
  | "refund-certificate"
  | "site-image"
  | "review-photo"
  | "tropleader-cover"
  | "certification-document";
export const UPLOAD_KINDS: readonly UploadKind[] = [
  "avatar",
  "identity-document",
  "gallery-image",
  "trip-image",
  "trip-document",
  "refund-certificate",
  "site-image",
  "review-photo",
  "tropleader-cover",
  "certification-document",
];

export type UploadRule = {
  maxBytes: number;
  accepts: readonly DetectedFileType[];
  /** i18n keys of the spec's messages for this kind of file. */
  messages: { invalidType: string; tooLarge: string };
  /** The file picker's accept attribute (a hint only: the content decides). */
  acceptAttribute: string;
  /**
   * What one user may keep stored of this kind: the sizes of their uploads not deleted, used or not (unused
   * ones are purged after a day). null: no quota (only admins upload it).
   */
  quotaBytes: number | null;
};

const MB = 1024 * 1024;

const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";

/** doc 2 §2: a tropleader's profile photo is square and at least this many pixels a side. */
export const TROPLEADER_AVATAR_MIN_SIDE = 400;
const gallery = {
  maxBytes: LIMITS.galleryImageMaxBytes,
  accepts: IMAGE_TYPES,
  messages: {
    invalidType: "uploads:errors.invalidGalleryImages",
    tooLarge: "uploads:errors.galleryImagesTooLarge",
  },
  acceptAttribute: IMAGE_ACCEPT,
};

/** What each kind of upload accepts (doc 1 §5, doc 2 §5): checked in the browser first, then on the server. */
export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  avatar: {
    maxBytes: LIMITS.avatarMaxBytes,
    accepts: IMAGE_TYPES,
    messages: { invalidType: "uploads:errors.invalidImage", tooLarge: "uploads:errors.imageTooLarge" },
    acceptAttribute: IMAGE_ACCEPT,
    /** One photo in use (the previous one is deleted when a new one is set), a few seconds of overlap. */
    quotaBytes: 10 * MB,
  },
  "identity-document": {
    maxBytes: LIMITS.identityDocumentMaxBytes,
    accepts: IDENTITY_DOCUMENT_TYPES,
    messages: { invalidType: "uploads:errors.invalidDocument", tooLarge: "uploads:errors.documentTooLarge" },
    acceptAttribute: "image/jpeg,image/png,application/pdf",
    /** Both sides, and a few new tries (six files at the 5 MB limit). */
    quotaBytes: 30 * MB,
  },
  /** A guide's gallery holds at most 24 photos (about 1 MB each once re-encoded). */
  "gallery-image": { ...gallery, quotaBytes: 200 * MB },
  /** Every trip's hero, gallery (12) and day images (up to 30), over all of a guide's trips. */
  "trip-image": { ...gallery, quotaBytes: 1024 * MB },
  "trip-document": {
    maxBytes: LIMITS.galleryImageMaxBytes,
    accepts: ["pdf"],
    messages: { invalidType: "uploads:errors.invalidPdf", tooLarge: "uploads:errors.pdfTooLarge" },
    acceptAttribute: "application/pdf",
    quotaBytes: 200 * MB,
  },
  /** The medical certificate behind a 90% refund (doc 2 §9), uploaded by an admin to private storage. */
  "refund-certificate": {
    maxBytes: LIMITS.galleryImageMaxBytes,
    accepts: IDENTITY_DOCUMENT_TYPES,
    messages: {
      invalidType: "uploads:errors.invalidDocument",
      tooLarge: "uploads:errors.certificateTooLarge",
    },
    acceptAttribute: "image/jpeg,image/png,application/pdf",
    quotaBytes: null,
  },
  /** Contenido's home hero image and the site's logo (admins only), through the image pipeline: no SVG. */
  "site-image": {
    ...gallery,
    messages: { invalidType: "uploads:errors.invalidImage", tooLarge: "uploads:errors.siteImageTooLarge" },
    /** The live hero and logo, and the tries before them (never-published ones are purged after a day). */
    quotaBytes: 200 * MB,
  },
  /** A traveller's review photos (issue 35): six per review, over all of their reviews. */
  "review-photo": { ...gallery, quotaBytes: 200 * MB },
  /** One cover in use (the previous one is deleted when a new one is set), a few tries of overlap. */
  "tropleader-cover": { ...gallery, quotaBytes: 50 * MB },
  /** The certificate behind a guide's certification (a diploma, a card): private to the guide and admins. */
  "certification-document": {
    maxBytes: LIMITS.identityDocumentMaxBytes,
    accepts: IDENTITY_DOCUMENT_TYPES,
    messages: { invalidType: "uploads:errors.invalidDocument", tooLarge: "uploads:errors.documentTooLarge" },
    acceptAttribute: "image/jpeg,image/png,application/pdf",
    /** One per certification (at most 20) at the 5 MB limit, and a few replaced ones. */
    quotaBytes: 150 * MB,
  },
};

/** The cover of a guide's public page: as wide as the page's banner (3:1), cropped so in the browser. */
export const TROPLEADER_COVER_ASPECT = 3;
export const TROPLEADER_COVER_MIN_WIDTH = 960;

export function isUploadKind(value: string): value is UploadKind {
  return (UPLOAD_KINDS as readonly string[]).includes(value);
}

/**
 * The browser-side check of a picked file (same rule as the server: size, then the first bytes), so the
 * user hears about a wrong file before uploading it. Returns the i18n key of the problem, or null.
 */
export async function checkFileForUpload(
  kind: UploadKind,
  file: { size: number; slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> } },
): Promise<string | null> {
  const rule = UPLOAD_RULES[kind];
  if (file.size === 0) return "uploads:errors.empty";
  if (file.size > rule.maxBytes) return rule.messages.tooLarge;
  const head = new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer());
  const detected = detectFileType(head);
  return detected && rule.accepts.includes(detected) ? null : rule.messages.invalidType;
}
