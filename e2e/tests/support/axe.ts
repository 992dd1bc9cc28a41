/** axe-core over the current page, reduced to what the suite fails on (issue 5, "Compliance"). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// axe-core's own types are not a direct dependency of the suite; reached through the builder.
type NodeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]['nodes'][number];

/** The WCAG 2 A and AA rules: the level issue 5 holds every screen to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa'];

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * axe cannot judge text over a gradient: it files it under "incomplete", never a violation, so
 * the contrast of everything over the background glow would go unchecked. The glow is fixed to
 * the viewport, so any text on the page background can scroll under its peak: it is painted flat
 * at that peak colour, the worst case, before axe runs (through the CSSOM, which the CSP allows).
 */
async function flattenGlow(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('[data-testid="background-glow"]').forEach((glow) => {
      const peak = getComputedStyle(glow).backgroundImage.match(/rgba?\([^)]*\)/)?.[0];
      if (peak) glow.style.setProperty('background', peak, 'important');
    });
  });
}

/**
 * Contrast read mid-animation is a fading toast's, not the page's: axe runs once every animation
 * that ends has ended (a toast sliding in, a dialog fading). Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Where a violation is, readable despite styled-components' hashed classes: selector «markup». */
const describeNode = (node: NodeResult): string => {
  const markup = node.html.replace(/\s+/g, ' ');
  return `${node.target.join(' ')} «${markup.length > 90 ? `${markup.slice(0, 90)}…` : markup}»`;
};

/**
 * Serious and critical axe violations on the current page, one readable line each:
 * `rule-id (impact): selector «markup», …`. Without tags every rule runs (best practices included).
 */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  await flattenGlow(page);
  await settleAnimations(page);
  // Legacy mode runs axe.run() in the page itself. The default runs it per frame and then finishes in
  // a new blank page that loads axe again: a second page and a second copy of axe for every audit,
  // about a quarter of the accessibility sweep's time, for cross-origin frames this app never has.
  // resultTypes: only the violations get their nodes' selectors and markup built (axe's documented
  // option for speed); passes and incompletes are still computed, one node each.
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (tags) builder.withTags(tags);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map(describeNode).join(', ')}`,
    );
}
