import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import type { SiteFile } from '~/contracts/files.ts';
import { failureText } from '~/features/admin/remote.ts';
import { fetchSiteFiles } from './remote.ts';

/** The file search applies from this many characters (admin.md 5). */
export const FILE_SEARCH_MIN = 3;
/** The list shows at most this many matches: the owner types more to narrow it. */
const SHOWN = 200;

/** 'Select Image File': search the site's image files by name or path and pick one. */
export function FilePicker({ onPick, onCancel }: { onPick: (path: string) => void; onCancel: () => void }) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<SiteFile[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [query, setQuery] = useState('');

  useEffect(() => {
    fetchSiteFiles().then(setFiles, (e: unknown) => setError(failureText(e)));
  }, []);

  const term = query.trim().toLowerCase();
  const matches = useMemo(
    () => (files && term.length >= FILE_SEARCH_MIN ? files.filter((f) => f.path.toLowerCase().includes(term)).slice(0, SHOWN) : []),
    [files, term],
  );

  return (
    <Modal onClose={onCancel} labelledBy={titleId} initialFocus={input} className="la-picker">
      <h2 id={titleId}>Select Image File</h2>
      <label>
        <span className="visually-hidden">Search files</span>
        <input ref={input} type="search" value={query} placeholder="Search files…" onChange={(e) => setQuery(e.target.value)} />
      </label>
      <div className="la-picker-list" role="region" aria-label="Files" aria-live="polite">
        {error ? (
          <p role="alert" className="admin-error">
            {error}
          </p>
        ) : term.length < FILE_SEARCH_MIN ? (
          <p>Type at least 3 characters to search.</p>
        ) : files === null ? (
          <p>Loading files...</p>
        ) : matches.length === 0 ? (
          <p>No files found</p>
        ) : (
          <ul>
            {matches.map((file) => (
              <li key={file.path}>
                <button type="button" onClick={() => onPick(file.path)}>
                  <strong>{file.name}</strong>
                  <small>{file.path}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className="button secondary" onClick={onCancel}>
        Cancel
      </button>
    </Modal>
  );
}
