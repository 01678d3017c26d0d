/**
 * @module price
 * Prices from marketplace offerings (Money: amount / divisor) and the 'See Etsy' fall-back.
 */
import type { Price, RawMoney } from '../contracts/listing.ts';

/** The marketplace's name as shoppers see it. */
export const MARKETPLACE_NAME = 'Etsy';
/** What a listing shows instead of a price it cannot trust. */
export const PRICE_FALLBACK_TEXT = `See ${MARKETPLACE_NAME}`;

export type PriceResult =
  | { hasPriceFallback: false; price: Price }
  | { hasPriceFallback: true; display: string; original: RawMoney | null };

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', CAD: 'CA$', AUD: 'A$', EUR: '€', GBP: '£' };

/**
 * Formats a money value for display.
 * @example formatMoney(499, 100, 'USD') // '$4.99'
 */
export function formatMoney(amount: number, divisor: number, currency: string): string {
  const value = amount / divisor;
  const digits = Math.max(0, Math.round(Math.log10(divisor)));
  const symbol = CURRENCY_SYMBOLS[currency];
  const text = value.toFixed(digits);
  return symbol ? `${symbol}${text}` : `${text} ${currency}`;
}

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/**
 * Reads a price: shown only when the amount is numeric and a positive divisor exists; otherwise the
 * listing falls back to the marketplace, keeping the original value. A pack's price is the offering's
 * price once, never multiplied by the pack count.
 * @example priceFrom({ amount: 499, divisor: 100, currency_code: 'USD' }).hasPriceFallback // false
 */
export function priceFrom(money: RawMoney | null | undefined, source: Price['source'] = 'offering'): PriceResult {
  const amount = asNumber(money?.amount);
  const divisor = asNumber(money?.divisor);
  if (!money || amount === null || divisor === null || divisor <= 0 || amount < 0) {
    return { hasPriceFallback: true, display: PRICE_FALLBACK_TEXT, original: money ?? null };
  }
  const currency = typeof money.currency_code === 'string' && money.currency_code ? money.currency_code : 'USD';
  const formatted = typeof money.formatted === 'string' && money.formatted ? money.formatted : formatMoney(amount, divisor, currency);
  return { hasPriceFallback: false, price: { amount, divisor, currency, value: amount / divisor, formatted, source } };
}

/** Display text of a price result: the formatted price, or 'See Etsy'. */
export function priceText(result: PriceResult): string {
  return result.hasPriceFallback ? result.display : result.price.formatted;
}
