import { track } from '~/client/analytics.ts';
import type { ShoppingLine } from '~/domain/scene.ts';

/**
 * BUY IT NOW for a line of the scene: the marketplace listing with the line's size and colour
 * chosen, counted as the event of the place it was clicked in.
 */
export function BuyLink({ line, event }: { line: ShoppingLine; event: 'buy_now_click_scene' | 'buy_now_click_shopping_list' }) {
  if (!line.buyUrl) return null;
  return (
    <a
      className="button buy-button"
      href={line.buyUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() =>
        track({ type: 'marketplace_click', name: event, listingId: line.listingId, title: line.title, data: { size: line.size, color: line.color } })
      }
    >
      BUY IT NOW
    </a>
  );
}
