import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { categoryKey } from '~/domain/categories.ts';
import { queryFromView } from '~/domain/storefront-view.ts';
import { $categories, $view, setCategory } from './store.ts';

/**
 * The jump-to-category menu's list: every category with its count, and all of them. Real links (a
 * new tab works); a plain click changes the view in place, which the URL then keeps.
 */
export default function CategoryPanel({ id, onChosen }: { id: string; onChosen: () => void }) {
  const view = useStore($view);
  const categories = useStore($categories);
  const choose = (key: string | null) => (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setCategory(key);
    onChosen();
  };
  const link = (key: string | null, label: string, count?: number) => (
    <a href={`/${queryFromView({ ...view, category: key })}`} aria-current={view.category === key ? 'true' : undefined} onClick={choose(key)}>
      {label} {count !== undefined && <span className="tag-count">{count}</span>}
    </a>
  );
  return (
    <nav className="category-panel" id={id} aria-label="Jump to a category">
      <ul>
        <li>{link(null, 'All categories')}</li>
        {categories.map(({ category, count }) => (
          <li key={category}>{link(categoryKey(category), category, count)}</li>
        ))}
      </ul>
    </nav>
  );
}
