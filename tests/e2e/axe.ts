import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * An axe run on `page` that reports only violations (axe skips collecting every passing node) and, when the
 * page has no frames, runs in the page itself: the default mode opens a blank page per run to merge frame
 * results, which made each run 2-3× slower (measured 2.2-3.5 s against 0.8-0.9 s on /, /viajes and a trip page
 * at 375 px). A page with frames (the dev mailbox's email preview) keeps the default mode, which checks inside them.
 */
function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  return page.frames().length > 1 ? builder : builder.setLegacyMode(true);
}

/**
 * Runs `builder` with every `.below-fold` block rendered. Those blocks are `content-visibility: auto`
 * (`app/app.css`): until they near the viewport Chromium skips their layout and paint, and axe's colour-contrast
 * rule, which finds an element's background by hit-testing, then reads the page behind them and reports contrast
 * failures nobody can see (every page at 375 px). A reader scrolling there gets them rendered, so the audit renders
 * them too (an inline style through the CSSOM, which the page's CSP allows) and puts them back afterwards.
 */
async function analyzeRendered(page: Page, builder: AxeBuilder) {
  const rendered = await page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>(".below-fold")];
    for (const block of blocks) block.style.setProperty("content-visibility", "visible");
    return blocks.length;
  });
  try {
    return await builder.analyze();
  } finally {
    if (rendered > 0 && !page.isClosed()) {
      await page.evaluate(() => {
        for (const block of document.querySelectorAll<HTMLElement>(".below-fold")) {
          block.style.removeProperty("content-visibility");
        }
      });
    }
  }
}

/**
 * Runs axe on the page as it is now (WCAG 2.1 A/AA rules) and fails on any serious or critical violation,
 * listing each rule and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  const builder = axeOn(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder.include(include);
  const { violations } = await analyzeRendered(page, builder);
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

/**
 * The page's structure for screen-reader users (issue 17), whatever axe's impact: headings in order, lists and
 * definition lists well formed, and every control's visible text inside its accessible name.
 */
export async function expectWellFormedOutline(page: Page): Promise<void> {
  const { violations } = await analyzeRendered(
    page,
    axeOn(page).withRules([
      "heading-order",
      "definition-list",
      "dlitem",
      "list",
      "listitem",
      "label-content-name-mismatch",
    ]),
  );
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(found, found.join("\n")).toEqual([]);
}

/** The rule sets the every-page check runs: WCAG 2.0/2.1 A and AA, and axe's best practices. */
export const EVERY_PAGE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * A full axe run on the page as it is now (WCAG 2.1 A/AA and best practices): each serious or critical
 * violation as a readable block (where, the rule and its help, every element with axe's explanation), to be
 * collected over many pages and reported together. `exclude` takes selectors of single nodes that are known
 * false positives (say why where they are passed).
 */
export async function seriousA11yFindings(
  page: Page,
  where: string,
  exclude: string[] = [],
): Promise<string[]> {
  const builder = axeOn(page).withTags(EVERY_PAGE_TAGS);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await analyzeRendered(page, builder);
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) =>
      [
        `${where} — ${v.id} (${v.impact}): ${v.help}`,
        ...v.nodes.map(
          (n) =>
            `    ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? "").replace(/\n\s*/g, " | ")}`,
        ),
      ].join("\n"),
    );
}
