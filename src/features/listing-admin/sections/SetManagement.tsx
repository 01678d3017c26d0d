import { useState } from 'react';
import { EDITOR_TEXTS } from '~/contracts/admin-listings.ts';
import { designTitle, keepSetQuantity, packDataToSave, removeDesign, resizeSet, type SetDesigns } from '~/domain/listing-editor.ts';
import type { EditorActions } from '../editor-actions.ts';
import { FilePicker } from '../FilePicker.tsx';

/** 'Set Management': a set's extra designs (the listing's own artwork is design 1), each with a title and a path. */
export function SetManagement({ listing, save }: Pick<EditorActions, 'listing' | 'save'>) {
  const [isSet, setIsSet] = useState(listing.isSet);
  const [quantity, setQuantity] = useState(listing.isSet ? Math.max(1, listing.setQuantity) : 1);
  const [designs, setDesigns] = useState<SetDesigns>(() =>
    resizeSet({ paths: listing.svgPaths, titles: listing.svgTitles }, listing.isSet ? listing.setQuantity : 1),
  );
  const [browsing, setBrowsing] = useState<number | null>(null);

  const changeQuantity = (typed: string) => {
    const q = keepSetQuantity(typed);
    setQuantity(q);
    setDesigns((d) => resizeSet(d, q));
  };
  const edit = (index: number, field: 'paths' | 'titles', value: string) =>
    setDesigns((d) => ({ ...d, [field]: d[field].map((v, i) => (i === index ? value : v)) }));
  const remove = (index: number) => {
    const next = removeDesign(designs, index);
    setDesigns({ paths: next.paths, titles: next.titles });
    setQuantity(next.quantity);
  };
  const submit = () => {
    const kept = packDataToSave(isSet ? designs : { paths: [], titles: [] });
    void save(
      { isSet, setQuantity: kept.setQuantity, svgPaths: kept.paths, svgTitles: kept.titles },
      { ok: EDITOR_TEXTS.packSaved, failed: EDITOR_TEXTS.packFailed },
    ).then((saved) => {
      if (saved) {
        setDesigns(resizeSet(kept, kept.setQuantity));
        setQuantity(kept.setQuantity);
      }
    });
  };

  return (
    <div className="la-fields">
      <label className="admin-toggle">
        <input type="checkbox" checked={isSet} onChange={(e) => setIsSet(e.target.checked)} /> This is a SET listing
      </label>
      {isSet && (
        <>
          <label>
            <span>Set Quantity</span>
            <input type="number" min={1} max={20} step={1} value={quantity} onChange={(e) => changeQuantity(e.target.value)} />
          </label>
          <ol className="la-designs" start={2}>
            {designs.paths.map((path, i) => (
              <li key={i}>
                <label>
                  <span>Title of design {i + 2}</span>
                  <input value={designs.titles[i] ?? ''} placeholder={designTitle([], i + 2)} onChange={(e) => edit(i, 'titles', e.target.value)} />
                </label>
                <label>
                  <span>Path of design {i + 2}</span>
                  <input value={path} placeholder="/artwork/…" onChange={(e) => edit(i, 'paths', e.target.value)} />
                </label>
                <span className="admin-actions">
                  <button type="button" className="button secondary" onClick={() => setBrowsing(i)}>
                    Browse<span className="visually-hidden"> for design {i + 2}</span>
                  </button>
                  <button type="button" className="button secondary" onClick={() => remove(i)}>
                    Delete<span className="visually-hidden"> design {i + 2}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <div className="admin-actions">
        <button type="button" className="button" onClick={submit}>
          Save Pack Data
        </button>
      </div>
      {browsing !== null && (
        <FilePicker
          onCancel={() => setBrowsing(null)}
          onPick={(picked) => {
            edit(browsing, 'paths', picked);
            setBrowsing(null);
          }}
        />
      )}
    </div>
  );
}
