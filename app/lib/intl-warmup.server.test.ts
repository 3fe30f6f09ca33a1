import { describe, expect, it, vi } from "vitest";
import { intlTag, LOCALES } from "#core/constants/locales";
import { PLATFORM_TIME_ZONE } from "#core/rules/platform-calendar";
import { findIntlWarmup, INTL_WARMUP_SOURCE, intlWarmupUrl } from "./intl-warmup.server.ts";

type Built = { kind: string; locales: unknown; options: Record<string, unknown> | undefined };

/** Runs the worker's source with a recording Intl (or a failing one) in place of the worker's globals. */
function runWorker(intl: (built: Built[]) => unknown) {
  const built: Built[] = [];
  const postMessage = vi.fn();
  const close = vi.fn();
  new Function("Intl", "postMessage", "close", INTL_WARMUP_SOURCE)(intl(built), postMessage, close);
  return { built, postMessage, close };
}

const recording = (built: Built[]) => {
  const kind = (name: string) =>
    class {
      constructor(locales: unknown, options?: Record<string, unknown>) {
        built.push({ kind: name, locales, options });
      }
      format() {
        return "";
      }
      of() {
        return "";
      }
    };
  return {
    NumberFormat: kind("NumberFormat"),
    DateTimeFormat: kind("DateTimeFormat"),
    DisplayNames: kind("DisplayNames"),
  };
};

describe("the Intl warm-up worker", () => {
  it("builds numbers, dates and language names in every language the site speaks, then ends", () => {
    const { built, postMessage, close } = runWorker(recording);
    for (const locale of LOCALES) {
      const tag = intlTag(locale);
      expect(built).toContainEqual(expect.objectContaining({ kind: "NumberFormat", locales: tag }));
      expect(built).toContainEqual(
        expect.objectContaining({
          kind: "DateTimeFormat",
          locales: tag,
          options: expect.objectContaining({ timeZone: "UTC" }),
        }),
      );
      expect(built).toContainEqual(expect.objectContaining({ kind: "DisplayNames", locales: [locale] }));
    }
    // The platform's calendar (core/rules/platform-calendar.ts) formats in Madrid's time zone.
    expect(built).toContainEqual(
      expect.objectContaining({
        kind: "DateTimeFormat",
        options: expect.objectContaining({ timeZone: PLATFORM_TIME_ZONE }),
      }),
    );
    expect(postMessage).toHaveBeenCalledWith("ready");
    expect(close).toHaveBeenCalledOnce();
  });

  it("still ends when the browser's Intl refuses something", () => {
    const { postMessage, close } = runWorker(() => ({
      NumberFormat: class {
        constructor() {
          throw new RangeError("unsupported");
        }
      },
    }));
    expect(postMessage).toHaveBeenCalledWith("ready");
    expect(close).toHaveBeenCalledOnce();
  });

  it("asks only for what a real engine accepts (the source without its safety net, against Node's Intl)", () => {
    const strict = INTL_WARMUP_SOURCE.replace(/^try \{$/m, "{").replace(/^\} catch \{\}$/m, "}");
    expect(strict).not.toContain("catch");
    const postMessage = vi.fn();
    expect(() => new Function("postMessage", "close", strict)(postMessage, () => {})).not.toThrow();
    expect(postMessage).toHaveBeenCalledWith("ready");
  });

  it("is served under a name that changes with its source, cacheable for good", () => {
    const url = intlWarmupUrl();
    expect(url).toMatch(/^\/intl-warmup\/[0-9a-f]{12}\.js$/);
    const file = url.split("/").pop() ?? "";
    expect(findIntlWarmup(file)).toEqual({ body: INTL_WARMUP_SOURCE, immutable: true });
    expect(findIntlWarmup("000000000000.js")).toEqual({ body: INTL_WARMUP_SOURCE, immutable: false });
    expect(findIntlWarmup("../secrets.js")).toBeNull();
    expect(findIntlWarmup(`${file}.map`)).toBeNull();
  });
});
