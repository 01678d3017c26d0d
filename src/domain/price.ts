/**
 * @module price
 * Prices from marketplace offerings (Money: amount / divisor) and the 'See Etsy' fall-back.
 */
import type { Price, RawMoney } from '../contracts/listing.ts';

/** The marketplace's name as shoppers see it. */
export const MARKETPLACE_NAME = 'Etsy';
/** What a listing shows instead of a price it cannot trust. */
export const PRICE_FALLBACK_TEXT = `See ${MARKETPLACE_NAME}`;

export type PriceResult = { hasPriceFallback: false; price: Price } | { hasPriceFallback: true; display: string; original: RawMoney | null };

type Formatter = (value: number) => string;
// One formatter per currency code: building an Intl.NumberFormat costs far more than using one.
const formatters = new Map<string, Formatter>();

/**
 * US dollars in whole cents, as Intl writes them in en-US ('$1,234.50'), without building an
 * Intl.NumberFormat: the first one a page builds costs about 25 ms here (over 100 ms on a phone),
 * inside the task that opens a listing. Null for what Intl must write (fractions of a cent, huge or
 * negative values).
 */
export function usdInCents(value: number): string | null {
  const cents = Math.round(value * 100);
  // Whole cents up to the float error of value * 100 (relative, so large values pass too).
  if (cents < 0 || !Number.isSafeInteger(cents) || Math.abs(cents - value * 100) > Math.max(1e-6, cents * 1e-12)) return null;
  const dollars = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** A currency's formatter: its symbol before the number ('$4.99'), or its code after it ('4.99 CHF'). */
function formatterFor(currency: string): Formatter {
  const cached = formatters.get(currency);
  if (cached) return cached;
  if (currency === 'USD') {
    // The shop's own currency: Intl only for the values usdInCents leaves to it.
    let intl: Formatter | null = null;
    const format: Formatter = (value) => usdInCents(value) ?? (intl ??= intlFormatter(currency))(value);
    formatters.set(currency, format);
    return format;
  }
  const format = intlFormatter(currency);
  if (/^[A-Z]{3}$/.test(currency)) formatters.set(currency, format);
  return format;
}

function intlFormatter(currency: string): Formatter {
  let format: Formatter;
  try {
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const symbol = money.formatToParts(0).find((part) => part.type === 'currency')?.value;
    if (symbol && symbol !== currency) format = (value) => money.format(value);
    else {
      const { minimumFractionDigits, maximumFractionDigits } = money.resolvedOptions();
      const number = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
      format = (value) => `${number.format(value)} ${currency}`;
    }
  } catch {
    // Not a currency code at all: two decimals, then the text.
    format = (value) => `${value.toFixed(2)} ${currency}`;
  }
  return format;
}

/**
 * Formats a money value for display: the number of decimals comes from the currency (Intl), not
 * from the divisor; a currency without a symbol of its own is written as its code after the number.
 * @example formatMoney(499, 100, 'USD') // '$4.99'
 */
export function formatMoney(amount: number, divisor: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  return formatterFor(code)(amount / divisor);
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
