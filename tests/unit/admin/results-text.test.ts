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
    created: 0,
    changed: 1,
    unchanged: 214,
    failed: 1,
    skipped: 0,
    sales: null,
    fields: [
      { field: 'title', listings: 1 },
      { field: 'price', listings: 1 },
    ],
    updates: ['Updated Trex (1): title, price'],
    errors: ['Owl (2): Local data integrity validation failed: svgPath. Restored from backup 2_1.'],
    warnings: ['1: category changed'],
    rowsWritten: 4,
  },
  error: null,
  messages: [],
  ...over,
});

describe('the results modal of a sync run', () => {
  it('a finished run: the listings new, changed, unchanged and failed, the fields changed, then updates, errors and warnings under Sync Results', () => {
    const message = runMessage(run({ status: 'partial' }));
    expect(message.title).toBe('Sync Results');
    expect(message.text.split('\n')).toEqual([
      'Listings: 216  New: 0  Changed: 1  Unchanged: 214  Failed: 1',
      'Fields changed: title (1), price (1)',
      '',
      'Updates:',
      'Updated Trex (1): title, price',
      '',
      'Errors:',
      'Owl (2): Local data integrity validation failed: svgPath. Restored from backup 2_1.',
      '',
      'Warnings:',
      '1: category changed',
    ]);
  });

  it('a run that changed nothing says so: every listing unchanged, no fields, no updates', () => {
    const base = run({});
    const text = runMessage({
      ...base,
      summary: { ...base.summary!, changed: 0, unchanged: 216, failed: 0, fields: [], updates: [], errors: [], warnings: [] },
    }).text;
    expect(text).toBe('Listings: 216  New: 0  Changed: 0  Unchanged: 216  Failed: 0');
  });

  it('counts the listings Etsy no longer returns, when there are any', () => {
    const base = run({ status: 'succeeded' });
    const text = runMessage({ ...base, summary: { ...base.summary!, skipped: 3 } }).text;
    expect(text.split('\n')[0]).toBe('Listings: 216  New: 0  Changed: 1  Unchanged: 214  Failed: 1  Not on Etsy: 3');
  });

  it('Fetch Sales reports its sales: on Etsy, stored, new, pages read, and the listings whose count changed', () => {
    const base = run({ kind: 'transactions' });
    const sales = { pagesRead: 2, onEtsy: 93723, stored: 93723, newSales: 12, listingsChanged: 1 };
    const text = runMessage({
      ...base,
      summary: {
        ...base.summary!,
        changed: 1,
        unchanged: 0,
        failed: 0,
        sales,
        fields: [{ field: 'sales', listings: 1 }],
        updates: ['Trex (1): 15 sold, was 12'],
        errors: [],
        warnings: [],
      },
    }).text;
    expect(text.split('\n')).toEqual([
      'Sales on Etsy: 93723  Stored: 93723  New: 12  Pages read: 2  Listings whose sales changed: 1',
      'Fields changed: sales (1)',
      '',
      'Sales counts changed:',
      'Trex (1): 15 sold, was 12',
    ]);
    expect(text).not.toMatch(/Total|Successful/);
  });

  it('a run that stopped: Fetch Failed, with why first', () => {
    const nothingDone = {
      created: 0,
      changed: 0,
      unchanged: 0,
      failed: 0,
      skipped: 0,
      sales: null,
      fields: [],
      updates: [],
      errors: [],
      warnings: [],
      rowsWritten: 0,
    };
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
      'Listings: 216  New: 0  Changed: 1  Unchanged: 214  Failed: 1',
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
