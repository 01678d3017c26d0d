import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SHOP_ID, OPERATIONS, createFakeEtsy, type FakeEtsy } from '../../../scripts/fake-etsy/app.ts';
import { call, json, WARM_UP_MS } from './helpers.ts';
import { operation, schemaErrors } from './openapi-schema.ts';
import { ETSY_ANSWER_SCHEMAS } from '../../../worker/marketplace/etsy-schemas.ts';

/** The issues our client's schema finds in an answer (its path and message each): empty when the client reads it. */
function clientSchemaIssues(operationId: keyof typeof ETSY_ANSWER_SCHEMAS, body: unknown): string[] {
  const parsed = ETSY_ANSWER_SCHEMAS[operationId].safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

let fake: FakeEtsy;
let token: string;
let ids: number[];

beforeAll(() => {
  fake = createFakeEtsy();
  token = fake.state.grantToken().access_token;
  ids = fake.state.shop.list().map((r) => r.listing.listing_id);
}, WARM_UP_MS);

const shop = `/v3/application/shops/${FAKE_SHOP_ID}`;

describe("the fake's operations", () => {
  it.each(Object.entries(OPERATIONS))("%s sits at the path, method and scope of Etsy's description", (id, op) => {
    if (id === 'getListingsInventoryByListingIds') return; // newer than the description (etsy/README.md)
    const official = operation(id);
    expect({ method: op.method, path: op.path }).toEqual({ method: official.method, path: official.path });
    expect('scope' in op ? [op.scope] : []).toEqual(official.scopes);
  });
});

describe("answers match the 200 schema of Etsy's OpenAPI description", () => {
  // getShop is not read by the product: only Etsy's description checks it.
  it('getShop: GET the shop', async () => {
    const res = await call(fake, shop, { token });
    expect(res.status).toBe(200);
    expect(schemaErrors({ operation: 'getShop' }, await res.json())).toEqual([]);
  });

  const cases: [keyof typeof ETSY_ANSWER_SCHEMAS, () => string][] = [
    ['getMe', () => '/v3/application/users/me'],
    ['getListingsByShop', () => `${shop}/listings?state=active&limit=100&offset=0`],
    ['getListingsByShop', () => `${shop}/listings?limit=100&offset=100&includes=Images`],
    ['getListing', () => `/v3/application/listings/${ids[0]}`],
    ['getListing', () => `/v3/application/listings/${ids[1]}?includes=Images,Shop,User,Videos`],
    ['getListingsByListingIds', () => `/v3/application/listings/batch?listing_ids=${ids.slice(0, 100).join(',')}&includes=Images`],
    ['getListingImages', () => `/v3/application/listings/${ids[2]}/images`],
    ['getListingVariationImages', () => `${shop}/listings/${ids[2]}/variation-images`],
    ['getListingInventory', () => `/v3/application/listings/${ids[3]}/inventory`],
    ['getListingInventory', () => `/v3/application/listings/${ids[3]}/inventory?includes=Listing`],
    ['getShopReceiptTransactionsByShop', () => `${shop}/transactions?limit=100&offset=0`],
    ['getReviewsByShop', () => `${shop}/reviews?limit=100&offset=0`],
    ['getReviewsByShop', () => `${shop}/reviews?limit=100&offset=100&min_created=946684800`],
  ];

  it.each(cases)('%s: GET %s (and the client reads it through its own schema)', async (operationId, path) => {
    const res = await call(fake, path(), { token });
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(schemaErrors({ operation: operationId }, body)).toEqual([]);
    expect(clientSchemaIssues(operationId, body)).toEqual([]);
  });

  it('getListingsByShop: every listing of the shop, on every page', async () => {
    for (let offset = 0; offset < ids.length; offset += 100) {
      const page = await json(call(fake, `${shop}/listings?limit=100&offset=${offset}&includes=Images`, { token }));
      expect(schemaErrors({ operation: 'getListingsByShop' }, page)).toEqual([]);
    }
  });

  it('getListingsInventoryByListingIds: each result carries listing_id and a ListingInventory', async () => {
    for (let k = 0; k < ids.length; k += 100) {
      const answer = await json<{ count: number; results: { listing_id: number; inventory: unknown }[] }>(
        call(fake, `/v3/application/listings/batch/inventory?listing_ids=${ids.slice(k, k + 100).join(',')}`, { token }),
      );
      expect(answer.count).toBe(answer.results.length);
      expect(clientSchemaIssues('getListingsInventoryByListingIds', answer)).toEqual([]);
      for (const result of answer.results) {
        expect(Object.keys(result).sort()).toEqual(['inventory', 'listing_id']);
        expect(schemaErrors({ schema: 'ListingInventory' }, result.inventory), String(result.listing_id)).toEqual([]);
      }
    }
  });

  it('updateListing answers a ShopListing', async () => {
    const res = await call(fake, `${shop}/listings/${ids[4]}`, { method: 'PATCH', token, form: { title: 'Schema Check Decal', tags: 'a tag,another' } });
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    expect(schemaErrors({ operation: 'updateListing' }, body)).toEqual([]);
    expect(clientSchemaIssues('updateListing', body)).toEqual([]);
  });

  it('updateListingInventory answers a ListingInventory', async () => {
    const body = {
      products: [
        {
          sku: 'SCH-1',
          property_values: [{ property_id: 100, property_name: 'Size', value_ids: [11], values: ['SMALL'] }],
          offerings: [{ price: 5.49, quantity: 999, is_enabled: true, readiness_state_id: null }],
        },
        {
          sku: 'SCH-2',
          property_values: [{ property_id: 100, property_name: 'Size', value_ids: [12], values: ['LARGE'] }],
          offerings: [{ price: 11.99, quantity: 999, is_enabled: true, readiness_state_id: null }],
        },
      ],
      price_on_property: [100],
      quantity_on_property: [],
      sku_on_property: [100],
    };
    const res = await call(fake, `/v3/application/listings/${ids[5]}/inventory`, { method: 'PUT', token, json: body });
    expect(res.status).toBe(200);
    const answer: unknown = await res.json();
    expect(schemaErrors({ operation: 'updateListingInventory' }, answer)).toEqual([]);
    expect(clientSchemaIssues('updateListingInventory', answer)).toEqual([]);
  });

  it('the token endpoint answers what the client reads', async () => {
    expect(clientSchemaIssues('oauthToken', fake.state.grantToken())).toEqual([]);
  });

  it('a wrong answer fails the client’s schema too', async () => {
    const listing = await json<Record<string, unknown>>(call(fake, `/v3/application/listings/${ids[0]}`));
    expect(clientSchemaIssues('getListing', listing)).toEqual([]);
    expect(clientSchemaIssues('getListing', { ...listing, listing_id: String(listing.listing_id) })).not.toEqual([]);
    expect(clientSchemaIssues('getListing', { ...listing, tags: 'one,two' })).not.toEqual([]);
    expect(clientSchemaIssues('getMe', { shop_id: 1 })).not.toEqual([]);
  });

  it('errors have the shape of ErrorSchema', async () => {
    for (const res of [
      await call(fake, '/v3/application/listings/1', { token }),
      await call(fake, `${shop}/listings?limit=500`, { token }),
      await call(fake, '/v3/application/users/me'),
      await call(fake, '/v3/application/users/me', { apiKey: fake.state.clientId }),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(schemaErrors({ schema: 'ErrorSchema' }, await res.json())).toEqual([]);
    }
  });

  it('a wrong answer fails the check (the validator is not a rubber stamp)', async () => {
    const listing = await json(call(fake, `/v3/application/listings/${ids[0]}`));
    expect(schemaErrors({ operation: 'getListing' }, { ...listing, state: 'gone' })).not.toEqual([]);
    expect(schemaErrors({ operation: 'getListing' }, { ...listing, made_up_field: 1 })).not.toEqual([]);
    const { title: _, ...untitled } = listing;
    expect(schemaErrors({ operation: 'getListing' }, untitled)).not.toEqual([]);
    const inventory = await json<{ products: { offerings: Record<string, unknown>[] }[] }>(
      call(fake, `/v3/application/listings/${ids[0]}/inventory`, { token }),
    );
    delete inventory.products[0]!.offerings[0]!.quantity;
    expect(schemaErrors({ operation: 'getListingInventory' }, inventory)).not.toEqual([]);
    inventory.products[0]!.offerings[0]!.quantity = 1;
    inventory.products[0]!.offerings[0]!.price = 4.99;
    expect(schemaErrors({ operation: 'getListingInventory' }, inventory)).not.toEqual([]);
  });
});
