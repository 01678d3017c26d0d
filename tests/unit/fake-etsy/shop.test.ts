import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SHOP_ID, createFakeEtsy, type FakeEtsy } from '../../../scripts/fake-etsy/app.ts';
import { demoShop } from '../../../scripts/seed/catalogue.ts';
import { WARM_UP_MS, call, fakeWithClock, json } from './helpers.ts';

const shopPath = `/v3/application/shops/${FAKE_SHOP_ID}`;
let demo: ReturnType<typeof demoShop>;

beforeAll(() => {
  demo = demoShop();
  createFakeEtsy();
}, WARM_UP_MS);

function setUp(): { fake: FakeEtsy; token: string; ids: number[] } {
  const fake = createFakeEtsy();
  return { fake, token: fake.state.grantToken().access_token, ids: fake.state.shop.list().map((r) => r.listing.listing_id) };
}

type Listing = {
  listing_id: number;
  title: string;
  views: number;
  num_favorers: number;
  description: string;
  tags: string[];
  state: string;
  skus: string[];
  last_modified_timestamp: number;
  updated_timestamp: number;
  price?: { amount: number };
};
type Inventory = {
  products: {
    product_id: number;
    sku: string;
    property_values: { property_id: number; values: string[]; value_ids: number[]; property_name: string }[];
    offerings: {
      offering_id: number;
      price?: { amount: number; divisor: number; currency_code: string };
      quantity: number;
      is_enabled: boolean;
      readiness_state_id: number | null;
    }[];
  }[];
  price_on_property: number[];
  quantity_on_property: number[];
  sku_on_property: number[];
};

async function allListings(fake: FakeEtsy, token: string, query = ''): Promise<Listing[]> {
  const results: Listing[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await json<{ count: number; results: Listing[] }>(call(fake, `${shopPath}/listings?limit=100&offset=${offset}${query}`, { token }));
    results.push(...page.results);
    if (offset + 100 >= page.count) return results;
  }
}

