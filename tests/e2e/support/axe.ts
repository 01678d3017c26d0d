import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The serious and critical violations axe finds on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}
