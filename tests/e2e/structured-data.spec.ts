import { expect, test, type APIRequestContext } from '@playwright/test';
import Validator, { type ExtractedData, type ValidationIssue } from '@adobe/structured-data-validator';

/**
 * Every listing page's schema.org data under Google's rich-result rules, as @adobe/structured-data-validator
 * checks them (Product, Offer, OfferShippingDetails, MerchantReturnPolicy, BreadcrumbList...), on the
 * pages as the site serves them. No browser: the journey reads the HTML.
 */

type Json = Record<string, unknown>;

/** Every public listing as the list API answers it, unparsed: a field added later (a rating) is seen too. */
async function rawListings(request: APIRequestContext): Promise<Json[]> {
  const listings: Json[] = [];
  for (let page = 1; ; page++) {
    const body = (await (await request.get(`/api/unified-stickers?limit=999&page=${page}`)).json()) as { data: Json[]; pagination: { hasNext: boolean } };
    listings.push(...body.data);
    if (!body.pagination.hasNext) return listings;
  }
}

/** The page's JSON-LD blocks, as the extractor the validator expects would give them: by root type. */
function jsonLdOf(html: string): NonNullable<ExtractedData['jsonld']> {
  const byType: Record<string, Json[]> = {};
  for (const [, text] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const item = JSON.parse(text!) as Json;
    (byType[String(item['@type'])] ??= []).push(item);
  }
  return byType;
}

/** How many ratings a listing has, whatever the reviews' field is called (none before reviews are mirrored). */
function ratingCount(listing: Json): number {
  const rating = listing.rating as Json | null | undefined;
  const count = rating?.count ?? listing.reviewCount ?? listing.review_count ?? listing.rating_count ?? 0;
  return typeof count === 'number' ? count : 0;
}

const nonEmpty = (listing: Json, field: string) => Array.isArray(listing[field]) && (listing[field] as unknown[]).length > 0;

test('every listing page has valid Product and breadcrumb data, with brand, material, colour, size, shipping and returns', async ({ request }) => {
  const listings = await rawListings(request);
  expect(listings.length).toBeGreaterThan(100);
  const validator = new Validator();
  const errors: string[] = [];
  const missing: string[] = [];
  let products = 0;
  let withoutPrice = 0;

  // A few pages at a time: the local Worker shares two cores with everything else.
  for (let i = 0; i < listings.length; i += 8) {
    await Promise.all(
      listings.slice(i, i + 8).map(async (listing) => {
        const path = `/${String(listing.slug)}`;
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const jsonld = jsonLdOf(await response.text());
        const issues: ValidationIssue[] = await validator.validate({ jsonld: structuredClone(jsonld) });
        for (const issue of issues.filter((x) => x.severity === 'ERROR')) errors.push(`${path} ${issue.rootType ?? ''}: ${issue.issueMessage}`);

        expect(jsonld.BreadcrumbList?.[0]?.itemListElement, `${path} breadcrumb`).toHaveLength(3);
        const product = jsonld.Product?.[0];
        if (listing.price === null) {
          // No trusted price: no Product (Google's merchant rules want an Offer with a price), never an Offer without one.
          withoutPrice++;
          expect(product, `${path} has no price but Product data`).toBeUndefined();
          return;
        }
        products++;
        const offer = (product?.offers ?? {}) as Json;
        const expected: [string, unknown, boolean][] = [
          ['brand', product?.brand, true],
          ['material', product?.material, true],
          ['color', product?.color, nonEmpty(listing, 'colorVariations')],
          ['size', product?.size, nonEmpty(listing, 'sizeVariations')],
          ['offers.price', offer.price, true],
          ['offers.shippingDetails', offer.shippingDetails, true],
          ['offers.hasMerchantReturnPolicy', offer.hasMerchantReturnPolicy, true],
          ['aggregateRating', product?.aggregateRating, ratingCount(listing) > 0],
        ];
        for (const [field, value, due] of expected) if (due && (value === undefined || value === null || value === '')) missing.push(`${path} ${field}`);
      }),
    );
  }

  expect(errors).toEqual([]);
  expect(missing).toEqual([]);
  // The demo shop has both kinds: the check above ran on each.
  expect(products).toBeGreaterThan(100);
  expect(withoutPrice).toBeGreaterThan(0);
});
