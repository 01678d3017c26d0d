import { describe, expect, it } from 'vitest';
import { LISTING_ID_HINT, listingIdInput } from '../../../src/domain/listing-id-input.ts';

describe('a listing id typed or pasted', () => {
  it('reads digits, and the id in an Etsy listing address however it is written', () => {
    expect(listingIdInput(' 1100023757 ')).toEqual({ id: 1100023757 });
    for (const url of [
      'https://www.etsy.com/listing/1100023757/moose-vinyl-sticker',
      'https://www.etsy.com/listing/1100023757/moose-vinyl-sticker?ref=shop_home&variation0=1',
      'http://etsy.com/listing/1100023757',
      'etsy.com/uk/listing/1100023757/moose',
      'https://www.etsy.com/en-gb/listing/1100023757#reviews',
    ])
      expect(listingIdInput(url), url).toEqual({ id: 1100023757 });
  });

  it('says why for anything else, and nothing for an empty field', () => {
    for (const bad of ['abc', '12.5', '-5', '0', '1e9', 'https://example.com/listing/123', 'https://www.etsy.com/shop/MicroDecals'])
      expect(listingIdInput(bad), bad).toEqual({ error: LISTING_ID_HINT });
    expect(listingIdInput('   ')).toBeNull();
  });
});
