import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (server/http/security-headers.ts), given by the server entry
 * to the few inline scripts the app writes itself. In the browser there is none: the scripts already ran.
 */
const CspNonceContext = createContext<string | undefined>(undefined);

export const CspNonceProvider = CspNonceContext.Provider;

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * zod compiles object schemas with `new Function` when the page allows it, probing for that as each schema
 * module loads. The policy allows no eval: the probe would be refused and reported as a violation, and zod
 * would fall back anyway. This classic script in <head> runs before any module and sets zod's global
 * configuration (read by every copy of zod on the page) to skip it.
 */
export function ZodWithoutEval() {
  const nonce = useCspNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "globalThis.__zod_globalConfig={jitless:true};" }}
    />
  );
}
