import { describe, expect, it } from "vitest";
import { REALTIME_CLOSE } from "#core/constants/realtime-close";
import { afterClose, reconnectDelayMs } from "./realtime-socket.ts";

describe("reconnectDelayMs", () => {
  it("backs off exponentially with jitter, capped at 15 s", () => {
    expect(reconnectDelayMs(0, 0)).toBe(250);
    expect(reconnectDelayMs(0, 1)).toBe(500);
    expect(reconnectDelayMs(3, 1)).toBe(4000);
    expect(reconnectDelayMs(20, 1)).toBe(15_000);
    expect(reconnectDelayMs(20, 0)).toBe(7500);
  });
});

describe("afterClose", () => {
  it("reconnects at once when the server restarts, stops when the session ended, else backs off", () => {
    expect(afterClose(REALTIME_CLOSE.restarting)).toBe("now");
    expect(afterClose(1001)).toBe("now");
    expect(afterClose(REALTIME_CLOSE.unauthenticated)).toBe("stop");
    expect(afterClose(1006)).toBe("backoff");
    expect(afterClose(REALTIME_CLOSE.abuse)).toBe("backoff");
  });
});
