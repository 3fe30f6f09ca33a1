/**
 * Where uploaded and generated files live. Keys are server-generated, slash-separated paths: everything under
 * `public/` may be served to anyone at /media/<key>; everything under `private/` (identity documents, trip
 * documents) only through routes that check permission, never by URL.
 */
export type StoredObject = { body: Buffer; contentType: string };

export interface Storage {
  readonly driver: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under this key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL a browser uses for a public key (`/media/<key>`, or the bucket's public URL when configured). */
  publicUrl(key: string): string;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = "InvalidStorageKeyError";
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Whether a key is safe on every driver: 1-512 characters, segments of letters, digits, dot, dash and
 * underscore that do not start with a dot (so no "..", no hidden files), no empty segment, no leading slash.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

export const isPublicKey = (key: string) => key.startsWith("public/") && isValidStorageKey(key);

/** The path a public key is served at by this server. */
export function mediaPath(key: string): string {
  return `/media/${key}`;
}
