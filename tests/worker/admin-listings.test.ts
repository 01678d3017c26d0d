import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDITOR_TEXTS, pushFailed } from '../../src/contracts/admin-listings.ts';
import { lastPublishRequest } from '../../src/db/queries/publish.ts';
import * as schema from '../../src/db/schema.ts';
import { FETCH_FAILED_HINTS } from '../../worker/marketplace/client.ts';
import { stickerRow } from '../fixtures/listings.ts';
import { setUpFakeEtsy } from './admin-helpers.ts';
import { OWN_ORIGIN, db, insertStickers, request } from './helpers.ts';

// The shop is connected only by the pushes that need it.
const { fake, admin, cookie, connect } = setUpFakeEtsy({ listings: 12, limits: { attempts: 3 }, connected: false });

const row = (id: number) => db().select().from(schema.stickers).where(eq(schema.stickers.etsyListingId, id)).get();
const backupsOf = (id: number) => db().select().from(schema.backups).where(eq(schema.backups.listingId, id));

beforeEach(async () => {
  await insertStickers([
    stickerRow({ etsyListingId: 901, title: 'Raptor Running', svgPath: '/artwork/dinosaurs/raptor.svg', totalSalesVolume: 50, displayOrder: 2 }),
    stickerRow({
      etsyListingId: 902,
      title: 'Bigfoot Walking',
      svgPath: null,
      totalSalesVolume: 90,
      displayOrder: 1,
      tags: ['bigfoot'],
      skus: ['BIG-1'],
      dimensions: JSON.stringify({ MICRO: { width: 2, height: 1, unit: 'inches', source: 'description' } }),
    }),
    stickerRow({ etsyListingId: 903, title: 'Hidden Moth', svgPath: null, totalSalesVolume: 120, publicVisible: false, dimensions: '{}' }),
  ]);
});

describe('the Listing Manager and the editor’s reads', () => {
  it('lists every listing, hidden ones too, in display order, with what the badges and search read', async () => {
    const { status, body } = await admin('GET', '/api/admin/listings');
    expect(status).toBe(200);
    expect(body.data.map((r: { id: number }) => r.id)).toEqual([903, 902, 901]);
    const bigfoot = body.data.find((r: { id: number }) => r.id === 902);
    expect(bigfoot).toMatchObject({
      title: 'Bigfoot Walking',
      publicVisible: true,
      svgPath: null,
      sales: 90,
      tags: ['bigfoot'],
      skus: ['BIG-1'],
      hasDimensions: true,
    });
    expect(body.data.find((r: { id: number }) => r.id === 903)).toMatchObject({ publicVisible: false, hasDimensions: false });
  });

  it('finds the top seller without artwork other than the current one, and says when every listing has artwork', async () => {
    expect((await admin('GET', '/api/admin/listings/next-without-artwork')).body.data).toEqual({ id: 903, title: 'Hidden Moth' });
    expect((await admin('GET', '/api/admin/listings/next-without-artwork?exclude=903')).body.data).toEqual({ id: 902, title: 'Bigfoot Walking' });
    await db().update(schema.stickers).set({ svgPath: '/artwork/x.svg' });
    expect((await admin('GET', '/api/admin/listings/next-without-artwork')).body.data).toBeNull();
    expect((await admin('GET', '/api/admin/listings/next-without-artwork?exclude=abc')).status).toBe(400);
  });

  it('lists the listings without artwork for the auto-association, best sellers first, hidden ones too, an empty path as none', async () => {
    await db().update(schema.stickers).set({ svgPath: '' }).where(eq(schema.stickers.etsyListingId, 902));
    const { status, body } = await admin('GET', '/api/admin/listings/without-artwork');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { id: 903, title: 'Hidden Moth', sales: 120 },
      { id: 902, title: 'Bigfoot Walking', sales: 90 },
    ]);
    expect((await request('/api/admin/listings/without-artwork')).status).toBe(401);
  });

  it('reads a hidden listing in full for the editor, and 404s one that does not exist', async () => {
    const { status, body } = await admin('GET', '/api/admin/listings/903');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ etsyListingId: 903, publicVisible: false, enabledColors: {}, uniqueDescription: null });
    expect((await admin('GET', '/api/admin/listings/999')).status).toBe(404);
  });
});

