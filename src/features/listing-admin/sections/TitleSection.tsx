import { useState } from 'react';
import { EDITOR_TEXTS, TITLE_MAX } from '~/contracts/admin-listings.ts';
import { titleCounterState } from '~/domain/listing-editor.ts';
import type { EditorActions } from '../editor-actions.ts';

/** The title, with its n/140 counter, saved locally or pushed to Etsy. */
export function TitleSection({ listing, save, requestPush, notify }: EditorActions) {
  const [title, setTitle] = useState(listing.title);
  const state = titleCounterState(title.length);
  const checked = () => {
    const value = title.trim();
    if (!value) notify({ kind: 'error', text: EDITOR_TEXTS.noTitle });
    return value;
  };
  return (
    <div className="la-fields">
      <label className="la-wide">
        <span>Title</span>
        <input value={title} maxLength={TITLE_MAX} aria-describedby="la-title-count" onChange={(e) => setTitle(e.target.value)} />
      </label>
      <span id="la-title-count" className="la-counter" data-state={state}>
        {title.length}/{TITLE_MAX}
      </span>
      <div className="admin-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => {
            const value = checked();
            if (value) void save({ title: value }, { ok: EDITOR_TEXTS.titleSaved, failed: EDITOR_TEXTS.titleFailed });
          }}
        >
          Update Local
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            const value = checked();
            if (value) void requestPush({ field: 'title', value });
          }}
        >
          Update Etsy
        </button>
      </div>
    </div>
  );
}
