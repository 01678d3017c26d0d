import { openSignedIn } from './support/admin.ts';
import { adminListingSchema } from '../../src/contracts/admin-listings.ts';
import { dataOf, pageOf } from '../../src/contracts/api.ts';
import { listingSummarySchema } from '../../src/contracts/listing.ts';
import { expect, listingDetails, test } from './support/storefront.ts';
import { ratingText, salesText } from '../../src/domain/reviews.ts';

/** Looks like markup; must show as the characters it is. */
const MARKUP = /<b>great<\/b>/;

test('a listing shows its stars, count and latest reviews as text, and its sales count once the owner turns it on', async ({ page, request }) => {
  // A best seller whose newest review looks like markup (the demo shop's public best seller has one).
  let found: Awaited<ReturnType<typeof listingDetails>> | null = null;
  const bestSellers = pageOf(listingSummarySchema).parse(await (await request.get('/api/unified-stickers?limit=20')).json()).data;
  for (const listing of bestSellers) {
    const details = await listingDetails(request, listing.etsyListingId);
    if (details.reviews?.latest.some((r) => MARKUP.test(r.text))) {
      found = details;
      break;
    }
  }
  expect(found, 'a listing with a markup-looking review').not.toBeNull();
  const { etsyListingId: id, slug, reviews } = found!;
  const reviewsOf = () => page.getByRole('dialog').getByRole('region', { name: 'Reviews' });

  // On a phone, then on a desktop: the listing's own page opens with its modal.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${slug}`);
  await expect(reviewsOf().getByText(ratingText(reviews!.rating!))).toBeVisible();
  const markupReview = reviewsOf().getByText(MARKUP);
  await markupReview.scrollIntoViewIfNeeded();
  await expect(markupReview).toBeVisible();
  await expect(reviewsOf().locator('.review-text b')).toHaveCount(0);
  await expect(reviewsOf().getByRole('listitem')).toHaveCount(reviews!.latest.length);
  await expect(reviewsOf().locator('.sales-count')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(reviewsOf().getByText(ratingText(reviews!.rating!))).toBeVisible();

  // The owner shows sales counts: the listing's live details carry it. Only the owner's record says how many it sold.
  await openSignedIn(page);
  const sold = dataOf(adminListingSchema).parse(await (await page.request.get(`/api/admin/listings/${id}`)).json()).data.total_sales_volume;
  expect(sold).toBeGreaterThan(0);
  const salesSetting = page.getByRole('region', { name: 'Shop settings' }).getByLabel('Show sales count on listings');
  await expect(salesSetting).toBeEnabled();
  await expect(salesSetting).not.toBeChecked();
  await salesSetting.check();
  await expect(page.getByRole('region', { name: 'Shop settings' }).getByRole('status')).toHaveText('Sales counts are shown on listings.');
  try {
    await page.goto(`/${slug}`);
    await expect(reviewsOf().getByText(salesText(sold))).toBeVisible();
  } finally {
    // The other journeys read the shop as seeded.
    const origin = new URL(page.url()).origin;
    expect((await page.request.put('/api/admin/shop-settings', { data: { showSalesCount: false }, headers: { Origin: origin } })).ok()).toBe(true);
  }
});
