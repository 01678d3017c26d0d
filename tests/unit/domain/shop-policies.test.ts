import { describe, expect, it } from 'vitest';
import { policySummary, policyTexts, RETURNS, SHIPPING } from '../../../src/domain/shop-policies.ts';

describe("the shop's shipping and returns", () => {
  it("states the spec's processing time, delivery time and country", () => {
    const texts = policyTexts();
    expect(texts.processing).toBe('Ships in 1-2 business days');
    expect(texts.delivery).toBe('Domestic delivery takes 3-5 days once your order has shipped');
    expect(texts.destinations).toBe('We ship only within the United States');
  });

  it('states the demo cost and returns', () => {
    expect(policyTexts().cost).toBe('Shipping is free within the United States');
    expect(policyTexts().returns).toBe('Returns are accepted within 30 days of delivery; the buyer pays the return postage');
  });

  it('sums the policies up in four short lines for the listing: processing, delivery, cost, returns', () => {
    expect(policySummary()).toEqual([
      { label: 'Processing', value: '1-2 business days' },
      { label: 'Delivery', value: '3-5 days once shipped, US only' },
      { label: 'Shipping', value: 'Free' },
      { label: 'Returns', value: 'Within 30 days of delivery, buyer pays postage' },
    ]);
  });

  it('words a paid shipping, a single day and free returns from the values', () => {
    const shipping = { ...SHIPPING, cost: 3.5, processingDays: { min: 1, max: 1 } };
    const returns = { ...RETURNS, returnShippingPaidBy: 'shop' as const };
    expect(policyTexts(shipping, returns)).toMatchObject({
      processing: 'Ships in 1 business day',
      cost: 'Shipping costs $3.50 within the United States',
      returns: 'Returns are accepted within 30 days of delivery, and we pay the return postage',
    });
    expect(policySummary(shipping, returns)[2]).toEqual({ label: 'Shipping', value: '$3.50' });
  });
});
