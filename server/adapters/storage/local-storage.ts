import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidStorageKey, isPublicKey, mediaPath, type Storage } from "./storage.ts";

/**
 * Files under `<DATA_DIR>/uploads/<key>`, the embedded default. The content type of each object is kept in a
 * parallel tree `uploads/.meta/<key>`: key segments never start with a dot, so it can never collide with a key.
 * Writes go to a temporary file first and are renamed into place, so a reader never sees half a file.
 */
export function createLocalStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, "uploads");
  const metaRoot = path.join(root, ".meta");
  const tmpRoot = path.join(root, ".tmp");

  const resolve = (base: string, key: string) => {
    assertValidStorageKey(key);
    const file = path.resolve(base, key);
    // Belt and braces: the key grammar already rules out traversal.
    if (!file.startsWith(base + path.sep)) throw new Error("storage key escapes its folder");
    return file;
  };

  const writeAtomically = async (file: string, data: Buffer | string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await mkdir(tmpRoot, { recursive: true });
    const tmp = path.join(tmpRoot, randomUUID());
    await writeFile(tmp, data);
    await rename(tmp, file);
  };

  return {
    driver: "local",

    async put(key, body, contentType) {
      const file = resolve(root, key);
      await writeAtomically(resolve(metaRoot, key), contentType);
      await writeAtomically(file, body);
    },

    async get(key) {
      const file = resolve(root, key);
      let body: Buffer;
      try {
        body = await readFile(file);
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
      const contentType = await readFile(resolve(metaRoot, key), "utf8").catch((e) => {
        if (isMissing(e)) return "application/octet-stream";
        throw e;
      });
      return { body, contentType };
    },

    async delete(key) {
      await rm(resolve(root, key), { force: true });
      await rm(resolve(metaRoot, key), { force: true });
    },

    publicUrl(key) {
      if (!isPublicKey(key)) throw new Error("only keys under public/ have a public URL");
      return mediaPath(key);
    },
  };
}

const isMissing = (e: unknown) =>
  typeof e === "object" && e !== null && "code" in e && (e.code === "ENOENT" || e.code === "ENOTDIR");
