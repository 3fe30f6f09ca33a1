import sharp from "sharp";
import {
  type DetectedFileType,
  detectFileType,
  FILE_TYPE_EXTENSION,
  FILE_TYPE_MIME,
} from "#core/rules/file-signature";
import { AppError } from "../../lib/app-error.ts";
import { findPdfActiveContent } from "./find-pdf-active-content.ts";
import { MAX_INPUT_PIXELS, type UploadPolicy } from "./upload-policies.ts";

export type ProcessedUpload = {
  bytes: Buffer;
  detected: DetectedFileType;
  contentType: string;
  ext: string;
  width: number | null;
  height: number | null;
};

/**
 * Checks an upload by its content (never its name or declared type) and re-encodes images: orientation
 * applied from EXIF, then every piece of metadata (EXIF with GPS, XMP, ICC comments) dropped, dimensions
 * capped, output WebP or JPEG. A PDF is kept byte for byte once its signature checks out and it holds no
 * active content (scripts, launch actions, embedded files: find-pdf-active-content.ts).
 */
export async function processUpload(body: Buffer, policy: UploadPolicy): Promise<ProcessedUpload> {
  if (body.byteLength > policy.maxBytes) throw new AppError("validation", policy.messages.tooLarge);
  const detected = detectFileType(body.subarray(0, 16));
  if (!detected || !policy.accepts.includes(detected)) {
    throw new AppError("validation", policy.messages.invalidType, {}, `detected ${detected ?? "unknown"}`);
  }
  if (detected === "pdf") {
    // A PDF is stored as it came, so it must hold nothing a reader would run or open.
    const active = findPdfActiveContent(body);
    if (active) throw new AppError("validation", "uploads:errors.pdfActiveContent", {}, `pdf: ${active}`);
    return { bytes: body, detected, contentType: FILE_TYPE_MIME.pdf, ext: "pdf", width: null, height: null };
  }

  const out = policy.image;
  try {
    let pipeline = sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({
        width: out.width,
        height: out.height,
        fit: out.fit,
        position: "attention",
        withoutEnlargement: out.fit === "inside",
      });
    pipeline =
      out.format === "webp"
        ? pipeline.webp({ quality: out.quality })
        : pipeline.flatten({ background: "#ffffff" }).jpeg({ quality: out.quality, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const format: DetectedFileType = out.format === "webp" ? "webp" : "jpeg";
    return {
      bytes: data,
      detected,
      contentType: FILE_TYPE_MIME[format],
      ext: FILE_TYPE_EXTENSION[format],
      width: info.width,
      height: info.height,
    };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/pixel limit/i.test(message)) {
      throw new AppError("validation", "uploads:errors.imageTooManyPixels", {}, message);
    }
    // A file that starts like an image but does not decode is not a valid image.
    throw new AppError("validation", policy.messages.invalidType, {}, message);
  }
}