describe('a local save', () => {
  it('saves the fields sent, keeps the others, backs the listing up first and asks for a republish', async () => {
    const before = (await row(902))!;
    const update = {
      svgPath: '/artwork/cryptids/bigfoot.svg',
      category: 'Cryptids',
      publicVisible: false,
      displayOrder: 7,
      sizes: [{ name: 'SMALL', width: 3.5, height: 2, price: 5.49, sku: 'BIG-S', packCount: 1, enabled: true }],
      dimensions: { SMALL: { width: 3.5, height: 2, unit: 'inches', source: 'manual' } },
      enabledColors: { BLACK: true, RED: false },
      uniqueDescription: 'A big walker.',
    };
    const { status, body } = await admin('PUT', '/api/admin/listings/902', update);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ ...update, title: 'Bigfoot Walking' });
    const after = (await row(902))!;
    expect(after.title).toBe(before.title);
    expect(JSON.parse(after.dimensions)).toEqual(update.dimensions);
    const [backup] = await backupsOf(902);
    expect(backup).toMatchObject({ backupType: 'pre_local_save' });
    expect(JSON.parse(backup!.stickerData)).toMatchObject({ svgPath: null, category: before.category, displayOrder: 1 });
    expect(await lastPublishRequest(db())).not.toBeNull();
  });

  it.each([
    ['an empty title', { title: '   ' }, 'title', EDITOR_TEXTS.noTitle],
    ['a title over 140 characters', { title: 'x'.repeat(141) }, 'title', undefined],
    ['an empty category', { category: '' }, 'category', EDITOR_TEXTS.noCategory],
    ['a path outside the site', { svgPath: 'https://evil.example/a.svg' }, 'svgPath', undefined],
    ['a path climbing out', { svgPath: '/artwork/../../secret.svg' }, 'svgPath', undefined],
    [
      'a pack count of 21',
      { sizes: [{ name: 'SMALL', width: 1, height: 1, price: 1, sku: '', packCount: 21, enabled: true }] },
      'sizes.0.packCount',
      undefined,
    ],
    ['a colour that is not one of the 21', { enabledColors: { CHARTREUSE: true } }, 'enabledColors', undefined],
    ['a field the owner does not edit', { views: 5 }, '_', undefined],
    ['nothing', {}, '_', 'Send at least one field to change'],
  ])('refuses %s with 400 naming the field, and writes nothing', async (_what, update, field, message) => {
    const before = await row(902);
    const { status, body } = await admin('PUT', '/api/admin/listings/902', update);
    expect(status).toBe(400);
    expect(Object.keys(body.error.fields)).toContain(field);
    if (message) expect(body.error.fields[field]).toBe(message);
    expect(await row(902)).toEqual(before);
    expect(await backupsOf(902)).toHaveLength(0);
  });

  it('is refused without a session (401) or from another site (403), and writes nothing', async () => {
    const before = await row(902);
    const anonymous = await request('/api/admin/listings/902', {
      method: 'PUT',
      headers: { Origin: OWN_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Taken over' }),
    });
    expect(anonymous.status).toBe(401);
    const foreign = await request('/api/admin/listings/902', {
      method: 'PUT',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', Cookie: cookie() },
      body: JSON.stringify({ title: 'Taken over' }),
    });
    expect(foreign.status).toBe(403);
    expect((await request('/api/admin/listings')).status).toBe(401);
    expect(await row(902)).toEqual(before);
  });

  it('404s a listing that does not exist, and 413s a body over the limit', async () => {
    expect((await admin('PUT', '/api/admin/listings/999', { title: 'Ghost' })).status).toBe(404);
    expect((await admin('PUT', '/api/admin/listings/902', { description: 'x'.repeat(300_000) })).status).toBe(413);
  });
});

