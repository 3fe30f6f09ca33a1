import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import type { AppDeps } from "../app-deps.ts";
import { createMessagingApi } from "../http/messaging-api.ts";
import {
  attachRealtimeServer,
  REALTIME_PATH,
  type RealtimeServerOptions,
} from "../realtime/realtime-server.ts";

/**
 * One chat server instance on a free loopback port: the messaging API under /api and the /realtime socket,
 * as server/main.ts wires them (without the pages). Used by the realtime tests, the two-instance test and
 * the bench.
 */
export async function startRealtimeTestServer(deps: AppDeps, options: RealtimeServerOptions = {}) {
  const app = new Hono();
  app.route("/api", createMessagingApi(deps));
  const server = createServer(getRequestListener(app.fetch));
  // As server/main.ts: idle keep-alive connections outlive the client's, so a client never reuses one the
  // server has just closed (ECONNRESET under a steady load such as the bench's).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const realtime = attachRealtimeServer(server, deps, options);
  await realtime.ready();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    realtime,
    httpUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}${REALTIME_PATH}`,
    /** The Origin the site's own pages send (APP_URL). */
    origin: new URL(deps.config.appUrl).origin,
    async close() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
