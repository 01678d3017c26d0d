import type { Request } from '@playwright/test';
import { listingPageTitle, truncateTitle } from '../../src/domain/catalogue.ts';
import type { AnalyticsEvent } from '../../src/contracts/events.ts';
import { cardIds, cardOf, expect, openStorefront, publicListings, test } from './support/storefront.ts';

/** Events are sent in batches at most this long after the first one (analytics.ts). */
const FLUSH_MS = 5000;

test.describe('shopper analytics', () => {
  test('BUY IT NOW sends a marketplace_click event with the title cut at 20 characters', async ({ page, context, request }) => {
    const listings = await publicListings(request);
    // The marketplace stays outside the test: its page is answered here.
    await context.route('https://www.etsy.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Etsy</title>' }));
    await page.clock.install();
    await openStorefront(page);
    const [id] = await cardIds(page, 1);
    const listing = listings.find((l) => l.id === id)!;
    expect(listing.title.length).toBeGreaterThan(20);

    const batches: Request[] = [];
    page.on('request', (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/events' && batches.push(r));
    const eventsSent = () => batches.flatMap((r) => (r.postDataJSON() as { events: AnalyticsEvent[] }).events);

    await cardOf(page, listing.id).click();
    const buy = page.getByRole('dialog', { name: listingPageTitle(listing.title), exact: true }).getByRole('link', { name: 'BUY IT NOW' });
    const popup = page.waitForEvent('popup');
    await buy.click();
    expect((await popup).url()).toBe(await buy.getAttribute('href'));

    // The batch leaves when the page hides or after FLUSH_MS, whichever comes first.
    await page.clock.fastForward(FLUSH_MS + 1000);
    await expect
      .poll(() => eventsSent().find((e) => e.type === 'marketplace_click'))
      .toMatchObject({ name: 'buy_it_now', listingId: listing.id, title: truncateTitle(listing.title) });
    const click = eventsSent().find((e) => e.type === 'marketplace_click')!;
    expect(click.title).toBe(`${listing.title.slice(0, 20).trimEnd()}...`);
    const batch = batches.find((r) => r.postData()?.includes('marketplace_click'))!;
    expect((await batch.response())?.status(), 'the Worker accepts the batch').toBe(202);
  });
});