describe('the fake shop is the demo catalogue', () => {
  it('serves the listings the seed stores: ids in order, titles, descriptions, tags, SKUs, views and favourites', async () => {
    const { fake, token } = setUp();
    const listings = await allListings(fake, token);
    expect(listings.map((l) => l.listing_id)).toEqual(demo.listings.map((l) => l.row.etsyListingId));
    for (const [k, listing] of listings.entries()) {
      const { row } = demo.listings[k]!;
      const seeded = JSON.parse(row.listingData!) as { skus: string[] };
      expect({
        title: listing.title,
        description: listing.description,
        tags: listing.tags,
        skus: listing.skus,
        views: listing.views,
        favourites: listing.num_favorers,
      }).toEqual({
        title: row.title,
        description: row.description,
        tags: JSON.parse(row.tags!),
        skus: seeded.skus,
        views: row.views,
        favourites: row.numFavorers,
      });
    }
  });

  it("serves each listing's seeded inventory: same products, values and prices", async () => {
    const { fake, token, ids } = setUp();
    for (let k = 0; k < ids.length; k += 100) {
      const batch = await json<{ results: { listing_id: number; inventory: Inventory }[] }>(
        call(fake, `/v3/application/listings/batch/inventory?listing_ids=${ids.slice(k, k + 100).join(',')}`, { token }),
      );
      for (const { listing_id, inventory } of batch.results) {
        const seeded = JSON.parse(demo.listings.find((l) => l.row.etsyListingId === listing_id)!.row.inventoryData!) as Inventory;
        const shape = (inv: Inventory) =>
          inv.products.map((p) => ({
            id: p.product_id,
            sku: p.sku,
            values: p.property_values.map((v) => [v.property_id, v.values, v.value_ids]),
            price: p.offerings[0]!.price ?? null,
          }));
        expect(shape(inventory)).toEqual(shape(seeded));
      }
    }
  });

  it('derives price_on_property and sku_on_property from the products, and gives offerings a processing profile', async () => {
    const { fake, token, ids } = setUp();
    const inventory = await json<Inventory>(call(fake, `/v3/application/listings/${ids[0]}/inventory`, { token }));
    expect(inventory.price_on_property).toEqual([100]);
    expect(inventory.sku_on_property).toEqual([100]);
    expect(inventory.quantity_on_property).toEqual([]);
    expect(inventory.products.every((p) => p.offerings[0]!.readiness_state_id! > 0)).toBe(true);
  });

  it("has the seed's images, and sales that add up to each listing's total_sales_volume", async () => {
    const { fake, ids } = setUp();
    const images = await json<{ results: { url_fullxfull: string; url_570xN: string }[] }>(call(fake, `/v3/application/listings/${ids[0]}/images`));
    expect(images.results[0]!.url_fullxfull).toBe(demo.listings[0]!.row.firstImageUrl);
    expect(images.results[0]!.url_570xN).toMatch(/\/il_570xN\./);
    const total = fake.state.shop.transactionCount();
    const sold = new Map<number, number>();
    for (const t of fake.state.shop.transactions(0, total)) sold.set(t.listing_id!, (sold.get(t.listing_id!) ?? 0) + t.quantity!);
    for (const l of demo.listings) expect(sold.get(l.row.etsyListingId!) ?? 0).toBe(l.row.totalSalesVolume);
    expect((await json(call(fake, shopPath))).transaction_sold_count).toBe(total);
  });

  it('pages transactions newest first with a count', async () => {
    const { fake, token } = setUp();
    const first = await json<{ count: number; results: { transaction_id: number; created_timestamp: number }[] }>(
      call(fake, `${shopPath}/transactions?limit=100`, { token }),
    );
    const second = await json<{ results: { transaction_id: number; created_timestamp: number }[] }>(
      call(fake, `${shopPath}/transactions?limit=100&offset=100`, { token }),
    );
    expect(first.count).toBe(fake.state.shop.transactionCount());
    const times = [...first.results, ...second.results].map((t) => t.created_timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.results, ...second.results].map((t) => t.transaction_id)).size).toBe(200);
  });

  it(
    'builds a larger shop from demoShop({ listings })',
    async () => {
      const fake = createFakeEtsy({ listings: 1000 });
      const { access_token } = fake.state.grantToken();
      const listings = await allListings(fake, access_token);
      expect(listings.length).toBe(1000);
      expect(new Set(listings.map((l) => l.listing_id)).size).toBe(1000);
    },
    WARM_UP_MS,
  );
});

describe('GET /v3/application/shops/{shop_id}/listings', () => {
  it('pages stably with limit and offset, and counts the shop', async () => {
    const { fake, token, ids } = setUp();
    const page = await json<{ count: number; results: Listing[] }>(call(fake, `${shopPath}/listings?limit=7&offset=3`, { token }));
    expect(page.count).toBe(ids.length);
    expect(page.results.map((l) => l.listing_id)).toEqual(ids.slice(3, 10));
    expect((await json<{ results: Listing[] }>(call(fake, `${shopPath}/listings`, { token }))).results).toHaveLength(25);
  });

  it('refuses limit over 100, and another shop', async () => {
    const { fake, token } = setUp();
    expect((await call(fake, `${shopPath}/listings?limit=101`, { token })).status).toBe(400);
    expect((await call(fake, '/v3/application/shops/1/listings', { token })).status).toBe(404);
  });

  it('filters by state: an inactive listing leaves the active pages', async () => {
    const { fake, token, ids } = setUp();
    fake.state.updateListing(ids[0]!, { state: 'inactive' });
    const active = await json<{ count: number; results: Listing[] }>(call(fake, `${shopPath}/listings?state=active&limit=100`, { token }));
    const inactive = await json<{ count: number; results: Listing[] }>(call(fake, `${shopPath}/listings?state=inactive`, { token }));
    expect(active.count).toBe(ids.length - 1);
    expect(inactive.results.map((l) => l.listing_id)).toEqual([ids[0]]);
  });

  it('hides an inactive listing from anonymous reads but not from its owner', async () => {
    const { fake, token, ids } = setUp();
    fake.state.updateListing(ids[0]!, { state: 'draft' });
    expect((await call(fake, `/v3/application/listings/${ids[0]}`)).status).toBe(404);
    expect((await call(fake, `/v3/application/listings/${ids[0]}`, { token })).status).toBe(200);
  });
});

