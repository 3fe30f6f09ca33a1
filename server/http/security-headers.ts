import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Config } from "../config/load-config.ts";

/** Where the payment provider's pages live: forms that start a checkout or onboarding redirect there. */
const PAYMENT_ORIGINS: Record<Config["PAYMENT_PROVIDER"], string[]> = {
  simulated: [],
  stripe: ["https://checkout.stripe.com", "https://connect.stripe.com"],
};

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/** One year, as the HSTS preload list asks; only in production (a local http:// start must keep working). */
export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Security headers on every response, errors included (docs/ARCHITECTURE.md, Security):
 * a strict Content-Security-Policy whose scripts run only from this site or with this response's nonce (React
 * Router's inline scripts carry it: see app/entry.server.tsx), images and connections only from the site and
 * the configured storage, forms posting only here and to the payment provider, no framing, nosniff, a
 * referrer policy, a permissions policy and, in production, HSTS. A handler that sets its own
 * Content-Security-Policy (a stored file served sandboxed) keeps it.
 *
 * In development Vite injects unsigned inline scripts and a hot-reload socket, so scripts are not restricted
 * there; every other header is the same.
 */
export function securityHeaders(
  config: Pick<Config, "isProduction" | "PAYMENT_PROVIDER" | "S3_PUBLIC_URL" | "appUrl">,
  mode: "development" | "production",
): MiddlewareHandler {
  const storage = originOf(config.S3_PUBLIC_URL);
  const app = new URL(config.appUrl);
  const socket = `${app.protocol === "https:" ? "wss:" : "ws:"}//${app.host}`;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: mode === "production" ? ["'self'", NONCE] : ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
      // React's style attributes and the email preview's inline styles; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...storage],
      fontSrc: ["'self'", "data:"],
      connectSrc: mode === "production" ? ["'self'", socket] : ["'self'", "ws:", "wss:"],
      mediaSrc: ["'self'", ...storage],
      // The dev mailbox previews an email in a srcdoc frame; nothing else is framed.
      frameSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...PAYMENT_ORIGINS[config.PAYMENT_PROVIDER]],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: "DENY",
    referrerPolicy: "strict-origin-when-cross-origin",
    strictTransportSecurity: config.isProduction ? HSTS : false,
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      bluetooth: [],
      hid: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      browsingTopics: [],
    },
    overwrite: false,
  });
}
