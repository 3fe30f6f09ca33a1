import type { RealtimeBus, RealtimeListener } from "./realtime-bus.ts";

/** One process (the embedded PGlite default): events go straight to this instance's listeners. */
export function createMemoryBus(): RealtimeBus {
  const listeners = new Set<RealtimeListener>();
  return {
    kind: "memory",
    async publish(event) {
      // Delivered on a later tick, like a real bus: a publisher never runs listener code inside its own call.
      queueMicrotask(() => {
        for (const listener of listeners) listener(event);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async ready() {},
    async close() {
      listeners.clear();
    },
  };
}
