import type { Notice } from './use-attempt.ts';

/** A panel's last word: an alert when something failed, else a status. */
export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'admin-error' : 'pt-ok'}>
      {notice.text}
    </p>
  );
}
