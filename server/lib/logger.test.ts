import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  return { lines, logger: createLogger("debug", (line) => lines.push(line)) };
}

describe("logger", () => {
  it("never writes a failed query's parameters (personal data) nor the database's detail", () => {
    const { lines, logger } = capture();
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: "22021",
      detail: "Key (phone)=(+34 600 111 222) is bad",
    });
    const error = new DrizzleQueryError(
      "update users set name = $1, phone = $2, birth_date = $3 where id = $4",
      ["Marta Sánchez\u0000", "+34 600 111 222", "1990-04-12", "u1"],
      cause,
    );
    logger.error("unhandled error", { requestId: "r1", error });
    const line = lines.join("\n");
    expect(line).toContain("update users set name = $1");
    expect(line).toContain("22021");
    expect(line).toContain("r1");
    for (const secret of ["Marta", "600 111 222", "1990-04-12", "params"]) expect(line).not.toContain(secret);
  });

  it("redacts secret-looking keys", () => {
    const { lines, logger } = capture();
    logger.info("x", { password: "hunter22", nested: { resetLink: "https://x/reset?token=1" } });
    expect(lines[0]).not.toContain("hunter22");
    expect(lines[0]).not.toContain("token=1");
  });
});
