import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { RawMoney } from '../../../src/contracts/listing.ts';
import { MARKETPLACE_NAME, PRICE_FALLBACK_TEXT, formatMoney, priceFrom, priceText, usdInCents } from '../../../src/domain/price.ts';

describe('formatMoney', () => {
  it('divides the amount by the divisor and shows the currency symbol', () => {
    expect(formatMoney(499, 100, 'USD')).toBe('$4.99');
    expect(formatMoney(1250, 100, 'EUR')).toBe('€12.50');
    expect(formatMoney(800, 100, 'GBP')).toBe('£8.00');
  });

  it('takes the decimals from the currency, not from the divisor', () => {
    expect(formatMoney(4.99, 1, 'USD')).toBe('$4.99');
    expect(formatMoney(4990, 1000, 'USD')).toBe('$4.99');
    expect(formatMoney(5, 1, 'USD')).toBe('$5.00');
    expect(formatMoney(500, 1, 'JPY')).toBe('¥500');
    expect(formatMoney(4990, 1000, 'KWD')).toBe('4.990 KWD');
  });

  it("rounds to the currency's decimals", () => {
    expect(formatMoney(4.999, 1, 'USD')).toBe('$5.00');
    expect(formatMoney(49999, 10000, 'EUR')).toBe('€5.00');
    expect(formatMoney(499, 100, 'JPY')).toBe('¥5');
  });

  it('writes the symbols of the shop currencies before the number', () => {
    expect(formatMoney(499, 100, 'CAD')).toBe('CA$4.99');
    expect(formatMoney(499, 100, 'AUD')).toBe('A$4.99');
    expect(formatMoney(499, 100, 'usd')).toBe('$4.99');
  });

  it('groups thousands', () => {
    expect(formatMoney(123450, 100, 'USD')).toBe('$1,234.50');
  });

  it('writes a currency without a symbol of its own, or an unknown code, after the number', () => {
    expect(formatMoney(499, 100, 'CHF')).toBe('4.99 CHF');
    expect(formatMoney(499, 100, 'XYZ')).toBe('4.99 XYZ');
    expect(formatMoney(499, 100, 'dollars')).toBe('4.99 DOLLARS');
  });
});

describe('priceFrom', () => {
  it('computes the price as amount / divisor', () => {
    const result = priceFrom({ amount: 499, divisor: 100, currency_code: 'USD' });
    expect(result.hasPriceFallback).toBe(false);
    if (result.hasPriceFallback) return;
    expect(result.price).toEqual({ amount: 499, divisor: 100, currency: 'USD', value: 4.99, formatted: '$4.99', source: 'offering' });
  });

  it('keeps the marketplace formatted text when it is given', () => {
    const result = priceFrom({ amount: 499, divisor: 100, currency_code: 'USD', formatted: 'US$4.99' });
    expect(priceText(result)).toBe('US$4.99');
  });

  it('formats the price itself when the formatted text is missing', () => {
    expect(priceText(priceFrom({ amount: 1299, divisor: 100, currency_code: 'USD' }))).toBe('$12.99');
  });

  it('shows amount 4.99 with divisor 1 as $4.99, not $5', () => {
    const result = priceFrom({ amount: 4.99, divisor: 1, currency_code: 'USD' });
    expect(priceText(result)).toBe('$4.99');
    expect(result.hasPriceFallback === false && result.price.value).toBe(4.99);
  });

  it('assumes US dollars when the currency is missing', () => {
    const result = priceFrom({ amount: 300, divisor: 100 });
    expect(result.hasPriceFallback === false && result.price.currency).toBe('USD');
    expect(priceText(result)).toBe('$3.00');
  });

  it('records where the price came from', () => {
    const result = priceFrom({ amount: 300, divisor: 100 }, 'listing');
    expect(result.hasPriceFallback === false && result.price.source).toBe('listing');
  });

  it('shows a free item priced at zero', () => {
    expect(priceText(priceFrom({ amount: 0, divisor: 100 }))).toBe('$0.00');
  });

  it.each<[string, RawMoney | null | undefined]>([
    ['no money at all', null],
    ['undefined money', undefined],
    ['an empty money object', {}],
    ['a missing amount', { divisor: 100, formatted: '$4.99' }],
    ['a missing divisor', { amount: 499, formatted: '$4.99' }],
    ['a null amount', { amount: null, divisor: 100 }],
    ['a null divisor', { amount: 499, divisor: null }],
    ['a non-numeric amount', { amount: 'abc', divisor: 100 }],
    ['an empty-string amount', { amount: '', divisor: 100 }],
    ['a NaN amount', { amount: Number.NaN, divisor: 100 }],
    ['an infinite amount', { amount: Number.POSITIVE_INFINITY, divisor: 100 }],
    ['a boolean amount', { amount: true, divisor: 100 }],
    ['an object amount', { amount: { value: 499 }, divisor: 100 }],
    ['a zero divisor', { amount: 499, divisor: 0 }],
    ['a negative divisor', { amount: 499, divisor: -100 }],
    ['a non-numeric divisor', { amount: 499, divisor: 'cents' }],
    ['a negative amount', { amount: -499, divisor: 100 }],
  ])('falls back to See Etsy with %s', (_label, money) => {
    const result = priceFrom(money);
    expect(result.hasPriceFallback).toBe(true);
    expect(priceText(result)).toBe('See Etsy');
  });

  it('keeps the original money value when it falls back', () => {
    const money = { amount: 'abc', divisor: 100, formatted: '$4.99' };
    const result = priceFrom(money);
    expect(result.hasPriceFallback && result.original).toBe(money);
    expect(priceFrom(null)).toEqual({ hasPriceFallback: true, display: 'See Etsy', original: null });
    expect(priceFrom(undefined)).toEqual({ hasPriceFallback: true, display: 'See Etsy', original: null });
  });

  it('names the marketplace in the fall-back text', () => {
    expect(MARKETPLACE_NAME).toBe('Etsy');
    expect(PRICE_FALLBACK_TEXT).toBe('See Etsy');
  });

  it('never multiplies a price by anything: a pack is priced once', () => {
    // The offering of a 5-pack costs 10.00; the shopper sees 10.00, not 50.00.
    const result = priceFrom({ amount: 1000, divisor: 100, currency_code: 'USD' });
    expect(result.hasPriceFallback === false && result.price.value).toBe(10);
    expect(priceText(result)).toBe('$10.00');
  });
});

describe('usdInCents (US dollars without building an Intl formatter)', () => {
  const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  it('writes every whole-cent amount exactly as Intl does, from any divisor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(1, 10, 100), (amount, divisor) => {
        const value = amount / divisor;
        expect(usdInCents(value)).toBe(intl.format(value));
      }),
    );
    expect(usdInCents(1234.5)).toBe('$1,234.50');
    expect(usdInCents(0)).toBe('$0.00');
    expect(usdInCents(1_000_000)).toBe('$1,000,000.00');
  });

  it('leaves to Intl what is not whole cents, negative or beyond exact integers', () => {
    expect(usdInCents(4.995)).toBeNull();
    expect(usdInCents(-1)).toBeNull();
    expect(usdInCents(Number.MAX_SAFE_INTEGER)).toBeNull();
    expect(usdInCents(Number.NaN)).toBeNull();
    // formatMoney still writes them, through Intl.
    expect(formatMoney(4995, 1000, 'USD')).toBe(intl.format(4.995));
  });
});
