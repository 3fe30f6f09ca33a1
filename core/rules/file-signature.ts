/**
 * File types recognised by their first bytes (magic numbers). The name and the browser's declared type are
 * never trusted: a text file renamed to .jpg is not an image.
 */
export type DetectedFileType = "jpeg" | "png" | "webp" | "pdf";

export const FILE_TYPE_MIME: Record<DetectedFileType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

export const FILE_TYPE_EXTENSION: Record<DetectedFileType, string> = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  pdf: "pdf",
};

/** Bytes needed to recognise every supported type. */
export const FILE_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "pdf";
  return null;
}

export const IMAGE_TYPES: readonly DetectedFileType[] = ["jpeg", "png", "webp"];
/** Identity documents: JPG, PNG or PDF (doc 1 §5). */
export const IDENTITY_DOCUMENT_TYPES: readonly DetectedFileType[] = ["jpeg", "png", "pdf"];
