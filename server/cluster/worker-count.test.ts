import { describe, expect, it } from "vitest";
import { MAX_WORKERS, workerCount } from "./worker-count.ts";

const PG = { DATABASE_URL: "postgres://localhost/tropa" };

describe("workerCount (TROPA_WORKERS)", () => {
  it("is one process unless asked, one per core with auto, or the number given", () => {
    expect(workerCount({}, 8)).toEqual({ count: 1 });
    expect(workerCount({ TROPA_WORKERS: " " }, 8)).toEqual({ count: 1 });
    expect(workerCount({ ...PG, TROPA_WORKERS: "auto" }, 8)).toEqual({ count: 8 });
    expect(workerCount({ ...PG, TROPA_WORKERS: "3" }, 8)).toEqual({ count: 3 });
    expect(workerCount({ TROPA_WORKERS: "1" }, 8)).toEqual({ count: 1 });
  });

  it("refuses several workers on the embedded database, and values that are not a count", () => {
    expect(workerCount({ TROPA_WORKERS: "auto" }, 2)).toEqual({
      problem: expect.stringMatching(/DATABASE_URL/),
    });
    for (const bad of ["0", "-2", "2.5", "many", String(MAX_WORKERS + 1)]) {
      expect(workerCount({ ...PG, TROPA_WORKERS: bad }, 2), bad).toEqual({
        problem: expect.stringMatching(/TROPA_WORKERS must be/),
      });
    }
  });
});
