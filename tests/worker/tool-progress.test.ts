import { beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { adminRequests, signIn } from './admin-helpers.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { db, getJson, insertStickers, request, resetDatabase } from './helpers.ts';

let cookie = '';
const admin = adminRequests(() => cookie);

const progressOf = (completed: number, last: number | null = 1100324679) => ({
  last_processed_listing_id: last,
  auto_association_progress: { total_listings: 120, completed, skipped: 2, last_updated: '2026-11-26T12:00:00.000Z' },
});

beforeEach(async () => {
  await resetDatabase();
  cookie = await signIn();
});

describe('the auto-association progress', () => {
  it('reads as nothing processed before the first save, then as saved (and survives the next read)', async () => {
    const before = await admin('GET', '/api/auto-association-progress');
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ last_processed_listing_id: null, auto_association_progress: { completed: 0, skipped: 0 } });
    const saved = await admin('PUT', '/api/auto-association-progress', progressOf(5));
    expect(saved.status).toBe(200);
    expect((await admin('GET', '/api/auto-association-progress')).body.data).toEqual(progressOf(5));
    await admin('PUT', '/api/auto-association-progress', progressOf(6));
    expect((await admin('GET', '/api/auto-association-progress')).body.data).toEqual(progressOf(6));
  });

  it('refuses a bad body naming each field, and writes nothing', async () => {
    await admin('PUT', '/api/auto-association-progress', progressOf(5));
    const bad = await admin('PUT', '/api/auto-association-progress', {
      last_processed_listing_id: -3,
      auto_association_progress: { total_listings: 1, completed: 'many', skipped: 0, last_updated: 'yesterday', extra: 1 },
    });
    expect(bad.status).toBe(400);
    const fields = Object.keys(bad.body.error.fields);
    for (const field of ['last_processed_listing_id', 'auto_association_progress.completed', 'auto_association_progress.last_updated'])
      expect(fields).toContain(field);
    expect((await admin('GET', '/api/auto-association-progress')).body.data).toEqual(progressOf(5));
  });

  it('is the admin’s: no session, no read and no write', async () => {
    expect((await getJson('/api/auto-association-progress')).status).toBe(401);
    const res = await request('/api/auto-association-progress', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(progressOf(1)),
    });
    expect(res.status).toBe(401);
    expect(await db().select().from(schema.progress)).toEqual([]);
  });

  it('starts afresh when the stored value no longer parses', async () => {
    await db().insert(schema.progress).values({ key: 'auto-association', value: '{"last_processed_listing_id":"x"' });
    expect((await admin('GET', '/api/auto-association-progress')).body.data.last_processed_listing_id).toBeNull();
  });
});

describe('the colour audit progress', () => {
  const record = (listingId: number, title: string) => ({
    listingId,
    title,
    currentColors: ['Black', 'Lime'],
    mappedColors: ['Black (Matte)'],
    missingCoreColors: ['Red'],
    extraColors: ['Lime'],
    hasIssues: true,
    enabledColors: { BLACK: true, RED: true },
    etsyUrl: `https://www.etsy.com/listing/${listingId}`,
  });
  const progress = { auditedIds: [11, 12, 13], auditResults: [record(12, 'Owl')], timestamp: '2026-11-26T12:00:00.000Z' };

  it('reads null before an audit, the saved progress after, and null again once cleared', async () => {
    expect((await admin('GET', '/api/color-audit-progress')).body.data).toBeNull();
    expect((await admin('POST', '/api/color-audit-progress', progress)).status).toBe(200);
    expect((await admin('GET', '/api/color-audit-progress')).body.data).toEqual(progress);
    expect((await admin('DELETE', '/api/color-audit-progress')).body.data).toEqual({ cleared: true });
    expect((await admin('GET', '/api/color-audit-progress')).body.data).toBeNull();
  });

  it('refuses a bad body naming each field, and keeps what was saved', async () => {
    await admin('POST', '/api/color-audit-progress', progress);
    const bad = await admin('POST', '/api/color-audit-progress', {
      auditedIds: [1, 'two'],
      auditResults: [{ ...record(5, 'Fox'), hasIssues: 'yes', enabledColors: { PLAID: true } }],
      timestamp: 'now',
    });
    expect(bad.status).toBe(400);
    const fields = Object.keys(bad.body.error.fields);
    for (const field of ['auditedIds.1', 'auditResults.0.hasIssues', 'auditResults.0.enabledColors', 'timestamp']) expect(fields).toContain(field);
    expect((await admin('GET', '/api/color-audit-progress')).body.data).toEqual(progress);
  });

  it('is the admin’s: no session, no read, save or clear', async () => {
    expect((await getJson('/api/color-audit-progress')).status).toBe(401);
    for (const method of ['POST', 'DELETE']) {
      const res = await request('/api/color-audit-progress', { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(progress) });
      expect(res.status).toBe(401);
    }
    expect(await db().select().from(schema.progress)).toEqual([]);
  });
});

describe('what the colour audit reads', () => {
  it('lists every listing (hidden too) with its marketplace colours, the owner’s choice and whether its data was imported', async () => {
    await insertStickers([
      stickerRow({
        etsyListingId: 31,
        title: 'Owl',
        colorVariations: JSON.stringify([
          { id: 1, value: 'Black' },
          { id: 2, value: 'Lime' },
        ]),
        enabledColors: JSON.stringify({ BLACK: true, RED: true }),
      }),
      stickerRow({ etsyListingId: 32, title: 'Fox', publicVisible: false, colorVariations: 'not json' }),
    ]);
    await db().insert(schema.marketplaceListings).values({ etsyListingId: 31, listingData: '{}' });
    const { status, body } = await admin('GET', '/api/admin/listings/colors');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: 32, title: 'Fox', etsyUrl: expect.anything(), colors: [], enabledColors: expect.any(Object), hasMarketplaceData: false },
      { id: 31, title: 'Owl', etsyUrl: expect.anything(), colors: ['Black', 'Lime'], enabledColors: { BLACK: true, RED: true }, hasMarketplaceData: true },
    ]);
    expect((await getJson('/api/admin/listings/colors')).status).toBe(401);
  });
});
