/**
 * A full marketplace sync of 1,000 and 5,000 listings against the fake Etsy limited to 10 requests
 * a second, through the real Worker under wrangler dev: wall time, marketplace requests (budget 160
 * for 5,000, plus one per 100 of the shop's reviews: about 120 more for the 5,000-listing demo shop's 11,600 or so), 429s (budget 0) and the D1 rows the sync wrote. The bench database holds the same
 * listings as the fake shop, so the run is the safe update of every listing. Then the scheduled run
 * (the cron's handler) after 50 listings changed on Etsy: its requests (budget: the listing pages
 * plus one batch and one page of new reviews, 55 for 5,000) and wall time.
 */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { start } from '../../scripts/lib/run.ts';
import { FAKE_API_KEY } from '../../scripts/fake-etsy/app.ts';
import { hashPassword, toBase64Url } from '../../worker/lib/password.ts';
import { newTokenKey } from '../../worker/lib/token-crypto.ts';
import { startBenchServer, waitForServer } from './server.ts';

const PASSWORD = 'bench-password';
/** Listings the owner changes on Etsy between the full sync and the scheduled run. */
const CHANGED_ON_ETSY = 50;

async function json(base: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { Origin: base, 'Content-Type': 'application/json', ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.headers as Record<string, string>) },
  });
  const body = await response.json<{ data?: any; error?: { message: string } }>();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.error?.message}`);
  return { body, response };
}

async function syncOnce(listings: number, port: number): Promise<string> {
  const fakePort = port + 1000;
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const fake: ChildProcess = start('node', ['scripts/fake-etsy/serve.ts'], {
    FAKE_ETSY_PORT: String(fakePort),
    FAKE_ETSY_LISTINGS: String(listings),
    FAKE_ETSY_RPS: '10',
  });
  try {
    await waitForServer(`${fakeUrl}/__fake/stats`, 120);
    const server = await startBenchServer({
      listings,
      port,
      build: false,
      vars: {
        MARKETPLACE_API_BASE: fakeUrl,
        MARKETPLACE_CONNECT_URL: `${fakeUrl}/oauth/connect`,
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
        SESSION_SECRET: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
        TOKEN_KEY: newTokenKey(),
        ETSY_API_KEY: FAKE_API_KEY,
        DEPLOY_HOOK_URL: '',
      },
    });
    try {
      const base = server.base;
      const login = await json(base, '/api/admin/session', { method: 'POST', body: JSON.stringify({ password: PASSWORD }) });
      const cookie = login.response.headers.get('set-cookie')!.split(';')[0]!;
      const { body: started } = await json(base, '/api/marketplace/oauth/start', { method: 'POST', body: '{}', cookie });
      const approved = await fetch(started.data.url, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location')!);
      await json(base, '/api/marketplace/oauth/exchange', {
        method: 'POST',
        body: JSON.stringify({ code: back.searchParams.get('code'), state: back.searchParams.get('state') }),
        cookie,
      });
      await fetch(`${fakeUrl}/__fake/stats`, { method: 'DELETE' });

      /** Follows a run to its end; answers its final state and the marketplace's count of what it was asked. */
      const follow = async (runId: number, began: number) => {
        let status: any;
        for (;;) {
          await sleep(500);
          status = (await json(base, `/api/marketplace/sync/${runId}`, { cookie })).body.data;
          if (status.status !== 'running') break;
        }
        const seconds = (performance.now() - began) / 1000;
        const stats = await (await fetch(`${fakeUrl}/__fake/stats`)).json<{ requests: number; rateLimited: number; byOperation: Record<string, number> }>();
        const s = status.summary ?? { created: 0, changed: 0, unchanged: 0, failed: 0, rowsWritten: 0 };
        const operations = Object.entries(stats.byOperation)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        return `${status.status}, ${seconds.toFixed(1)} s, ${stats.requests} marketplace requests (${operations}), ${stats.rateLimited} answered 429, ${s.created} listings new, ${s.changed} changed, ${s.unchanged} unchanged, ${s.failed} failed, ${s.rowsWritten} D1 rows written (D1's own count, indexes included)`;
      };

      const began = performance.now();
      const { body: run } = await json(base, '/api/marketplace/sync', { method: 'POST', body: JSON.stringify({ mode: 'full' }), cookie });
      const full = await follow(run.data.runId, began);

      // The scheduled run after the owner changed 50 listings on Etsy: the cron's handler, as wrangler dev triggers it.
      // The bench database holds the fake shop's listings: the first page of the public list names 50 of them.
      const { body: page } = await json(base, `/api/unified-stickers?limit=${CHANGED_ON_ETSY}`);
      for (const listing of page.data as { etsyListingId: number; title: string }[]) {
        const edit = await fetch(`${fakeUrl}/__fake/listings/${listing.etsyListingId}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: `${listing.title} (new)` }),
        });
        if (!edit.ok) throw new Error(`the fake did not change listing ${listing.etsyListingId}: ${edit.status}`);
      }
      await fetch(`${fakeUrl}/__fake/stats`, { method: 'DELETE' });
      const cronBegan = performance.now();
      const trigger = await fetch(`${base}/__scheduled?cron=${encodeURIComponent('0 */6 * * *')}`);
      if (!trigger.ok) throw new Error(`the scheduled handler did not run: ${trigger.status}`);
      let scheduled: { runId: number } | null = null;
      for (let i = 0; i < 40 && !scheduled; i++) {
        const { body: runs } = await json(base, '/api/marketplace/sync', { cookie });
        scheduled = [runs.data.active, ...runs.data.recent].find((r: { kind: string; runId: number } | null) => r?.kind === 'scheduled') ?? null;
        if (!scheduled) await sleep(250);
      }
      if (!scheduled) throw new Error('no scheduled run started');
      const cron = await follow(scheduled.runId, cronBegan);
      return [
        `  ${String(listings).padStart(5)} listings, full sync: ${full}`,
        `        then the scheduled run, ${CHANGED_ON_ETSY} changed on Etsy (budget ${Math.ceil(listings / 100) + 5} requests: the listing pages plus one batch): ${cron}`,
      ].join('\n');
    } finally {
      server.stop();
    }
  } finally {
    fake.kill('SIGTERM');
  }
}

export async function runSyncBench(): Promise<void> {
  console.log(
    'Full marketplace sync through the Worker (wrangler dev) against the fake Etsy at 10 requests a second (budgets for 5,000: <= 160 requests plus one per 100 reviews, 0 answered 429), then a scheduled run:',
  );
  // Each size's lines as soon as it is done: the 5,000 run takes minutes.
  console.log(await syncOnce(1000, 8802));
  console.log(await syncOnce(5000, 8803));
}
