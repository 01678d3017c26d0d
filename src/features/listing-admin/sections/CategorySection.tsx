import { useState } from 'react';
import { EDITOR_TEXTS } from '~/contracts/admin-listings.ts';
import { CATEGORIES, UNCATEGORIZED } from '~/domain/categories.ts';
import type { EditorActions } from '../editor-actions.ts';

/** 'Section Assignment': the listing's category, which wins over Etsy's shop section from now on. */
export function CategorySection({ listing, save, notify, categories }: EditorActions & { categories: readonly string[] }) {
  const [category, setCategory] = useState(listing.category === UNCATEGORIZED ? '' : listing.category);
  const options = [...new Set([...CATEGORIES, ...categories.filter((c) => c !== UNCATEGORIZED)])].sort();
  return (
    <div className="la-fields">
      <label>
        <span>Category</span>
        <select value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">Select a category…</option>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            category
              ? void save({ category }, { ok: EDITOR_TEXTS.categorySaved, failed: EDITOR_TEXTS.categoryFailed })
              : notify({ kind: 'error', text: EDITOR_TEXTS.noCategory })
          }
        >
          Save Category
        </button>
      </div>
    </div>
  );
}
