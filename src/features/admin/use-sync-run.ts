import { useEffect, useRef, useState } from 'react';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { fetchSyncRun, isSignedOut } from './remote.ts';

const POLL_MS = 1000;

/**
 * Follows a sync run on the server until it ends: the run as last read (for the progress panel),
 * then `onDone` with the finished run. A failed read is tried again, slower; a lost session stops.
 */
export function useSyncRun({ onDone, onSignedOut }: { onDone: (run: SyncRun) => void; onSignedOut: () => void }) {
  const [run, setRun] = useState<SyncRun | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const handlers = useRef({ onDone, onSignedOut });
  handlers.current = { onDone, onSignedOut };

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const follow = (runId: number) => {
    const poll = async () => {
      try {
        const current = await fetchSyncRun(runId);
        setRun(current);
        if (current.status === 'running') timer.current = setTimeout(() => void poll(), POLL_MS);
        else handlers.current.onDone(current);
      } catch (error) {
        if (isSignedOut(error)) return handlers.current.onSignedOut();
        timer.current = setTimeout(() => void poll(), POLL_MS * 2);
      }
    };
    void poll();
  };

  return { run, follow, reset: () => setRun(null) };
}
