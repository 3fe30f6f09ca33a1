import { assertValidStorageKey, isPublicKey, mediaPath, type Storage } from "./storage.ts";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For S3-compatible services (R2, MinIO, …); path-style addressing is used then. */
  endpoint?: string;
  /** A public base URL of the bucket (CDN); without it public files are served through /media. */
  publicUrl?: string;
};

/**
 * An S3-compatible bucket (production). The SDK is loaded only here, so the embedded default starts without
 * paying for it.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  const { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } =
    await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Many S3-compatible services reject the SDK's newer default (always-on flexible checksums).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const publicBase = options.publicUrl?.replace(/\/$/, "");

  return {
    driver: "s3",

    async put(key, body, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!out.Body) return null;
        const bytes = await out.Body.transformToByteArray();
        return {
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: out.ContentType ?? "application/octet-stream",
        };
      } catch (e) {
        if (e instanceof NoSuchKey) return null;
        if (e instanceof S3ServiceException && e.$metadata.httpStatusCode === 404) return null;
        throw e;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },

    publicUrl(key) {
      if (!isPublicKey(key)) throw new Error("only keys under public/ have a public URL");
      return publicBase ? `${publicBase}/${key}` : mediaPath(key);
    },
  };
}