describe('batch reads', () => {
  it('answer the ids asked for, skip unknown ones, and refuse more than 100', async () => {
    const { fake, token, ids } = setUp();
    const batch = await json<{ count: number; results: (Listing & { images: unknown[] })[] }>(
      call(fake, `/v3/application/listings/batch?listing_ids=${ids[3]},1,${ids[1]}&includes=Images`),
    );
    expect(batch.results.map((l) => l.listing_id)).toEqual([ids[3], ids[1]]);
    expect(batch.results[0]!.images).toHaveLength(demo.listings.find((l) => l.row.etsyListingId === ids[3])!.etsy.images.length);
    expect((await call(fake, `/v3/application/listings/batch?listing_ids=${ids.slice(0, 101).join(',')}`)).status).toBe(400);
    expect((await call(fake, `/v3/application/listings/batch/inventory?listing_ids=${ids.slice(0, 101).join(',')}`, { token })).status).toBe(400);
  });

  it('refuse includes=Inventory, removed in 2026', async () => {
    const { fake, ids } = setUp();
    const res = await call(fake, `/v3/application/listings/batch?listing_ids=${ids[0]}&includes=Inventory`);
    expect(res.status).toBe(400);
  });
});

describe('PATCH /v3/application/shops/{shop_id}/listings/{listing_id}', () => {
  it('updates title, description and tags, and moves the modified timestamps', async () => {
    const { fake, clock } = fakeWithClock();
    const token = fake.state.grantToken().access_token;
    const id = fake.state.shop.list()[0]!.listing.listing_id;
    const before = fake.state.listing(id)!;
    clock.now += 60_000;
    const res = await call(fake, `${shopPath}/listings/${id}`, {
      method: 'PATCH',
      token,
      form: { title: 'Wolf Howling Decal - New Title', description: 'New text', tags: 'wolf,moon' },
    });
    expect(res.status).toBe(200);
    const after = await json<Listing>(call(fake, `/v3/application/listings/${id}`));
    expect(after).toMatchObject({ title: 'Wolf Howling Decal - New Title', description: 'New text', tags: ['wolf', 'moon'] });
    expect(after.last_modified_timestamp).toBe(Math.floor(clock.now / 1000));
    expect(after.updated_timestamp).toBeGreaterThan(before.updated_timestamp);
  });

  it('moves the timestamps even on a frozen clock', async () => {
    const { fake } = fakeWithClock();
    const id = fake.state.shop.list()[0]!.listing.listing_id;
    const first = fake.state.updateListing(id, { title: 'One' }).last_modified_timestamp;
    expect(fake.state.updateListing(id, { title: 'Two' }).last_modified_timestamp).toBeGreaterThan(first);
  });

  it.each([
    [{ title: '' }, /title/],
    [{ title: 'x'.repeat(141) }, /140/],
    [{ title: 'Fifty % off % today' }, /%/],
    [{ item_weight: '3' }, /item_weight/],
  ])('refuses %o with 400', async (form, message) => {
    const { fake, token, ids } = setUp();
    const res = await call(fake, `${shopPath}/listings/${ids[0]}`, { method: 'PATCH', token, form: form });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toMatch(message);
  });

  it('takes a form body, not JSON', async () => {
    const { fake, token, ids } = setUp();
    expect((await call(fake, `${shopPath}/listings/${ids[0]}`, { method: 'PATCH', token, json: { title: 'JSON' } })).status).toBe(400);
  });
});

