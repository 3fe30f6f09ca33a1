/**
 * Runs the local DeepL stub (server/testing/deepl-stub.ts) as its own process, for the Playwright journeys and
 * for trying 'Traducir al inglés' by hand without a DeepL account or the network:
 *
 *   DEEPL_STUB_PORT=3299 npx tsx scripts/deepl-stub.ts
 *   DEEPL_API_KEY=stub-deepl-key:fx DEEPL_API_URL=http://127.0.0.1:3299 node build/node/main.js
 *
 * GET /__stub/health answers once it listens; POST /__stub/mode {"mode":"quota","times":1} makes the next
 * request fail (quota, busy, error, forbidden, hang, lose-tokens). The key it accepts is DEEPL_STUB_KEY
 * (default stub-deepl-key:fx).
 */
import { startDeeplStub } from "../server/testing/deepl-stub.ts";

const port = Number(process.env.DEEPL_STUB_PORT ?? 3299);
const stub = await startDeeplStub({ port, apiKey: process.env.DEEPL_STUB_KEY });
process.stdout.write(`DeepL stub listening on ${stub.url}\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    void stub.close().then(() => process.exit(0));
  });
}
