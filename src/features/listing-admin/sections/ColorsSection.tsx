import { useState } from 'react';
import { EDITOR_TEXTS, type CoreColorKey } from '~/contracts/admin-listings.ts';
import { COLORS } from '~/domain/colors.ts';
import type { EditorActions } from '../editor-actions.ts';

/** The colours a listing starts with: those saved, else those its inventory offers. */
function initialColors(listing: EditorActions['listing']): Set<CoreColorKey> {
  const saved = COLORS.filter((c) => listing.enabledColors[c.key]).map((c) => c.key);
  if (saved.length > 0) return new Set(saved);
  return new Set(COLORS.filter((c) => listing.available_colors.includes(c.name)).map((c) => c.key));
}

/** The 21 colour chips: a click toggles one, 'Assign Default' enables them all. */
export function ColorsSection({ listing, save, requestPush, notify }: EditorActions) {
  const [enabled, setEnabled] = useState(() => initialColors(listing));
  const toggle = (key: CoreColorKey) =>
    setEnabled((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const chosen = COLORS.filter((c) => enabled.has(c.key)).map((c) => c.key);
  return (
    <div className="la-fields">
      <ul className="la-chips" aria-label="Colors">
        {COLORS.map((color) => (
          <li key={color.key}>
            <button type="button" className="la-chip" aria-pressed={enabled.has(color.key)} onClick={() => toggle(color.key)}>
              <span className="la-swatch" style={{ background: color.hex }} aria-hidden="true" />
              {color.editorName}
            </button>
          </li>
        ))}
      </ul>
      <p className="la-note">{chosen.length} of 21 colours enabled</p>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={() => setEnabled(new Set(COLORS.map((c) => c.key)))}>
          Assign Default
        </button>
        <button
          type="button"
          className="button secondary"
          onClick={() =>
            void save(
              { enabledColors: Object.fromEntries(COLORS.map((c) => [c.key, enabled.has(c.key)])) },
              { ok: EDITOR_TEXTS.colorsSaved, failed: EDITOR_TEXTS.colorsFailed },
            )
          }
        >
          Save Local
        </button>
        <button
          type="button"
          className="button"
          onClick={() => (chosen.length ? void requestPush({ field: 'colors', value: chosen }) : notify({ kind: 'error', text: 'Enable at least one colour' }))}
        >
          Update Etsy
        </button>
      </div>
    </div>
  );
}
