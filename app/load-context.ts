import type { TropaLoadContext } from "../server/http/load-context.ts";

declare module "react-router" {
  interface AppLoadContext extends TropaLoadContext {}
}
