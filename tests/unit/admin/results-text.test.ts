import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '~/client/api.ts';
import type { SyncRun } from '~/contracts/marketplace.ts';
import { CHECK_NETWORK, failureText } from '~/features/admin/remote.ts';
import { runMessage } from '~/features/admin/DataOperations.tsx';

const run = (over: Partial<SyncRun>): SyncRun => ({
  runId: 1,
  kind: 'safe_update',
  status: 'succeeded',
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: '2026-11-25T10:01:00.000Z',
  summary: {
    total: 2,
    successful: 1,
    failed: 1,
    skipped: 0,
    updates: ['Updated Trex (1)'],
    errors: ['Owl (2): Local data integrity validation failed: svgPath. Restored from backup 2_1.'],
    warnings: ['1: category changed'],
    rowsWritten: 4,
  },
  error: null,
  messages: [],
  ...over,
});

describe('the results modal of a sync run', () => {
  it('a finished run: its totals, updates, errors and warnings under Sync Results', () => {
    const message = runMessage(run({ status: 'partial' }));
    expect(message.title).toBe('Sync Results');
    expect(message.text.split('\n')).toEqual([
      'Total: 2  Successful: 1  Failed: 1',
      '',
      'Updates:',
      'Updated Trex (1)',
      '',
      'Errors:',
      'Owl (2): Local data integrity validation failed: svgPath. Restored from backup 2_1.',
      '',
      'Warnings:',
      '1: category changed',
    ]);
  });

  it('counts the listings Etsy no longer returns, when there are any', () => {
    const base = run({ status: 'succeeded' });
    const text = runMessage({ ...base, summary: { ...base.summary!, skipped: 3 } }).text;
    expect(text.split('\n')[0]).toBe('Total: 2  Successful: 1  Failed: 1  Not on Etsy: 3');
  });

  it('a run that stopped: Fetch Failed, with why first', () => {
    const nothingDone = { total: 0, successful: 0, failed: 0, updates: [], errors: [], warnings: [], skipped: 0, rowsWritten: 0 };
    const message = runMessage(
      run({
        status: 'failed',
        summary: nothingDone,
        error: 'Failed to fetch listing data: The listing may not exist or may not be accessible. (HTTP 404: gone)',
      }),
    );
    expect(message).toEqual({
      title: 'Fetch Failed',
      text: 'Failed to fetch listing data: The listing may not exist or may not be accessible. (HTTP 404: gone)',
    });
    const partway = runMessage(run({ status: 'failed', error: 'Failed to fetch shop listings: Etsy rate limit reached: wait a moment and retry.' }));
    expect(partway.title).toBe('Fetch Failed');
    expect(partway.text.split('\n').slice(0, 3)).toEqual([
      'Failed to fetch shop listings: Etsy rate limit reached: wait a moment and retry.',
      '',
      'Total: 2  Successful: 1  Failed: 1',
    ]);
  });

  it('a call the Worker never answered says to check the network; an answered one gives the server’s message', () => {
    expect(failureText(new ApiRequestError('Failed to fetch', null))).toBe(CHECK_NETWORK);
    expect(
      failureText(
        new ApiRequestError('HTTP 409: Conflict', 409, { code: 'not_connected', message: 'No valid OAuth token found. Please connect to Etsy first.' }),
      ),
    ).toBe('No valid OAuth token found. Please connect to Etsy first.');
  });
});
