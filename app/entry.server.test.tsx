import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger } from "#server/lib/logger";
import { handleError } from "./entry.server.tsx";

describe("handleError (React Router's errors)", () => {
  function run(error: unknown, aborted = false) {
    const lines: string[] = [];
    const controller = new AbortController();
    if (aborted) controller.abort();
    const request = new Request("http://localhost/perfil", { signal: controller.signal });
    const context = { deps: { logger: createLogger("error", (l) => lines.push(l)) }, requestId: "req-42" };
    handleError(error, { request, context: context as never, params: {} });
    return lines;
  }

  it("goes to the redacting logger with the request id, never the console, never a query's parameters", () => {
    const error = new DrizzleQueryError("update users set phone = $1", ["+34 600 111 222"], new Error("bad"));
    const lines = run(error);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("req-42");
    expect(lines[0]).toContain("/perfil");
    expect(lines[0]).not.toContain("600 111 222");
  });

  it("ignores error responses a route threw on purpose and requests the visitor abandoned", () => {
    // What React Router hands over for `throw data(null, { status: 404 })` in a loader.
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    expect(run(notFound)).toHaveLength(0);
    expect(run(new Error("gone"), true)).toHaveLength(0);
    expect(run(new Error("real"))).toHaveLength(1);
  });
});
