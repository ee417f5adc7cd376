import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// wcag22aa brings "target-size": a control at least 24 px, or that far from its neighbours.
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * The page's axe-core violations of the WCAG 2.0, 2.1 and 2.2 A and AA rules, each as
 * "rule: help — nodes", so a failure names the rule and the elements. @axe-core/playwright needs
 * a page from browser.newContext().
 */
export async function violationsOf(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(" ")} :: ${n.failureSummary?.replace(/\s+/g, " ")}`).join(" | ")}`,
  );
}
