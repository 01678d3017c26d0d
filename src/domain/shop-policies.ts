/**
 * @module shop-policies
 * The shop's shipping and returns, in one place: the FAQ answers, the listing's shipping block and
 * the Product data (shippingDetails, hasMerchantReturnPolicy) all read these values, so the page, the
 * FAQ and what search engines are told cannot disagree. The spec gives the processing time, the
 * delivery time and the country; the cost and the returns are demo values (docs/decisions.md).
 */

/** A range of days. */
export interface DayRange {
  min: number;
  max: number;
}

export interface ShippingPolicy {
  /** Business days from the order until the parcel leaves. */
  processingDays: DayRange;
  /** Days in transit once shipped, within the country. */
  transitDays: DayRange;
  /** ISO 3166-1 alpha-2 code of the only country the shop ships to. */
  country: string;
  countryName: string;
  /** What standard shipping costs the buyer, in `currency` (0: free). */
  cost: number;
  currency: string;
}

export interface ReturnPolicy {
  /** Days after delivery within which a return is accepted. */
  days: number;
  /** Who pays the return postage. */
  returnShippingPaidBy: 'buyer' | 'shop';
}

export const SHIPPING: ShippingPolicy = {
  processingDays: { min: 1, max: 2 },
  transitDays: { min: 3, max: 5 },
  country: 'US',
  countryName: 'the United States',
  cost: 0,
  currency: 'USD',
};

export const RETURNS: ReturnPolicy = { days: 30, returnShippingPaidBy: 'buyer' };

/** '1-2 business days', '1 business day'. */
const days = ({ min, max }: DayRange, kind = '') => `${min === max ? min : `${min}-${max}`} ${kind}${max === 1 ? 'day' : 'days'}`;

/**
 * The shop's policies as whole sentences, in the spec's words where it has them: the FAQ's answers.
 * @example policyTexts().processing // 'Ships in 1-2 business days'
 */
export function policyTexts(shipping: ShippingPolicy = SHIPPING, returns: ReturnPolicy = RETURNS) {
  return {
    processing: `Ships in ${days(shipping.processingDays, 'business ')}`,
    delivery: `Domestic delivery takes ${days(shipping.transitDays)} once your order has shipped`,
    cost: shipping.cost === 0 ? `Shipping is free within ${shipping.countryName}` : `Shipping costs ${formatCost(shipping)} within ${shipping.countryName}`,
    destinations: `We ship only within ${shipping.countryName}`,
    returns: `Returns are accepted within ${returns.days} days of delivery${returns.returnShippingPaidBy === 'buyer' ? '; the buyer pays the return postage' : ', and we pay the return postage'}`,
  };
}

/** One line of a listing's shipping block: what it is about, and the short answer. */
export interface PolicyLine {
  label: string;
  value: string;
}

/**
 * The shop's policies in a few words each, for the listing's shipping block on a phone.
 * @example policySummary()[0] // { label: 'Processing', value: '1-2 business days' }
 */
export function policySummary(shipping: ShippingPolicy = SHIPPING, returns: ReturnPolicy = RETURNS): PolicyLine[] {
  return [
    { label: 'Processing', value: days(shipping.processingDays, 'business ') },
    { label: 'Delivery', value: `${days(shipping.transitDays)} once shipped, ${shipping.country} only` },
    { label: 'Shipping', value: shipping.cost === 0 ? 'Free' : formatCost(shipping) },
    { label: 'Returns', value: `Within ${returns.days} days of delivery${returns.returnShippingPaidBy === 'buyer' ? ', buyer pays postage' : ', free'}` },
  ];
}

const formatCost = ({ cost, currency }: ShippingPolicy) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cost);