describe('pushes to Etsy', () => {
  /** A listing of the fake shop with colour variations, mirrored locally. */
  let id = 0;
  beforeEach(async () => {
    const record = fake.state.shop.list('active').find((r) => r.inventory.products.some((p) => p.property_values!.some((v) => v.property_id === 200)))!;
    id = record.listing.listing_id;
    await insertStickers([stickerRow({ etsyListingId: id, title: record.listing.title, svgPath: null })]);
  });

  it('say to connect first when the shop is not connected', async () => {
    const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'title', value: 'New title' });
    expect(status).toBe(409);
    expect(body.error.message).toBe(EDITOR_TEXTS.noToken);
  });

  describe('with the shop connected', () => {
    beforeEach(async () => {
      expect((await connect()).status).toBe(200);
    });

    it('preview a title from Etsy’s own value, push it, read it back, and write the local copy after a backup', async () => {
      const etsyTitle = fake.state.listing(id)!.title;
      const preview = await admin('POST', `/api/admin/listings/${id}/push-preview`, { field: 'title', value: 'Raptor Decal for Laptops' });
      expect(preview.body.data).toEqual({ field: 'title', before: etsyTitle, after: 'Raptor Decal for Laptops', unchanged: false });
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'title', value: 'Raptor Decal for Laptops' });
      expect(status).toBe(200);
      expect(fake.state.listing(id)!.title).toBe('Raptor Decal for Laptops');
      expect(body.data.listing.title).toBe('Raptor Decal for Laptops');
      expect(body.data.listing.listing_data.title).toBe('Raptor Decal for Laptops');
      expect((await row(id))!.title).toBe('Raptor Decal for Laptops');
      expect((await backupsOf(id)).map((b) => b.backupType)).toEqual(['pre_etsy_push']);
    });

    it('push a description', async () => {
      const { status } = await admin('POST', `/api/admin/listings/${id}/push`, {
        field: 'description',
        value: 'Cut from premium vinyl.\n\nTRUEscale Sizes\nSMALL: 3" x 2" inches',
      });
      expect(status).toBe(200);
      expect(fake.state.listing(id)!.description).toBe('Cut from premium vinyl.\n\nTRUEscale Sizes\nSMALL: 3" x 2" inches');
      expect((await row(id))!.description).toContain('TRUEscale Sizes');
    });

    it('push colours as the whole inventory: a colour turned off goes, one turned on is added for every size at its price', async () => {
      const sizesBefore = new Set(fake.state.inventory(id)!.products.map((p) => p.property_values!.find((v) => v.property_id !== 200)!.values![0]));
      const preview = await admin('POST', `/api/admin/listings/${id}/push-preview`, { field: 'colors', value: ['RED', 'SKY_BLUE'] });
      expect(preview.status).toBe(200);
      expect(preview.body.data.after).toBe('Red\nSky Blue');
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'colors', value: ['RED', 'SKY_BLUE'] });
      expect(status).toBe(200);
      const products = fake.state.inventory(id)!.products;
      expect(new Set(products.map((p) => p.property_values!.find((v) => v.property_id === 200)!.values![0]))).toEqual(new Set(['Red', 'Sky Blue']));
      expect(products).toHaveLength(sizesBefore.size * 2);
      expect(products.every((p) => p.offerings![0]!.price!.amount! > 0)).toBe(true);
      expect(body.data.listing.available_colors).toEqual(['Red', 'Sky Blue']);
      expect(body.data.listing.enabledColors).toMatchObject({ RED: true, SKY_BLUE: true, BLACK: false });
    });

    it('report a write Etsy answered but did not apply, and leave the local copy as it was', async () => {
      const before = await row(id);
      fake.state.addFault({ fault: 'unapplied_write', path: `/listings/${id}`, method: 'PATCH' });
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'title', value: 'Never Applied' });
      expect(status).toBe(502);
      expect(body.error.code).toBe('not_applied');
      expect(body.error.message).toContain(pushFailed('title'));
      expect(body.error.message).toContain(FETCH_FAILED_HINTS.not_applied);
      expect(await row(id)).toEqual(before);
    });

    it.each([
      ['a rate limit that does not lift', 'rate_limited', 'rate_limited'],
      ['server errors', 'server_error', 'server'],
      ['a listing Etsy no longer has', 'not_found', 'not_found'],
    ] as const)('report %s with its hint, and write nothing locally', async (_what, fault, failure) => {
      const before = await row(id);
      fake.state.addFault({ fault, path: `/listings/${id}`, method: 'PATCH', times: 5 });
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'title', value: 'Not Today' });
      expect(status).toBe(502);
      expect(body.error.message.startsWith(pushFailed('title'))).toBe(true);
      expect(body.error.message).toContain(FETCH_FAILED_HINTS[failure]);
      expect(await row(id)).toEqual(before);
    });

    it.each([
      ['an inventory write Etsy answered but did not apply', 'unapplied_write', 'not_applied'],
      ['server errors', 'server_error', 'server'],
      ['a rate limit that does not lift', 'rate_limited', 'rate_limited'],
    ] as const)(
      'report %s on a colour push (the audit’s Update Etsy) with its hint: neither Etsy nor the local copy half-changed',
      async (_what, fault, failure) => {
        const before = await row(id);
        const onEtsy = fake.state.inventory(id);
        fake.state.addFault({ fault, path: `/listings/${id}/inventory`, method: 'PUT', times: 5 });
        const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'colors', value: ['RED'] });
        expect(status).toBe(502);
        expect(body.error.message.startsWith(pushFailed('colors'))).toBe(true);
        expect(body.error.message).toContain(FETCH_FAILED_HINTS[failure]);
        expect(await row(id)).toEqual(before);
        expect(fake.state.inventory(id)).toEqual(onEtsy);
      },
    );

    it.each([
      ['title', { field: 'title', value: 'Garbled But Taken' }, `/listings/${id}`, 'PATCH'],
      ['colours', { field: 'colors', value: ['RED'] }, `/listings/${id}/inventory`, 'PUT'],
    ] as const)('count a %s push whose answer came back garbled once Etsy reads back the change, and follow it locally', async (_what, push, path, method) => {
      fake.state.addFault({ fault: 'malformed_json', path, method, times: 5 });
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, push);
      expect(status).toBe(200);
      if (push.field === 'title') expect([fake.state.listing(id)!.title, (await row(id))!.title]).toEqual([push.value, push.value]);
      else expect(body.data.listing.available_colors).toEqual(['Red']);
    });

    it('retry a server error once and then succeed', async () => {
      fake.state.addFault({ fault: 'server_error', path: `/listings/${id}`, method: 'PATCH', times: 1 });
      expect((await admin('POST', `/api/admin/listings/${id}/push`, { field: 'title', value: 'Second Try' })).status).toBe(200);
      expect(fake.state.listing(id)!.title).toBe('Second Try');
    });

    it('say the token is invalid when Etsy refuses it, and change nothing', async () => {
      const before = await row(id);
      fake.state.revokeTokens();
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'title', value: 'Revoked' });
      expect(status).toBe(409);
      expect(body.error.message).toBe(EDITOR_TEXTS.tokenInvalid);
      expect(await row(id)).toEqual(before);
    });

    it('refuse colours for a listing without a colour property, with the spec’s text, before anything is sent', async () => {
      const [first] = fake.state.inventory(id)!.products;
      fake.state.setInventory(id, [{ ...first!, property_values: first!.property_values!.filter((v) => v.property_id !== 200) }]);
      fake.state.resetStats();
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push-preview`, { field: 'colors', value: ['RED'] });
      expect(status).toBe(422);
      expect(body.error.message).toBe(EDITOR_TEXTS.noColorProperty);
      expect(fake.state.stats().byOperation.updateListingInventory ?? 0).toBe(0);
    });

    it('refuse a bad push with 400 naming the field', async () => {
      const { status, body } = await admin('POST', `/api/admin/listings/${id}/push`, { field: 'colors', value: ['CHARTREUSE'] });
      expect(status).toBe(400);
      expect(Object.keys(body.error.fields)[0]).toMatch(/^value/);
      expect((await admin('POST', `/api/admin/listings/${id}/push`, { field: 'tags', value: 'x' })).status).toBe(400);
    });
  });
});
