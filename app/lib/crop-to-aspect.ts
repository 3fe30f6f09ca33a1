/**
 * Crops a picked photo to its centre at `aspect` (width / height) in the browser (the profile photo's square,
 * the guide's cover, the home hero) and returns it as a JPEG file, or null when the crop would be narrower than
 * `minWidth`. The output is at most `maxWidth` wide. The server checks the size again and re-encodes whatever it
 * gets.
 */
export async function cropToAspect(
  file: File,
  options: { aspect: number; minWidth: number; maxWidth: number; name?: string },
): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const { aspect } = options;
    const width = Math.min(bitmap.width, bitmap.height * aspect);
    const height = width / aspect;
    if (width < options.minWidth) return null;
    const outWidth = Math.round(Math.min(width, options.maxWidth));
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
    return blob ? new File([blob], options.name ?? "image.jpg", { type: "image/jpeg" }) : file;
  } finally {
    bitmap.close();
  }
}
