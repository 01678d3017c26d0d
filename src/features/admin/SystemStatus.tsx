import { useEffect, useState } from 'react';
import type { Health } from '~/contracts/api.ts';
import { fetchHealth } from './remote.ts';

/** System status: the app and the database, each running, failed or setting up. */
export function SystemStatus() {
  const [health, setHealth] = useState<Health | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchHealth().then(setHealth, () => setFailed(true));
  }, []);
  const app = failed ? 'failed' : health ? health.app : 'checking…';
  const database = failed ? 'failed' : health ? health.database : 'checking…';
  return (
    <section className="admin-card" aria-labelledby="system-status">
      <h2 id="system-status">System status</h2>
      <dl className="admin-status">
        <dt>App</dt>
        <dd data-state={app}>{app}</dd>
        <dt>Database</dt>
        <dd data-state={database}>{database}</dd>
        {health?.listings != null && (
          <>
            <dt>Public listings</dt>
            <dd>{health.listings}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
