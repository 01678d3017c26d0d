import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical violations axe finds on the page as it is now, one line each; with
 * `include`, only in those parts (what changed since a whole-page run: a modal opened over it).
 */
export async function seriousViolations(page: Page, include: readonly string[] = []): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  for (const selector of include) axe.include(selector);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}
