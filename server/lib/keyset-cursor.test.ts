import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./keyset-cursor.ts";

const ID = "0b6f3c1e-6a53-4b0e-9a53-0f3f1f7d2a10";

describe("keyset cursors", () => {
  it("carry a timestamp and an id through the URL unchanged", () => {
    const key = "2026-11-27 12:42:06.123456+00";
    const token = encodeCursor(key, ID);
    expect(token).toMatch(/^[\w-]+$/);
    expect(decodeCursor(token, "uuid")).toEqual({ key, id: ID });
    expect(decodeCursor(encodeCursor("2026-01-02 03:04:05+01", 42), "serial")).toEqual({
      key: "2026-01-02 03:04:05+01",
      id: "42",
    });
  });

  it("read anything tampered with as no cursor", () => {
    const tampered = [
      undefined,
      "",
      "no es un cursor",
      encodeCursor("ayer", ID),
      encodeCursor("2026-13-45 99:99:99+00", ID),
      encodeCursor("2026-11-27 12:42:06+00", "1; drop table users"),
      encodeCursor("2026-11-27 12:42:06+00", ID).slice(0, 20),
      `${encodeCursor("2026-11-27 12:42:06+00", ID)}|x`,
      Buffer.from(`2026-11-27 12:42:06+00|${ID}|extra`).toString("base64url"),
    ];
    for (const raw of tampered) expect(decodeCursor(raw, "uuid")).toBeNull();
    expect(decodeCursor(encodeCursor("2026-11-27 12:42:06+00", ID), "serial")).toBeNull();
  });
});
