import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '~/client/api.ts';
import type { PublishStatus } from '~/contracts/publish.ts';
import { fetchPublishStatus, isSignedOut, publishNow } from './remote.ts';

export const PUBLISH_TEXTS = {
  upToDate: 'The published site is up to date.',
  changed: 'Data changed since the site was built: publish to show it.',
  never: 'The served site carries no build stamp.',
  button: 'Publish now',
  building: 'Publishing…',
};

/** When the published site was built, whether data changed since, and 'Publish now'. */
export function PublishCard({ onSignedOut }: { onSignedOut: () => void }) {
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = async (): Promise<PublishStatus | null> => {
    try {
      const next = await fetchPublishStatus();
      setStatus(next);
      return next;
    } catch (e) {
      if (isSignedOut(e)) onSignedOut();
      return null;
    }
  };

  useEffect(() => {
    void load();
    return () => void (timer.current && clearTimeout(timer.current));
  }, []);

  // After 'Publish now', the status is read again until the served site carries a new build. An edit
  // made while it was building leaves it behind the data again: the status then says so, and the
  // button is free for the next publish instead of waiting for a build that will never catch up.
  const watch = (since: string | undefined) => {
    timer.current = setTimeout(() => {
      void load().then((next) => {
        if (next?.published && next.published.builtAt !== since) setWaiting(false);
        else watch(since);
      });
    }, 2000);
  };

  const publish = async () => {
    setError(null);
    try {
      await publishNow();
      setWaiting(true);
      watch(status?.published?.builtAt);
    } catch (e) {
      if (isSignedOut(e)) return onSignedOut();
      setError(e instanceof ApiRequestError && e.body ? e.body.message : String(e));
    }
  };

  return (
    <section className="admin-card" aria-labelledby="publishing">
      <h2 id="publishing">Published site</h2>
      {status && (
        <p
          data-testid="publish-status"
          data-changed={status.changedSince}
          data-built-at={status.published?.builtAt ?? ''}
          data-revision={status.published?.revision ?? ''}
        >
          {status.published ? `Built ${new Date(status.published.builtAt).toLocaleString()}. ` : `${PUBLISH_TEXTS.never} `}
          {status.changedSince ? PUBLISH_TEXTS.changed : PUBLISH_TEXTS.upToDate}
        </p>
      )}
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="button" className="button" onClick={() => void publish()} disabled={waiting || status?.configured === false}>
          {waiting ? PUBLISH_TEXTS.building : PUBLISH_TEXTS.button}
        </button>
      </div>
    </section>
  );
}
