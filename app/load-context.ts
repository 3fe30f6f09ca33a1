import type { TropaLoadContext } from "../server/http/load-context.ts";

declare module "react-router" {
  // biome-ignore lint/suspicious/noEmptyInterface: augments React Router's context with ours
  interface AppLoadContext extends TropaLoadContext {}
}
