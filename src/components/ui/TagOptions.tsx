/**
 * @module components/ui/TagOptions
 * The tag filter's list of checkboxes, shared by the storefront and the Scene Builder: tags matching
 * the panel's own search, most used first, at most 10 selected ('Maximum 10 tags selected'), and
 * 'No tags found' when nothing matches.
 */
import { useMemo } from 'react';
import type { TagCount } from '~/contracts/listing.ts';
import { MAX_SELECTED_TAGS } from '~/domain/catalogue.ts';

/** Options listed at most: the rest are one search away. */
const SHOWN_TAGS = 200;

interface Props {
  tags: readonly TagCount[];
  selectedTags: readonly string[];
  /** The panel's own search text. */
  query: string;
  onToggle: (tag: string) => void;
  /** Class names are `${classPrefix}-options`, `-count`, `-limit` and `-empty`, so each feature keeps its look. */
  classPrefix: string;
}

/** The options of a tag filter panel. */
export function TagOptions({ tags, selectedTags, query, onToggle, classPrefix }: Props) {
  const selected = useMemo(() => new Set(selectedTags.map((t) => t.toLowerCase())), [selectedTags]);
  const atLimit = selectedTags.length >= MAX_SELECTED_TAGS;
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return (q ? tags.filter((t) => t.tag.toLowerCase().includes(q)) : tags).slice(0, SHOWN_TAGS);
  }, [tags, query]);
  return (
    <>
      {atLimit && (
        <p className={`${classPrefix}-limit`} role="status">
          Maximum {MAX_SELECTED_TAGS} tags selected
        </p>
      )}
      {shown.length === 0 ? (
        <p className={`${classPrefix}-empty`}>No tags found</p>
      ) : (
        <ul className={`${classPrefix}-options`}>
          {shown.map(({ tag, count }) => {
            const checked = selected.has(tag.toLowerCase());
            return (
              <li key={tag}>
                <label className={!checked && atLimit ? 'disabled' : undefined}>
                  <input type="checkbox" checked={checked} disabled={!checked && atLimit} onChange={() => onToggle(tag)} />
                  <span>{tag}</span>
                  <span className={`${classPrefix}-count`}>{count}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
