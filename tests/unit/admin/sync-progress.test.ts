import { describe, expect, it } from 'vitest';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { progressOf } from '~/features/admin/SyncProgress.tsx';

const runWith = (...messages: string[]): SyncRun => ({
  runId: 1,
  kind: 'full',
  status: 'running',
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
  summary: null,
  error: null,
  messages: messages.map((message) => ({ at: '2026-11-25T10:00:01.000Z', message })),
});

describe('the progress bar of a sync run', () => {
  it('counts the batches done of those announced', () => {
    expect(
      progressOf(
        runWith(
          'Read listings 1 to 100 of 230',
          'Batch 1 of 3: 0 new, 2 changed, 98 unchanged, 0 failed',
          'Batch 2 of 3: 0 new, 0 changed, 100 unchanged, 0 failed',
        ),
      ),
    ).toEqual({ value: 2, max: 3 });
  });

  it('for sales, the transactions read of the shop’s', () => {
    expect(progressOf(runWith('Sales 1 to 100 of 93723: 100 new', 'Sales 54901 to 55000 of 93723: 100 new'))).toEqual({ value: 55000, max: 93723 });
  });

  it('before anything is read, nothing', () => {
    expect(progressOf(runWith())).toEqual({ value: 0, max: 1 });
  });
});
