import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { lastPublishRequest } from '../../src/db/queries/publish.ts';
import * as schema from '../../src/db/schema.ts';
import worker from '../../worker/index.ts';
import { TEST_ADMIN_PASSWORD } from '../fixtures/admin.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { OWN_ORIGIN, db, insertStickers, readAnswer, request, resetDatabase } from './helpers.ts';

let cookie = '';
async function admin(method: string, path: string, body?: unknown) {
  const res = await request(path, {
    method,
    headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', Cookie: cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await readAnswer(method, path, res) };
}

beforeEach(async () => {
  await resetDatabase();
  await insertStickers([stickerRow({ etsyListingId: 951, title: 'Raptor Running', svgPath: '/artwork/raptor.svg' })]);
  const res = await request('/api/admin/session', {
    method: 'POST',
    headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json', 'CF-Connecting-IP': `198.18.0.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify({ password: TEST_ADMIN_PASSWORD }),
  });
  cookie = res.headers.get('set-cookie')!.split(';')[0]!;
});

describe('listing backups', () => {
  it('stores a backup of a listing as it is, reads it back, lists it and counts it', async () => {
    const stored = await admin('POST', '/api/admin/backups', { listingId: 951 });
    expect(stored.status).toBe(201);
    const backup = stored.body.data;
    expect(backup).toMatchObject({ listing_id: 951, backup_type: 'manual' });
    expect(backup.backup_id).toMatch(/^951_\d+$/);
    expect(backup.sticker_data).toMatchObject({ etsyListingId: 951, title: 'Raptor Running', svgPath: '/artwork/raptor.svg' });
    expect(backup.local_fields_count).toBeGreaterThan(0);
    expect((await admin('GET', `/api/admin/backups/${backup.backup_id}`)).body.data).toEqual(backup);
    expect((await admin('GET', '/api/admin/backups/listing/951/latest')).body.data.backup_id).toBe(backup.backup_id);
    const { sticker_data: _s, etsy_data: _e, ...summary } = backup;
    // Nothing changed since: a restore now would change nothing.
    expect((await admin('GET', '/api/admin/backups/listing/951')).body.data).toEqual([{ ...summary, changes: [] }]);
    expect((await admin('GET', '/api/admin/backups/stats')).body.data).toMatchObject({ total: 1, listings: 1, byType: { manual: 1 } });
  });

  it('says what a backup would change if restored now, and restores a listing from it after backing up the listing as it was', async () => {
    const { body } = await admin('POST', '/api/admin/backups', { listingId: 951 });
    await db().update(schema.stickers).set({ title: 'Broken', svgPath: null }).where(eq(schema.stickers.etsyListingId, 951));
    expect((await admin('GET', '/api/admin/backups/listing/951')).body.data[0].changes).toEqual(['title', 'svgPath']);
    expect((await admin('POST', `/api/admin/backups/${body.data.backup_id}/restore`)).status).toBe(200);
    const taken = await db().select().from(schema.backups).where(eq(schema.backups.backupType, 'pre_restore')).get();
    expect(JSON.parse(taken!.stickerData)).toMatchObject({ title: 'Broken', svgPath: null });
    expect(await lastPublishRequest(db())).not.toBeNull();
    expect(await db().select({ title: schema.stickers.title, svgPath: schema.stickers.svgPath }).from(schema.stickers).get()).toEqual({
      title: 'Raptor Running',
      svgPath: '/artwork/raptor.svg',
    });
  });

  it.each([
    ['a column of the wrong type', (row: Record<string, unknown>) => ({ ...row, publicVisible: 'yes' })],
    ['a column the table does not have', (row: Record<string, unknown>) => ({ ...row, isAdmin: true })],
    ['a column missing', ({ svgPath: _gone, ...row }: Record<string, unknown>) => row],
    ['another listing’s row', (row: Record<string, unknown>) => ({ ...row, etsyListingId: 952 })],
  ])('refuses to restore a backup holding %s, and changes nothing', async (_what, tamper) => {
    const { body } = await admin('POST', '/api/admin/backups', { listingId: 951 });
    const stored = (await db().select().from(schema.backups).get())!;
    await db()
      .update(schema.backups)
      .set({ stickerData: JSON.stringify(tamper(JSON.parse(stored.stickerData) as Record<string, unknown>)) })
      .where(eq(schema.backups.backupId, stored.backupId));
    await db().update(schema.stickers).set({ title: 'Broken' }).where(eq(schema.stickers.etsyListingId, 951));
    expect((await admin('POST', `/api/admin/backups/${body.data.backup_id}/restore`)).status).toBe(422);
    expect((await db().select({ title: schema.stickers.title }).from(schema.stickers).get())!.title).toBe('Broken');
  });

  it('answers the spec’s texts for what is not there, and 400 for a malformed id', async () => {
    const latest = await admin('GET', '/api/admin/backups/listing/952/latest');
    expect(latest.status).toBe(404);
    expect(latest.body.error.message).toBe('No backup found for listing');
    expect((await admin('POST', '/api/admin/backups', { listingId: 952 })).status).toBe(404);
    expect((await admin('GET', '/api/admin/backups/not-an-id')).status).toBe(400);
    expect((await admin('POST', '/api/admin/backups', { listingId: -1 })).status).toBe(400);
  });
});

describe('pruning old backups', () => {
  const DAY = 86_400_000;
  const now = new Date('2026-11-23T06:00:00.000Z');
  const backup = (listingId: number, daysAgo: number, backupType = 'pre_etsy_update') => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    return { backupId: `${listingId}_${at.getTime()}`, listingId, timestamp: at.toISOString(), backupType, stickerData: '{}' };
  };

  it('the 6-hourly run drops automatic backups past 90 days beyond each listing’s newest 5, and keeps the owner’s', async () => {
    await db()
      .insert(schema.backups)
      .values([
        // Listing 951: three recent, five old (the two newest of them are among its newest 5), one the owner took long ago.
        ...[10, 20, 30].map((d) => backup(951, d)),
        ...[100, 101, 102, 103, 104].map((d) => backup(951, d)),
        backup(951, 200, 'manual'),
        // Listing 952: its only backup is old, and still its newest.
        backup(952, 300, 'pre_deprecated_process'),
      ]);
    await worker.scheduled({ scheduledTime: now.getTime(), cron: '0 */6 * * *', noRetry() {} }, env);
    const left = await db().select({ id: schema.backups.backupId }).from(schema.backups);
    expect(left.map((b) => b.id).sort()).toEqual(
      [...[10, 20, 30, 100, 101].map((d) => backup(951, d)), backup(951, 200, 'manual'), backup(952, 300)].map((b) => b.backupId).sort(),
    );
  });
});
