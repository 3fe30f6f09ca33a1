import type { Server } from "node:http";
import type { Logger } from "../lib/logger.ts";

/** The parts of a running instance a shutdown stops, in this order. */
export type ShutdownParts = {
  server: Server;
  /** The startup gate: `drain()` makes /api/health answer 503 and closes connections after their response. */
  gate: { drain(): void };
  /** Tells the sockets to reconnect elsewhere (close code 1012) and stops taking new ones. */
  realtime: { close(): Promise<void> } | null;
  /** Claims no more jobs, waits up to the grace for the running ones, then releases what it still holds. */
  runner: { stop(graceMs: number): Promise<number> } | null;
  /** Whatever must be closed last (the realtime bus, the database), in order. */
  close: Array<() => Promise<void>>;
  logger: Logger;
  /** How long /api/health answers 503 before the port closes (the load balancer's check interval × its fall count). */
  drainMs: number;
  /** The whole shutdown's bound: the process exits with 1 after it, whatever is still running. */
  timeoutMs: number;
  exit: (code: number) => void;
};

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    if (ms <= 0) resolve();
    else setTimeout(resolve, ms);
  });

/**
 * The graceful shutdown of one instance (SIGTERM/SIGINT): health says draining (the proxy takes the instance out
 * while it still answers), then the port closes (no new connection; in-flight requests are answered, idle
 * keep-alive connections closed), the sockets are told to reconnect (to another instance), the job runner stops
 * claiming and finishes or releases its claims, the bus and the database close, and the process exits 0. If any of
 * that takes longer than `timeoutMs` in all, it exits 1 at that moment (connections are cut).
 * Returns `stop(signal)`; a second call does nothing.
 */
export function createGracefulShutdown(parts: ShutdownParts) {
  const { server, gate, logger } = parts;
  let stopping: Promise<void> | null = null;

  const run = async (signal: string) => {
    const started = performance.now();
    const left = () => Math.max(0, parts.timeoutMs - (performance.now() - started));
    logger.info("stopping", { signal, drainMs: parts.drainMs, timeoutMs: parts.timeoutMs });
    gate.drain();
    await sleep(Math.min(parts.drainMs, left() / 2));
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await parts.realtime?.close();
    // Jobs get at most half of what is left, so that releasing their claims and closing still fit.
    const released = (await parts.runner?.stop(left() / 2)) ?? 0;
    // In-flight requests finish (their connections close after the response); stragglers are cut at the bound.
    const cutAt = setTimeout(() => server.closeAllConnections(), Math.max(0, left() - 500));
    await closed;
    clearTimeout(cutAt);
    for (const close of parts.close) await close();
    logger.info("stopped", {
      signal,
      ms: Math.round(performance.now() - started),
      jobClaimsReleased: released,
    });
  };

  return (signal: string): Promise<void> => {
    if (stopping) return stopping;
    const hardExit = setTimeout(() => {
      logger.error("shutdown took too long; exiting", { signal, timeoutMs: parts.timeoutMs });
      parts.exit(1);
    }, parts.timeoutMs);
    hardExit.unref();
    stopping = run(signal).then(
      () => {
        clearTimeout(hardExit);
        parts.exit(0);
      },
      (e) => {
        clearTimeout(hardExit);
        logger.error("shutdown failed", { signal, error: e });
        parts.exit(1);
      },
    );
    return stopping;
  };
}
