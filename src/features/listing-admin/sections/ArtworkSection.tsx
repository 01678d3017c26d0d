import { useState } from 'react';
import { EDITOR_TEXTS } from '~/contracts/admin-listings.ts';
import type { EditorActions } from '../editor-actions.ts';
import { FilePicker } from '../FilePicker.tsx';

interface Props extends Pick<EditorActions, 'listing' | 'save' | 'notify'> {
  /** The path as typed, held by the page (the auto-association fills it from a suggestion). */
  path: string;
  onPathChange: (path: string) => void;
}

/** 'Scene Builder File': the artwork the Scene Builder, the hero and the scenes draw. */
export function ArtworkSection({ listing, save, notify, path, onPathChange: setPath }: Props) {
  const [picking, setPicking] = useState(false);
  const submit = () => {
    const value = path.trim();
    if (!value) return notify({ kind: 'error', text: EDITOR_TEXTS.noPath });
    const withPack = listing.isSet && listing.svgPaths.some((p) => p.trim() !== '');
    void save({ svgPath: value }, { ok: withPack ? EDITOR_TEXTS.pathAndPackSaved : EDITOR_TEXTS.pathSaved, failed: EDITOR_TEXTS.pathFailed });
  };
  return (
    <div className="la-fields">
      {listing.svgPath && <span className="la-art" role="img" aria-label="Current artwork" style={{ maskImage: `url("${listing.svgPath}")` }} />}
      <label className="la-wide">
        <span>Artwork path</span>
        <input value={path} placeholder="/artwork/dinosaurs/t-rex.svg" onChange={(e) => setPath(e.target.value)} />
      </label>
      <div className="admin-actions">
        <button type="button" className="button secondary" onClick={() => setPicking(true)}>
          Browse Files
        </button>
        <button type="button" className="button" onClick={submit}>
          Save Path
        </button>
      </div>
      {picking && (
        <FilePicker
          onCancel={() => setPicking(false)}
          onPick={(picked) => {
            setPath(picked);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}
