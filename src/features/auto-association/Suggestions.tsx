import { useId } from 'react';
import type { ArtworkSuggestion } from '~/domain/artwork-suggestions.ts';

const fileName = (path: string) => path.split('/').pop() ?? path;

/** The suggested artwork files, best first: a radio group whose pick fills the path field (keys 1 to 3). */
export function Suggestions({ suggestions, picked, onPick }: { suggestions: readonly ArtworkSuggestion[]; picked: number; onPick: (index: number) => void }) {
  const name = useId();
  if (suggestions.length === 0) return <p className="aa-none">No artwork file matches this title. Browse Files to find one, then Edit &amp; Next.</p>;
  return (
    <fieldset className="aa-suggestions">
      <legend>Suggested artwork</legend>
      {suggestions.map((s, index) => (
        <label key={s.path} className="aa-suggestion">
          <input type="radio" name={name} checked={picked === index} onChange={() => onPick(index)} />
          <span className="aa-preview">
            <img src={s.path} alt="" loading="lazy" width="120" height="120" />
          </span>
          <span className="aa-file">
            <strong>
              <kbd>{index + 1}</kbd> {fileName(s.path)}
            </strong>
            <small>{s.path}</small>
            <small>{s.fallback ? 'Built-in match for this listing' : `Score ${s.score}`}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
