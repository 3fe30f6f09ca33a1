/**
 * npm run bench: performance figures, each next to a floor measured in the same run, printed as ratios.
 * Not part of npm test (figures, not timed assertions). Needs a production build (it runs `npm run build`).
 */
import { execSync } from "node:child_process";
import { runCatalogueSearchBench } from "./catalogue-search.ts";
import { runGuideDashboardBench } from "./guide-dashboard.ts";
import { runMessagingBench } from "./messaging.ts";
import { runStartupBench } from "./startup.ts";

const only = process.argv.slice(2);
const wants = (name: string) => only.length === 0 || only.includes(name);

execSync("npm run -s build", { stdio: "inherit" });
if (wants("startup")) await runStartupBench();
if (wants("catalogue")) await runCatalogueSearchBench();
if (wants("messaging")) await runMessagingBench();
if (wants("dashboard")) await runGuideDashboardBench();
