import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// WCAG 2.1 level A and AA, the rules the site promises to meet.
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const BLOCKING = new Set(["serious", "critical"]);

/** The two widths every screen is checked at: a laptop and a phone. */
export const A11Y_VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

function summary(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
        .join("\n");
      const more = violation.nodes.length > 5 ? `\n    …and ${violation.nodes.length - 5} more` : "";
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} nodes)\n${nodes}${more}`;
    })
    .join("\n");
}

/**
 * Waits (at most 3 s) for the page's finite animations and transitions to end. axe reads colours
 * as they are drawn: a toast caught fading in or out has a contrast it never rests at, which
 * failed checks at random. Endless ones (a spinner) are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

async function blockingViolations(page: Page): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself: the default opens a blank page per analysis to
  // merge frames' results (the site has no frames), which cost two thirds of every check's time
  // on two cores. Passes and incomplete results are not read, so axe gathers one node of each
  // rather than every node; violations are reported in full either way.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_21_AA)
    .setLegacyMode()
    .analyze();
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
}

/**
 * Runs axe-core's WCAG 2.1 A/AA rules on the page as it is now, at both widths (the state on
 * screen, an open dialog or a toast, is kept: only the viewport changes), and fails on any
 * serious or critical violation with a readable list of them.
 */
export async function expectNoA11yViolations(page: Page, label: string): Promise<void> {
  // The check's own time is not the scenario's: each call extends the test's budget.
  test.info().setTimeout(test.info().timeout + 20_000);
  const original = page.viewportSize();
  await test.step(`accessibility: ${label}`, async () => {
    for (const viewport of A11Y_VIEWPORTS) {
      await page.setViewportSize(viewport);
      await animationsSettled(page);
      let blocking = await blockingViolations(page);
      // Something can start moving while axe reads the page: a toast's 5 s timer ran out during
      // a check on a loaded machine, and axe read its text half faded. A violation must hold once
      // the page is still again; one that does is reported as before.
      if (blocking.length > 0) {
        await animationsSettled(page);
        blocking = await blockingViolations(page);
      }
      expect(blocking.length, `${label} at ${viewport.width}x${viewport.height}:\n${summary(blocking)}`).toBe(0);
    }
  });
  if (original) await page.setViewportSize(original);
}
