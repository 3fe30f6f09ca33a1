/**
 * Lets the browser paint the server-rendered page before it fetches and runs the hydration scripts.
 *
 * React Router's `<Scripts />` emits `<link rel="modulepreload">` tags (hoisted into <head> by React) and one
 * inline `<script type="module" async>` that imports the route modules and starts hydration; the root layout
 * adds a `<link rel="preload" as="fetch">` for the page language's translations, which hydration waits for. On a fast
 * connection the modules arrive before the first frame and hydration runs first, holding the first paint
 * back until every script is downloaded and evaluated. This rewrite removes the preload tags and replaces the
 * module script with a small classic script that, once the first contentful paint has been shown, adds the same
 * preloads (the translations first, one per task) and then the same module script. The page, the scripts and hydration are unchanged; only the order is:
 * HTML and CSS paint first, JavaScript follows. A hidden tab (no frames) starts at once.
 *
 * With `intlWarmup` (a same-origin path), the loader also starts the Intl warm-up worker as soon as it is parsed,
 * before the first frame (intl-warmup.server.ts), so the formatters hydration builds are ready by the time the
 * scripts run (started after the first frame, it sometimes finished too late).
 */
const PRELOAD_TAG = /<link rel="(modulepreload|preload)" (as="fetch" )?href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT = /<script (?:nonce="[^"]*" )?type="module" async="">([\s\S]*?)<\/script>/;
/** A nonce is base64: anything else is not written into the page. */
const NONCE = /^[A-Za-z0-9+/=_-]{8,128}$/;

/** Safe inside an inline <script>: no "</script>", no HTML comment openers. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The longest the loader waits for the first contentful paint before it starts the scripts anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/** Preload tags added per task (see the loader script). */
const PRELOADS_PER_TASK = 1;

/** A preload to add back: a module, or data the entry fetches before hydrating (as="fetch"). */
type Preload = { href: string; fetch: boolean };

/** A same-origin path (the Intl warm-up worker's): anything else is not written into the page. */
const SAME_ORIGIN_PATH = /^\/(?!\/)[A-Za-z0-9/._-]+$/;

function loaderScript(preloads: Preload[], moduleSource: string, nonce?: string, worker?: string): string {
  const modules = preloads.filter((p) => !p.fetch).map((p) => p.href);
  const data = preloads.filter((p) => p.fetch).map((p) => p.href);
  const signed = nonce && NONCE.test(nonce) ? nonce : undefined;
  const warmup = worker && SAME_ORIGIN_PATH.test(worker) ? worker : undefined;
  return (
    `<script${signed ? ` nonce="${signed}"` : ""}>(()=>{` +
    // The Intl warm-up worker (intl-warmup.server.ts) starts with the page and works on its own thread.
    (warmup
      ? `try{const worker=new Worker(${scriptLiteral(warmup)});worker.onmessage=()=>worker.terminate()}catch{}`
      : "") +
    "let started=false;const start=()=>{if(started)return;started=true;" +
    `const add=(href,fetched)=>{const link=document.createElement("link");link.href=href;` +
    'if(fetched){link.rel="preload";link.as="fetch";link.crossOrigin="anonymous"}else link.rel="modulepreload";' +
    "document.head.append(link)};" +
    `const queue=[...${scriptLiteral(data)}.map((href)=>[href,true]),...${scriptLiteral(modules)}.map((href)=>[href,false])];` +
    // One tag per task: each preload costs the main thread a request set-up (0.5-1 ms idle, 3-10 ms during the
    // load under Lighthouse's tracing); sixteen in one go, then four per task, still made tasks long enough to
    // count as blocking time under its 4x simulated CPU (paint-before-hydration.md). A hidden
    // tab takes them all at once (its timers are throttled to one a second, and nobody is waiting on its frames).
    'const step=()=>{const n=document.visibilityState==="hidden"?queue.length:' +
    `${PRELOADS_PER_TASK};for(const [href,fetched] of queue.splice(0,n))add(href,fetched);` +
    "if(queue.length){setTimeout(step,0);return}" +
    'const script=document.createElement("script");script.type="module";' +
    (signed ? `script.nonce=${scriptLiteral(signed)};` : "") +
    `script.textContent=${scriptLiteral(moduleSource)};document.body.append(script)};step()};` +
    // Visible: after the next frame, and once the first contentful paint has been shown (its Paint Timing entry,
    // buffered if it came first), so the CSS, the font and the hero image have the connection to themselves until
    // then. The frame alone came too soon: its callback runs before that frame is painted and shown, so the
    // scripts' requests still raced the first paint. Without Paint Timing the frame is enough; a page that never
    // paints text or an image starts FIRST_PAINT_WAIT_MS later all the same. A hidden tab (no frames) starts at once.
    'if(document.visibilityState==="hidden")start();else requestAnimationFrame(()=>{const later=()=>setTimeout(start,0);' +
    'try{if(PerformanceObserver.supportedEntryTypes.includes("paint")){' +
    'new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){' +
    `observer.disconnect();later()}}).observe({type:"paint",buffered:true});setTimeout(start,${FIRST_PAINT_WAIT_MS});return}}` +
    "catch{}later()});" +
    'document.addEventListener("visibilitychange",start,{once:true})})()</script>'
  );
}

/**
 * Rewrites the document (or the part of it that holds the hydration module script). Returns null when there is none
 * (the caller then leaves the document as it is).
 */
export function deferHydrationScripts(html: string, nonce?: string, intlWarmup?: string): string | null {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return null;
  const preloads: Preload[] = [];
  const before = html
    .slice(0, script.index)
    .replace(PRELOAD_TAG, (tag, rel: string, asFetch: string | undefined, href: string) => {
      // Other preloads (images, fonts) belong to the first paint and stay where they are.
      if (rel === "preload" && !asFetch) return tag;
      if (!preloads.some((p) => p.href === href)) preloads.push({ href, fetch: Boolean(asFetch) });
      return "";
    });
  const after = html.slice(script.index + script[0].length);
  return before + loaderScript(preloads, script[1] ?? "", nonce, intlWarmup) + after;
}

/**
 * The same rewrite on the page's bytes (UTF-8), without decoding and re-encoding the whole page: the bytes are
 * read as a one-byte string (latin1: one character per byte, and back to the same bytes), which is enough since
 * everything the rewrite looks for and writes is ASCII, and ASCII bytes never occur inside a multi-byte UTF-8
 * character. Returns the bytes unchanged when there is no module script.
 */
export function deferHydrationScriptsInBytes(
  page: Buffer<ArrayBuffer>,
  nonce?: string,
  intlWarmup?: string,
): Buffer<ArrayBuffer> {
  const rewritten = deferHydrationScripts(page.toString("latin1"), nonce, intlWarmup);
  return rewritten === null ? page : Buffer.from(rewritten, "latin1");
}
