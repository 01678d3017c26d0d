import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations axe finds on the page as it is now, one line each; with
 * `include`, only in those parts (what changed since a whole-page run: a modal opened over it).
 */
export async function seriousViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  // Our pages have no frames, so axe runs in the page itself: the default (frame-by-frame) mode
  // finishes each run in a new blank page, which cost 2-3 s a run. Only violations are read.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include) axe.include(selector);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}
