import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = { to: string[]; raw: string };

/**
 * A local SMTP server that keeps every message it is sent (no network beyond loopback), and can be told to refuse
 * them all (a mail outage: 451 to every recipient). Used by the SMTP delivery tests and the topology test
 * (scripts/test-topology.sh).
 */
export async function startSmtpSink(options: { refusing?: boolean; port?: number } = {}) {
  const state = { refusing: options.refusing ?? false, received: [] as ReceivedEmail[] };
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) {
        const error = new Error("Service temporarily unavailable") as Error & { responseCode: number };
        error.responseCode = 451;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { state, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
