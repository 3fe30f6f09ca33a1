/** The crop's longest side: big enough for any screen, small enough to stay well under the upload limits. */
const OUTPUT_MAX_SIDE = 1024;

/**
 * Crops a picked photo to its centre at `aspect` (width / height) in the browser and returns it as a JPEG
 * file, or null when the crop would be narrower than `minWidth`. The output is at most `maxWidth` wide. The
 * server checks the size again and re-encodes whatever it gets.
 */
export async function cropToAspect(
  file: File,
  options: { aspect: number; minWidth: number; maxWidth: number; name: string },
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
    return blob ? new File([blob], options.name, { type: "image/jpeg" }) : file;
  } finally {
    bitmap.close();
  }
}

/**
 * The profile photo's centre square (doc 2 §2: square profile photo), or null when the picture is smaller
 * than `minSide` on its short side.
 */
export function cropSquare(file: File, minSide: number): Promise<File | null> {
  return cropToAspect(file, { aspect: 1, minWidth: minSide, maxWidth: OUTPUT_MAX_SIDE, name: "avatar.jpg" });
}
