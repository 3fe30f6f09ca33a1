import { describe, expect, it } from "vitest";
import { reconnectDelayMs } from "./realtime-socket.ts";

describe("reconnectDelayMs", () => {
  it("backs off exponentially with jitter, capped at 15 s", () => {
    expect(reconnectDelayMs(0, 0)).toBe(250);
    expect(reconnectDelayMs(0, 1)).toBe(500);
    expect(reconnectDelayMs(3, 1)).toBe(4000);
    expect(reconnectDelayMs(20, 1)).toBe(15_000);
    expect(reconnectDelayMs(20, 0)).toBe(7500);
  });
});
