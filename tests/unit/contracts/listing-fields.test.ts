import { describe, expect, it } from 'vitest';
import { BUILDER_LISTING_FIELDS, LISTING_FIELDS, listingFieldsQuery, pickListingFields } from '../../../src/contracts/listing-fields.ts';
import type { ListingSummary } from '../../../src/contracts/listing.ts';

describe('listingFieldsQuery', () => {
  it("reads known names in the summary's order, without repeats or blanks", () => {
    expect(listingFieldsQuery.parse(' svgPath, title,,title ')).toEqual(['title', 'svgPath']);
  });

  it('refuses unknown names, naming each, and an empty list', () => {
    const unknown = listingFieldsQuery.safeParse('title,secret,price_cents');
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues.map((i) => i.message)).toEqual(['Unknown fields: secret, price_cents']);
    expect(listingFieldsQuery.safeParse('nope').error?.issues.map((i) => i.message)).toEqual(['Unknown field: nope']);
    expect(listingFieldsQuery.safeParse(' , ').success).toBe(false);
  });

  it('knows every field of the builder shape', () => {
    expect(BUILDER_LISTING_FIELDS.every((field) => LISTING_FIELDS.includes(field))).toBe(true);
  });
});

describe('pickListingFields', () => {
  it('keeps only the fields given, nulls included', () => {
    const summary = { etsyListingId: 1, title: 'T-Rex', svgPath: null, description: 'long text' } as unknown as ListingSummary;
    expect(pickListingFields(summary, ['etsyListingId', 'svgPath'])).toEqual({ etsyListingId: 1, svgPath: null });
  });
});
