import { cropToAspect } from "../../lib/crop-to-aspect.ts";

/** The crop's longest side: big enough for any screen, small enough to stay well under the upload limits. */
const OUTPUT_MAX_SIDE = 1024;

/**
 * The profile photo's centre square (doc 2 §2: square profile photo), or null when the picture is smaller
 * than `minSide` on its short side.
 */
export function cropSquare(file: File, minSide: number): Promise<File | null> {
  return cropToAspect(file, { aspect: 1, minWidth: minSide, maxWidth: OUTPUT_MAX_SIDE, name: "avatar.jpg" });
}
