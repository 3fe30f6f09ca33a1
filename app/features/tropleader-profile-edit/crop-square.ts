/** The square crop's side: big enough for any screen, small enough to stay well under the 5 MB limit. */
const OUTPUT_MAX_SIDE = 1024;

/**
 * Crops a picked photo to its centre square in the browser (doc 2 §2: square profile photo) and returns it
 * as a JPEG file, or null when the picture is smaller than `minSide` on its short side. The server checks
 * the size again and re-encodes whatever it gets.
 */
export async function cropSquare(file: File, minSide: number): Promise<File | null> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    if (side < minSide) return null;
    const out = Math.min(side, OUTPUT_MAX_SIDE);
    const canvas = document.createElement("canvas");
    canvas.width = out;
    canvas.height = out;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.drawImage(
      bitmap,
      (bitmap.width - side) / 2,
      (bitmap.height - side) / 2,
      side,
      side,
      0,
      0,
      out,
      out,
    );
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.9));
    return blob ? new File([blob], "avatar.jpg", { type: "image/jpeg" }) : file;
  } finally {
    bitmap.close();
  }
}
