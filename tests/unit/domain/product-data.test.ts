import { describe, expect, it } from 'vitest';
import { breadcrumbData, breadcrumbTrail, MATERIAL, productData, returnPolicy, shippingDetails, type JsonLd } from '../../../src/domain/product-data.ts';
import { RETURNS, SHIPPING } from '../../../src/domain/shop-policies.ts';
import { colorsOf, listingSummary, sizesOf } from '../../fixtures/scene-listings.ts';

const PRICE = { amount: 399, divisor: 100, currency: 'USD', value: 3.99, formatted: '$3.99', source: 'offering' as const };
const priced = listingSummary({
  etsyListingId: 1001,
  title: 'T-Rex Skull',
  description: 'A T-Rex skull </script> decal.',
  category: 'Dinosaur Stickers',
  price: PRICE,
  hasPriceFallback: false,
  priceText: '$3.99',
});
const input = (listing = priced) => ({
  listing,
  url: 'https://shop.example/t-rex-skull-vinyl-decal',
  image: 'https://shop.example/artwork/dinosaurs/1001.svg',
  sku: 'TREX-1',
  shopName: 'Micro Decals',
});
const offerOf = (product: JsonLd | null) => product?.offers as JsonLd;

describe('productData', () => {
  it('gives no Product, and so no Offer, to a listing without a trusted price', () => {
    const seeEtsy = listingSummary({ etsyListingId: 1002, price: null, hasPriceFallback: true, priceText: 'See Etsy' });
    expect(productData(input(seeEtsy))).toBeNull();
  });

  it('prices the Offer with the trusted price, in its currency, never with the fallback text', () => {
    const offer = offerOf(productData(input()));
    expect(offer).toMatchObject({ '@type': 'Offer', price: '3.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' });
    expect(offer.url).toBe('https://www.etsy.com/listing/1001');
  });

  it("prices the size the listing opens on when the listing gives that size's price", () => {
    const listing = { ...priced, sizes: priced.sizes.map((s) => ({ ...s, price: s.name === 'MICRO' ? 4.5 : 6 })) };
    expect(offerOf(productData(input(listing))).price).toBe('4.50');
  });

  it('names the shop as the brand and vinyl as the material', () => {
    expect(productData(input())).toMatchObject({ brand: { '@type': 'Brand', name: 'Micro Decals' }, material: MATERIAL });
    expect(MATERIAL).toBe('Vinyl');
  });

  it('carries the colour and size the modal opens on: MICRO and the Black match', () => {
    expect(productData(input())).toMatchObject({ color: 'Black', size: 'MICRO' });
    const noMicro = {
      ...priced,
      ...sizesOf([
        { name: 'SMALL', width: 4, height: 2 },
        { name: 'NANO', width: 1, height: 0.5 },
      ]),
      colorVariations: colorsOf(['Red', 'Gold Metallic']),
    };
    // Without MICRO the smallest size; without Black the first colour (the spec's colour match order).
    expect(productData(input(noMicro))).toMatchObject({ color: 'Red', size: 'NANO' });
  });

  it('leaves colour and size out when the listing offers none', () => {
    const plain = { ...priced, sizeVariations: [], colorVariations: [] };
    const product = productData(input(plain))!;
    expect(product).not.toHaveProperty('color');
    expect(product).not.toHaveProperty('size');
  });

  it("takes the Offer's shipping and returns from the shop's one policies source", () => {
    const offer = offerOf(productData(input()));
    expect(offer.shippingDetails).toEqual(shippingDetails(SHIPPING));
    expect(offer.hasMerchantReturnPolicy).toEqual(returnPolicy(RETURNS, SHIPPING.country));
    expect(offer.shippingDetails).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', value: SHIPPING.cost, currency: SHIPPING.currency },
      shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'US' },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime',
        handlingTime: { minValue: 1, maxValue: 2, unitCode: 'DAY' },
        transitTime: { minValue: 3, maxValue: 5, unitCode: 'DAY' },
      },
    });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'US',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: RETURNS.days,
    });
  });

  it('follows a change of policy everywhere it is read', () => {
    const product = productData({
      ...input(),
      shipping: { ...SHIPPING, cost: 2.5, transitDays: { min: 2, max: 4 } },
      returns: { days: 14, returnShippingPaidBy: 'shop' },
    });
    const offer = offerOf(product);
    expect(offer.shippingDetails).toMatchObject({ shippingRate: { value: 2.5 }, deliveryTime: { transitTime: { minValue: 2, maxValue: 4 } } });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({ merchantReturnDays: 14, returnFees: 'https://schema.org/FreeReturn' });
  });

  it('merges the ratings it is given, and has none of its own', () => {
    expect(productData(input())).not.toHaveProperty('aggregateRating');
    const aggregateRating = { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 12, bestRating: 5 };
    expect(productData({ ...input(), ratings: { aggregateRating } })).toMatchObject({ aggregateRating });
  });
});

describe('the way back from a listing', () => {
  it('leads Home, then to the category on the home grid, then names the listing', () => {
    expect(breadcrumbTrail({ title: 'T-Rex Skull', category: 'Police/Military/Fire' })).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Police/Military/Fire', href: '/?category=police-military-fire' },
      { name: 'T-Rex Skull', href: null },
    ]);
  });

  it('is a BreadcrumbList of absolute URLs, the listing last at its own page', () => {
    const data = breadcrumbData(
      { title: 'T-Rex Skull', category: 'Dinosaur Stickers' },
      'https://shop.example/',
      'https://shop.example/t-rex-skull-vinyl-decal',
    );
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Dinosaur Stickers', item: 'https://shop.example/?category=dinosaur-stickers' },
        { '@type': 'ListItem', position: 3, name: 'T-Rex Skull', item: 'https://shop.example/t-rex-skull-vinyl-decal' },
      ],
    });
  });
});
