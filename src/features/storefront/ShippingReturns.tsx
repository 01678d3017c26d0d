import { useId } from 'react';
import { policySummary } from '~/domain/shop-policies.ts';

/** The listing's shipping and returns, from the policies the FAQ and the Product data read too. */
export function ShippingReturns() {
  const titleId = useId();
  return (
    <section className="shipping-returns" aria-labelledby={titleId}>
      <h3 id={titleId}>Shipping &amp; returns</h3>
      <dl>
        {policySummary().map((line) => (
          <div key={line.label}>
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      <a href="/faq#ordering-shipping">More in the FAQ</a>
    </section>
  );
}
