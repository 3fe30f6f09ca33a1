import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { header, readBody } from "./read-request.ts";

export type StubRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** Form fields exactly as the SDK encoded them, e.g. body["line_items[0][price_data][unit_amount]"]. */
  body: Record<string, string>;
};

type StripeObject = Record<string, unknown> & { id: string };

/**
 * A local HTTP stand-in for the parts of the Stripe API the product calls, so the real SDK can be exercised
 * without the network: it records every request, replays idempotent ones, and keeps checkout sessions so a
 * test can mark one paid (completeSession) and watch expire refuse it afterwards.
 */
export async function startStripeStub() {
  const requests: StubRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const transfers: StripeObject[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${String(++counter).padStart(4, "0")}`;

  const route = (req: StubRequest): { status: number; body: unknown } => {
    const { method, path, body } = req;
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const id = nextId("cs");
      const metadata = pick(body, "metadata");
      const session: StripeObject = {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: body.mode,
        status: "open",
        payment_status: "unpaid",
        payment_intent: null,
        amount_total:
          Number(body["line_items[0][price_data][unit_amount]"]) * Number(body["line_items[0][quantity]"]),
        currency: body["line_items[0][price_data][currency]"],
        client_reference_id: body.client_reference_id ?? null,
        customer_email: body.customer_email ?? null,
        expires_at: Number(body.expires_at),
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        metadata,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      if (!session)
        return stripeError(404, "invalid_request_error", `No such checkout.session: '${sessionMatch[1]}'`);
      if (method === "GET") return { status: 200, body: session };
      if (method === "POST" && sessionMatch[2]) {
        if (session.status !== "open") {
          return stripeError(
            400,
            "invalid_request_error",
            `Only Checkout Sessions with a status of open can be expired.`,
          );
        }
        session.status = "expired";
        return { status: 200, body: session };
      }
    }
    if (method === "POST" && path === "/v1/refunds") {
      return {
        status: 200,
        body: {
          id: nextId("re"),
          object: "refund",
          amount: Number(body.amount),
          payment_intent: body.payment_intent,
          reason: body.reason,
          status: "succeeded",
          metadata: pick(body, "metadata"),
        },
      };
    }
    if (method === "POST" && path === "/v1/accounts") {
      return {
        status: 200,
        body: {
          id: nextId("acct"),
          object: "account",
          type: body.type,
          email: body.email,
          payouts_enabled: false,
          details_submitted: false,
          metadata: pick(body, "metadata"),
        },
      };
    }
    if (method === "POST" && path === "/v1/account_links") {
      return {
        status: 200,
        body: {
          object: "account_link",
          url: `https://connect.stripe.test/setup/e/${body.account}/onboarding`,
        },
      };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intentMatch) {
      const id = intentMatch[1]!;
      return { status: 200, body: { id, object: "payment_intent", latest_charge: `ch_for_${id}` } };
    }
    if (method === "GET" && path === "/v1/transfers") {
      const since = Number(body["created[gte]"] ?? 0);
      const data = transfers.filter((t) => Number(t.created) >= since);
      return { status: 200, body: { object: "list", url: "/v1/transfers", has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/transfers") {
      if (String(body.destination).includes("restricted")) {
        return stripeError(400, "invalid_request_error", "The destination account cannot receive transfers.");
      }
      const transfer: StripeObject = {
        id: nextId("tr"),
        object: "transfer",
        created: Math.floor(Date.now() / 1000),
        amount: Number(body.amount),
        currency: body.currency,
        destination: body.destination,
        transfer_group: body.transfer_group ?? null,
        source_transaction: body.source_transaction ?? null,
        metadata: pick(body, "metadata"),
        reversed: false,
        amount_reversed: 0,
      };
      transfers.push(transfer);
      return { status: 200, body: transfer };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  };

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? "/", "http://stub");
    const request: StubRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      idempotencyKey: header(req, "idempotency-key"),
      body: Object.fromEntries(new URLSearchParams(req.method === "GET" ? url.search : raw)),
    };
    requests.push(request);
    const replayKey = request.idempotencyKey ? `${request.path}|${request.idempotencyKey}` : null;
    const result = (replayKey && replays.get(replayKey)) || route(request);
    if (replayKey && result.status < 500) replays.set(replayKey, result);
    res.writeHead(result.status, { "content-type": "application/json", "request-id": `req_${counter}` });
    res.end(JSON.stringify(result.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    /** Marks a session as paid by card, as Stripe would after the traveller pays. */
    completeSession(id: string): StripeObject {
      const session = sessions.get(id);
      if (!session) throw new Error(`no session ${id}`);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: nextId("pi") });
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeStub = Awaited<ReturnType<typeof startStripeStub>>;

function pick(body: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const m = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

function stripeError(status: number, type: string, message: string) {
  return { status, body: { error: { type, message } } };
}
