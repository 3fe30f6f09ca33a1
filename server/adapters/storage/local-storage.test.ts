import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { isValidStorageKey } from "./storage.ts";

const newStorage = () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tropa-storage-"));
  return { dataDir, storage: createLocalStorage(dataDir) };
};

describe("storage keys", () => {
  it.each(["public/avatars/5b1f.webp", "private/identity/u1/front.pdf", "public/a_b-c.d/e.jpg"])(
    "accepts %s",
    (key) => expect(isValidStorageKey(key)).toBe(true),
  );

  it.each([
    "",
    "../etc/passwd",
    "public/../private/x.pdf",
    "public/./x",
    "/public/x",
    "public//x",
    "public/x/",
    "public\\..\\x",
    "public/.meta/x",
    "public/x y.jpg",
    "public/%2e%2e/x",
    "a".repeat(513),
  ])("refuses %s", (key) => expect(isValidStorageKey(key)).toBe(false));
});

describe("local storage", () => {
  it("puts, gets and deletes files under DATA_DIR/uploads", async () => {
    const { dataDir, storage } = newStorage();
    const body = Buffer.from("hola tropa");
    await storage.put("public/avatars/u1.webp", body, "image/webp");
    expect(readFileSync(path.join(dataDir, "uploads/public/avatars/u1.webp"), "utf8")).toBe("hola tropa");
    expect(await storage.get("public/avatars/u1.webp")).toEqual({ body, contentType: "image/webp" });

    await storage.put("public/avatars/u1.webp", Buffer.from("otra"), "image/png");
    expect(await storage.get("public/avatars/u1.webp")).toEqual({
      body: Buffer.from("otra"),
      contentType: "image/png",
    });
    expect(readdirSync(path.join(dataDir, "uploads/.tmp"))).toEqual([]);

    await storage.delete("public/avatars/u1.webp");
    expect(await storage.get("public/avatars/u1.webp")).toBeNull();
    expect(existsSync(path.join(dataDir, "uploads/public/avatars/u1.webp"))).toBe(false);
    await expect(storage.delete("public/avatars/u1.webp")).resolves.toBeUndefined();
  });

  it("returns null for a missing key and for a key below a file", async () => {
    const { storage } = newStorage();
    expect(await storage.get("public/nothing.webp")).toBeNull();
    await storage.put("public/file", Buffer.from("x"), "text/plain");
    expect(await storage.get("public/file/child")).toBeNull();
  });

  it("refuses keys that would leave the uploads folder", async () => {
    const { storage } = newStorage();
    await expect(storage.put("../escape.txt", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid/);
    await expect(storage.get("public/../../session-secret")).rejects.toThrow(/invalid/);
    await expect(storage.delete("/etc/passwd")).rejects.toThrow(/invalid/);
  });

  it("gives public keys a /media URL and refuses private ones", () => {
    const { storage } = newStorage();
    expect(storage.driver).toBe("local");
    expect(storage.publicUrl("public/trips/t1/1.webp")).toBe("/media/public/trips/t1/1.webp");
    expect(() => storage.publicUrl("private/identity/u1/front.pdf")).toThrow(/public/);
  });
});
