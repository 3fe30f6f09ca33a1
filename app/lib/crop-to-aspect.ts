/**
 * Crops a picked photo in the browser to the largest centred rectangle of the given aspect (width / height),
 * as the profile photo's square crop does (features/tropleader-profile-edit/crop-square.ts), and returns it as
 * a JPEG no wider than `maxWidth`, or null when the crop would be narrower than `minWidth`. The server checks
 * the file again and re-encodes whatever it gets.
 */
export async function cropToAspect(
  file: File,
  aspect: number,
  { minWidth, maxWidth }: { minWidth: number; maxWidth: number },
): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const width = Math.min(bitmap.width, Math.round(bitmap.height * aspect));
    const height = Math.round(width / aspect);
    if (width < minWidth) return null;
    const outWidth = Math.min(width, maxWidth);
    const outHeight = Math.round(outWidth / aspect);
    const canvas = document.createElement("canvas");
    canvas.width = outWidth;
    canvas.height = outHeight;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(
      bitmap,
      (bitmap.width - width) / 2,
      (bitmap.height - height) / 2,
      width,
      height,
      0,
      0,
      outWidth,
      outHeight,
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    return blob ? new File([blob], "image.jpg", { type: "image/jpeg" }) : file;
  } finally {
    bitmap.close();
  }
}
