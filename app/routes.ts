import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/** File-based routes (app/routes/*): each feature adds its own files, no central list to edit. */
export default flatRoutes() satisfies RouteConfig;
