import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Small real files for upload tests, generated in memory (no binary fixtures in the repository). */

export async function samplePng(width = 64, height = 48, colour = "#aedeae"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/**
 * A JPEG carrying EXIF a phone would write: orientation 6 (rotate 90° to display), a GPS-like position in
 * the comment fields and the camera owner's name. Re-encoding must apply the rotation and drop the rest.
 */
export async function sampleJpegWithExif(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#336699" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: {
        Artist: "Secret Owner",
        Copyright: "Secret Owner",
        ImageDescription: "GPS 40.4168 N 3.7038 W",
      },
    })
    .toBuffer();
}

/** A minimal valid PDF document. */
export function samplePdf(text = "Tropa"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    null,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  const stream = `BT /F1 18 Tf 20 40 Td (${text.replace(/[()\\]/g, "")}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/**
 * A tiny PNG whose header claims width×height pixels (a decompression bomb): the pixel limit must refuse it
 * before anything is decoded.
 */
export async function samplePngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await samplePng(1, 1));
  // IHDR data starts after the 8-byte signature, the 4-byte length and the 4-byte type.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
