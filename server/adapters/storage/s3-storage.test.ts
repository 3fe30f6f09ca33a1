import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../config/load-config.ts";
import { createStorage } from "./create-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** A minimal S3 API (path-style PutObject / GetObject / DeleteObject) that records what it receives. */
type Stored = { body: Buffer; contentType: string };
const objects = new Map<string, Stored>();
const requests: { method: string; url: string; authorization: string }[] = [];
let server: Server;
let endpoint: string;

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stub");
    requests.push({
      method: req.method ?? "",
      url: url.pathname,
      authorization: req.headers.authorization ?? "",
    });
    const path = decodeURIComponent(url.pathname);
    if (req.method === "PUT") {
      objects.set(path, {
        body: await readBody(req),
        contentType: req.headers["content-type"] ?? "binary/octet-stream",
      });
      res.writeHead(200, { ETag: '"stub"' }).end();
      return;
    }
    if (req.method === "GET") {
      const found = objects.get(path);
      if (!found) {
        res
          .writeHead(404, { "Content-Type": "application/xml" })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
          );
        return;
      }
      res
        .writeHead(200, { "Content-Type": found.contentType, "Content-Length": found.body.length })
        .end(found.body);
      return;
    }
    if (req.method === "DELETE") {
      objects.delete(path);
      res.writeHead(204).end();
      return;
    }
    res.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const storage = () =>
  createS3Storage({
    bucket: "tropa-media",
    region: "auto",
    endpoint,
    accessKeyId: "AKIDTEST",
    secretAccessKey: "secret-test",
  });

describe("S3 storage", () => {
  it("puts, gets and deletes objects in the bucket with signed requests", async () => {
    const s3 = await storage();
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    await s3.put("public/trips/t1/hero.webp", body, "image/webp");
    expect(objects.get("/tropa-media/public/trips/t1/hero.webp")).toEqual({
      body,
      contentType: "image/webp",
    });

    expect(await s3.get("public/trips/t1/hero.webp")).toEqual({ body, contentType: "image/webp" });

    await s3.delete("public/trips/t1/hero.webp");
    expect(objects.has("/tropa-media/public/trips/t1/hero.webp")).toBe(false);
    expect(await s3.get("public/trips/t1/hero.webp")).toBeNull();

    expect(requests.map((r) => r.method)).toEqual(["PUT", "GET", "DELETE", "GET"]);
    for (const r of requests) expect(r.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
  });

  it("refuses unsafe keys before calling the bucket", async () => {
    const before = requests.length;
    await expect((await storage()).put("../x", Buffer.from("x"), "text/plain")).rejects.toThrow(/invalid/);
    expect(requests.length).toBe(before);
  });

  it("builds public URLs from S3_PUBLIC_URL, or /media without it", async () => {
    expect((await storage()).publicUrl("public/a.webp")).toBe("/media/public/a.webp");
    const cdn = await createS3Storage({
      bucket: "b",
      region: "auto",
      accessKeyId: "k",
      secretAccessKey: "s",
      publicUrl: "https://cdn.example.com/",
    });
    expect(cdn.driver).toBe("s3");
    expect(cdn.publicUrl("public/a.webp")).toBe("https://cdn.example.com/public/a.webp");
    expect(() => cdn.publicUrl("private/doc.pdf")).toThrow();
  });

  it("is chosen by STORAGE_DRIVER=s3, local storage otherwise", async () => {
    const base = { DATA_DIR: "/tmp/tropa-unused", SESSION_SECRET: "x".repeat(32) };
    const s3 = await createStorage(
      parseConfig({
        ...base,
        STORAGE_DRIVER: "s3",
        S3_BUCKET: "tropa-media",
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: "AKIDTEST",
        S3_SECRET_ACCESS_KEY: "secret-test",
      }),
    );
    expect(s3.driver).toBe("s3");
    await s3.put("public/via-config.txt", Buffer.from("ok"), "text/plain");
    expect(objects.get("/tropa-media/public/via-config.txt")?.body.toString()).toBe("ok");
    expect((await createStorage(parseConfig(base))).driver).toBe("local");
  });
});
