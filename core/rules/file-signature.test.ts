import { describe, expect, it } from "vitest";
import { detectFileType } from "./file-signature.ts";

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe("detectFileType", () => {
  it("recognises JPEG, PNG, WebP and PDF by their first bytes", () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(detectFileType(bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("png");
    expect(detectFileType(bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 "))).toBe("webp");
    expect(detectFileType(bytes("%PDF-1.7\n"))).toBe("pdf");
  });

  it("rejects text, truncated signatures and RIFF files that are not WebP", () => {
    expect(detectFileType(bytes("hello, I am a .jpg"))).toBeNull();
    expect(detectFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectFileType(bytes("RIFF", 0x24, 0, 0, 0, "WAVEfmt "))).toBeNull();
    expect(detectFileType(new Uint8Array())).toBeNull();
  });
});
