import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $filters, $tagOptions, clearTags, removeTag, toggleTag } from './sidebar-store.ts';
import { TagOptions } from '~/components/ui/TagOptions.tsx';
import { usePopover } from '~/components/ui/use-popover.ts';

/** The tag filter: a panel of tags to tick (at most 10) with its own search. */
export function TagPicker() {
  const filters = useStore($filters);
  const options = useStore($tagOptions);
  const { open, setOpen, root } = usePopover();
  const [query, setQuery] = useState('');
  const panelId = useId();
  const searchId = useId();

  return (
    <div className="decal-tags" ref={root}>
      <button type="button" className="decal-pill" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Tags{filters.tags.length > 0 ? ` (${filters.tags.length})` : ''}
      </button>
      {open && (
        <div className="decal-tag-panel" id={panelId} role="group" aria-label="Filter by tags">
          <label htmlFor={searchId} className="visually-hidden">
            Search tags
          </label>
          <input id={searchId} type="search" placeholder="Search tags..." value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
          <TagOptions tags={options} selectedTags={filters.tags} query={query} onToggle={toggleTag} classPrefix="decal-tag" />
          {filters.tags.length > 0 && (
            <button type="button" className="decal-link" onClick={clearTags}>
              Clear tags
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The selected tags as chips, each with a button that removes it. */
export function TagChips() {
  const filters = useStore($filters);
  if (filters.tags.length === 0) return null;
  return (
    <ul className="decal-chips" aria-label="Selected tags">
      {filters.tags.map((tag) => (
        <li key={tag} className="decal-chip">
          {tag}
          <button type="button" onClick={() => removeTag(tag)} aria-label={`Remove tag ${tag}`}>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
