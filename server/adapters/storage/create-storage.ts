import type { Config } from "../../config/load-config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { Storage } from "./storage.ts";

/** Picks the storage driver from the validated configuration (S3_* presence is checked by the schema). */
export async function createStorage(
  config: Pick<
    Config,
    | "STORAGE_DRIVER"
    | "dataDir"
    | "S3_BUCKET"
    | "S3_REGION"
    | "S3_ENDPOINT"
    | "S3_ACCESS_KEY_ID"
    | "S3_SECRET_ACCESS_KEY"
    | "S3_PUBLIC_URL"
  >,
): Promise<Storage> {
  if (config.STORAGE_DRIVER === "s3") {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
      publicUrl: config.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(config.dataDir);
}