describe('PUT /v3/application/listings/{listing_id}/inventory', () => {
  /** The GET answer made sendable, as etsy/README.md says the product must. */
  function sendable(inventory: Inventory) {
    return {
      products: inventory.products.map((p) => ({
        sku: p.sku,
        property_values: p.property_values.map(({ property_id, property_name, value_ids, values }) => ({ property_id, property_name, value_ids, values })),
        offerings: p.offerings.map((o) => ({
          price: (o.price?.amount ?? 500) / (o.price?.divisor ?? 100),
          quantity: o.quantity,
          is_enabled: o.is_enabled,
          readiness_state_id: o.readiness_state_id,
        })),
      })),
      price_on_property: inventory.price_on_property,
      quantity_on_property: inventory.quantity_on_property,
      sku_on_property: inventory.sku_on_property,
    };
  }

  it("replaces the whole product list, with new product ids and Money prices; the listing's SKUs and timestamps follow", async () => {
    const { fake, token, ids } = setUp();
    const path = `/v3/application/listings/${ids[0]}/inventory`;
    const before = await json<Inventory>(call(fake, path, { token }));
    const modifiedBefore = fake.state.listing(ids[0]!)!.last_modified_timestamp;
    const body = sendable(before);
    const kept = body.products.filter((p) => p.property_values[1]!.values[0] === before.products[0]!.property_values[1]!.values[0]);
    kept[0]!.offerings[0]!.price = 12.34;
    const res = await call(fake, path, { method: 'PUT', token, json: { ...body, products: kept } });
    expect(res.status).toBe(200);
    const after = await json<Inventory>(call(fake, path, { token }));
    expect(after.products).toHaveLength(kept.length);
    expect(after.products[0]!.offerings[0]!.price).toEqual({ amount: 1234, divisor: 100, currency_code: 'USD' });
    expect(after.products.map((p) => p.product_id)).not.toContain(before.products[0]!.product_id);
    const listing = await json<Listing>(call(fake, `/v3/application/listings/${ids[0]}`));
    expect(listing.skus).toEqual([...new Set(kept.map((p) => p.sku))]);
    expect(listing.last_modified_timestamp).toBeGreaterThan(modifiedBefore);
  });

  it('accepts the GET answer once made sendable, unchanged', async () => {
    const { fake, token, ids } = setUp();
    const path = `/v3/application/listings/${ids[0]}/inventory`;
    const before = await json<Inventory>(call(fake, path, { token }));
    const res = await call(fake, path, { method: 'PUT', token, json: sendable(before) });
    expect(res.status).toBe(200);
  });

  it.each([
    ['the GET answer as it is (ids, Money prices)', (inv: Inventory) => inv, /product_id|price/],
    [
      'a Money price',
      (inv: Inventory) => ({
        ...sendable(inv),
        products: sendable(inv).products.map((p) => ({ ...p, offerings: [{ ...p.offerings[0]!, price: { amount: 500, divisor: 100 } }] })),
      }),
      /decimal number/,
    ],
    ['no products', () => ({ products: [] }), /products/],
    [
      'offerings without readiness_state_id',
      (inv: Inventory) => ({
        ...sendable(inv),
        products: sendable(inv).products.map((p) => ({ ...p, offerings: [{ price: 4, quantity: 1, is_enabled: true }] })),
      }),
      /readiness_state_id/,
    ],
    ['prices that vary by size without price_on_property', (inv: Inventory) => ({ ...sendable(inv), price_on_property: [] }), /price_on_property/],
    [
      'a scale_name',
      (inv: Inventory) => ({
        ...sendable(inv),
        products: sendable(inv).products.map((p) => ({ ...p, property_values: p.property_values.map((v) => ({ ...v, scale_name: null })) })),
      }),
      /scale_name/,
    ],
  ])('refuses %s with 400 and changes nothing', async (_, make, message) => {
    const { fake, token, ids } = setUp();
    const path = `/v3/application/listings/${ids[0]}/inventory`;
    const before = await json<Inventory>(call(fake, path, { token }));
    const res = await call(fake, path, { method: 'PUT', token, json: make(before) });
    expect(res.status).toBe(400);
    expect((await json<{ error: string }>(res)).error).toMatch(message);
    expect(await json(call(fake, path, { token }))).toEqual(before);
  });
});
