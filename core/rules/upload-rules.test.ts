import { describe, expect, it } from "vitest";
import { checkFileForUpload } from "./upload-rules.ts";

const fileOf = (bytes: number[], size = bytes.length) => ({
  size,
  slice: (start: number, end: number) => ({
    arrayBuffer: async () => new Uint8Array(bytes.slice(start, end)).buffer,
  }),
});
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const PDF = [...Buffer.from("%PDF-1.7\n...")];

describe("checkFileForUpload", () => {
  it("accepts what the kind accepts", async () => {
    expect(await checkFileForUpload("avatar", fileOf(PNG))).toBeNull();
    expect(await checkFileForUpload("identity-document", fileOf(PDF))).toBeNull();
  });
  it("names the spec's messages for a wrong type or a big file", async () => {
    expect(await checkFileForUpload("avatar", fileOf(PDF))).toBe("uploads:errors.invalidImage");
    expect(await checkFileForUpload("identity-document", fileOf([...Buffer.from("hello there")]))).toBe(
      "uploads:errors.invalidDocument",
    );
    expect(await checkFileForUpload("avatar", fileOf(PNG, 5 * 1024 * 1024 + 1))).toBe(
      "uploads:errors.imageTooLarge",
    );
    expect(await checkFileForUpload("identity-document", fileOf(PDF, 5 * 1024 * 1024 + 1))).toBe(
      "uploads:errors.documentTooLarge",
    );
    expect(await checkFileForUpload("avatar", fileOf([]))).toBe("uploads:errors.empty");
  });
});
