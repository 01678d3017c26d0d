import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { track } from '~/client/analytics.ts';
import { Modal } from '~/components/ui/Modal.tsx';
import { lineFigures, unpricedNote } from '~/domain/scene.ts';
import { $shoppingList, $total } from './store.ts';
import { BuyLink } from './BuyLink.tsx';
import { PRICE_DISCLAIMER } from './Toolbar.tsx';

/** Every listing on the scene, in its size and colour, with a quantity, a price and BUY IT NOW. */
export function ShoppingList({ onClose }: { onClose: () => void }) {
  const lines = useStore($shoppingList);
  const total = useStore($total);
  const titleId = useId();

  useEffect(() => {
    track({
      type: 'shopping_list_action',
      name: 'view_shopping_list',
      data: { count: lines.reduce((n, l) => n + l.quantity, 0), total: Math.round(total.amount * 100) / 100 },
    });
  }, []);

  return (
    <Modal onClose={onClose} labelledBy={titleId} className="shopping-list" overlayClassName="shopping-overlay">
      <header className="shopping-header">
        <h2 id={titleId}>Shopping List</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      {lines.length === 0 ? (
        <p>Your scene is empty: add stickers from the sidebar first.</p>
      ) : (
        <ul className="shopping-lines">
          {lines.map((line) => (
            <li key={line.key}>
              <span className="line-title">{line.title}</span>
              <span className="line-choice">
                {line.size} · {line.color}
              </span>
              <span className="line-price">{lineFigures(line)}</span>
              <BuyLink line={line} event="buy_now_click_shopping_list" />
            </li>
          ))}
        </ul>
      )}
      <p className="shopping-total">
        Total: <strong>{total.formatted}*</strong>
        {unpricedNote(total) && <span className="unpriced-note"> {unpricedNote(total)}</span>}
      </p>
      <p className="scene-disclaimer">{PRICE_DISCLAIMER}</p>
    </Modal>
  );
}
