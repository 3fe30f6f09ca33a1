/** The topology's ports (scripts/test-topology.sh): haproxy in front, the two instances behind it. */
export const PORTS = {
  proxy: Number(process.env.TOPOLOGY_PROXY_PORT ?? 4150),
  a: Number(process.env.TOPOLOGY_A_PORT ?? 4151),
  b: Number(process.env.TOPOLOGY_B_PORT ?? 4152),
};
export const PROXY_URL = `http://127.0.0.1:${PORTS.proxy}`;

/**
 * haproxy in front of the two instances, as an operator would run it (docs/OPERATIONS.md, "Scaling out and
 * restarts"):
 * - health checks on /api/health every 300 ms: an instance shutting down answers 503 there while it still serves
 *   (SHUTDOWN_DRAIN_MS), so it is out of the rotation (two failed checks) before its port closes; back in after two
 *   good checks (a slow check on a busy machine has 3 s before it counts as failed);
 * - `retries` + `option redispatch` + `retry-on conn-failure empty-response`: a request that meets a closing
 *   connection is sent again, to the other instance, never answered 502/503;
 * - WebSocket upgrades pass through (`timeout tunnel`);
 * - the `tropa_instance` cookie pins a client to an instance (`use-server`, ignored while that one is down), and
 *   `X-Tropa-Instance` names the instance that answered;
 * - its statistics at /__haproxy (CSV with `;csv`), to count the 5xx it answered.
 */
export function haproxyConfig(): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend web
  bind 127.0.0.1:${PORTS.proxy}
  stats enable
  stats uri /__haproxy
  stats refresh 0
  default_backend tropa

backend tropa
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host 127.0.0.1:${PORTS.proxy}
  http-check expect status 200
  timeout check 3s
  default-server inter 300 fastinter 300 downinter 300 fall 2 rise 2
  use-server a if { req.cook(tropa_instance) -m str a }
  use-server b if { req.cook(tropa_instance) -m str b }
  http-response set-header X-Tropa-Instance %s
  server a 127.0.0.1:${PORTS.a} check
  server b 127.0.0.1:${PORTS.b} check
`;
}
