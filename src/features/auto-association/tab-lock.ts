/**
 * @module auto-association/tab-lock
 * One tab of a browser works a tool at a time (a Web Lock held while the page is open): a second tab
 * says so, and may take the work over, which tells the first.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type TabLockState = 'pending' | 'held' | 'elsewhere' | 'taken';

export function useTabLock(name: string): { state: TabLockState; takeOver: () => void } {
  const [state, setState] = useState<TabLockState>('pending');
  const release = useRef<(() => void) | null>(null);

  const acquire = useCallback(
    (steal: boolean) => {
      // Without Web Locks (an old browser) the tab simply works.
      if (!navigator.locks) return setState('held');
      navigator.locks
        .request(name, steal ? { steal: true } : { ifAvailable: true }, (lock) => {
          if (!lock) return setState('elsewhere');
          setState('held');
          return new Promise<void>((resolve) => (release.current = resolve));
        })
        // Another tab took the lock over: this one stops working.
        .catch(() => setState('taken'));
    },
    [name],
  );

  useEffect(() => {
    acquire(false);
    return () => release.current?.();
  }, [acquire]);

  return { state, takeOver: () => acquire(true) };
}
