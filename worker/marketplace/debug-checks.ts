/**
 * @module marketplace/debug-checks
 * The debug screen's checks, run on the server with the stored connection: each answers what it
 * found as lines for the results modal, never throws (a failure is a line with the spec's text).
 */
import { count, desc, isNotNull, sql } from 'drizzle-orm';
import { DEBUG_CHECK_TITLES, LOCAL_DEBUG_CHECKS, NO_TOKEN_FOUND, type DebugCheck, type DebugResult } from '~/contracts/debug.ts';
import type { Database } from '~/db/client.ts';
import { applyMarketplaceRecords, summarise } from '~/db/queries/sync.ts';
import { marketplaceListings, stickers } from '~/db/schema.ts';
import { MarketplaceError, type MarketplaceClient } from './client.ts';
import type { MarketplaceConfig } from './connection.ts';
import { connectedClient, connectedShopId, connectionStatus, fetchRecords, NO_TOKEN_MESSAGE } from './connection.ts';

const message = (error: unknown) => (error instanceof MarketplaceError ? error.message : error instanceof Error ? error.message : String(error));

export async function runDebugCheck(check: DebugCheck, db: Database, config: MarketplaceConfig | null): Promise<DebugResult> {
  const started = Date.now();
  const client = (): MarketplaceClient => {
    if (!config) throw new Error('The marketplace is not configured');
    return connectedClient(db, config);
  };
  const firstShopListings = async (n: number) => {
    const shopId = await connectedShopId(db);
    return { shopId, ids: ((await client().getShopListings(shopId, 0)).results ?? []).slice(0, n).map((l) => l.listing_id!) };
  };
  const title = DEBUG_CHECK_TITLES[check];
  try {
    if (!LOCAL_DEBUG_CHECKS.includes(check) && (await connectionStatus(db)).state !== 'connected') return { title: NO_TOKEN_FOUND, ok: false, lines: [NO_TOKEN_MESSAGE] };
    switch (check) {
      case 'database': {
        const rows = await db.select({ id: stickers.etsyListingId }).from(stickers).limit(1000);
        return { title, ok: true, lines: [`Database connection works: read ${rows.length} listings (at most 1000) in ${Date.now() - started} ms.`] };
      }
      case 'etsy-data':
      case 'stored-data': {
        const total = (await db.select({ n: count() }).from(marketplaceListings).get())?.n ?? 0;
        if (total === 0) return { title, ok: false, lines: [check === 'etsy-data' ? 'No Etsy data found' : 'No Stored Data Found: run Test Fetch & Store first.'] };
        const latest = await db.select({ id: marketplaceListings.etsyListingId, at: marketplaceListings.updatedAt, listing: marketplaceListings.listingData }).from(marketplaceListings).orderBy(desc(marketplaceListings.updatedAt)).limit(5);
        return {
          title,
          ok: true,
          lines: [`${total} listings' marketplace data stored. Latest:`, ...latest.map((r) => `${r.id} (${r.at}): ${String((JSON.parse(r.listing ?? '{}') as { title?: unknown }).title ?? '?').slice(0, 60)}`)],
        };
      }
      case 'token': {
        const me = await client().getMe();
        return { title, ok: true, lines: [`The token works: user ${me.user_id}, shop ${me.shop_id}.`] };
      }
      case 'individual': {
        const api = client();
        const shopId = await connectedShopId(db);
        const lines: string[] = [];
        const probe = async (name: string, work: () => Promise<unknown>) => {
          try {
            await work();
            lines.push(`${name}: success`);
          } catch (error) {
            lines.push(`${name}: ${error instanceof MarketplaceError ? (error.status ?? error.failure) : message(error)}`);
          }
        };
        let id = 0;
        await probe('getMe', () => api.getMe());
        await probe('getListingsByShop', async () => (id = (await api.getShopListings(shopId, 0)).results?.[0]?.listing_id ?? 0));
        await probe('getListing', () => api.getListing(id));
        await probe('getListingImages', () => api.getListingImages(id));
        await probe('getListingInventory', () => api.getListingInventory(id));
        await probe('getListingsByListingIds', () => api.getListingsBatch([id]));
        await probe('getListingsInventoryByListingIds', () => api.getInventoryBatch([id]));
        await probe('getShopReceiptTransactionsByShop', () => api.getTransactions(shopId, 0));
        return { title, ok: lines.every((l) => l.endsWith('success')), lines };
      }
      case 'new-api': {
        const { ids } = await firstShopListings(5);
        const api = client();
        const [listings, inventories] = await Promise.all([api.getListingsBatch(ids), api.getInventoryBatch(ids)]);
        return { title, ok: true, lines: [`Batch read: ${listings.count ?? listings.results?.length ?? 0} listings with images for ${ids.length} ids.`, `Batch inventory: ${inventories.results.length} inventories.`] };
      }
      case 'variation-images': {
        const { shopId, ids } = await firstShopListings(1);
        if (ids.length === 0) return { title, ok: false, lines: ['No Etsy data found'] };
        const answer = await client().getVariationImages(shopId, ids[0]!);
        return { title, ok: true, lines: [`Listing ${ids[0]}: ${answer.count ?? answer.results?.length ?? 0} variation images.`] };
      }
      case 'analyze': {
        const row = await db
          .select({
            total: count(),
            withImages: sql<number>`sum(case when ${stickers.firstImageUrl} is not null then 1 else 0 end)`,
            withSizes: sql<number>`sum(case when ${stickers.availableSizes} <> '[]' then 1 else 0 end)`,
            withDimensions: sql<number>`sum(case when ${stickers.dimensions} <> '{}' then 1 else 0 end)`,
          })
          .from(stickers)
          .get();
        const withArtwork = (await db.select({ n: count() }).from(stickers).where(isNotNull(stickers.svgPath)).get())?.n ?? 0;
        const t = row?.total ?? 0;
        return {
          title,
          ok: true,
          lines: [`${t} listings: ${row?.withImages ?? 0} with images, ${row?.withSizes ?? 0} with sizes, ${row?.withDimensions ?? 0} with dimensions, ${withArtwork} with artwork.`],
        };
      }
      case 'fetch-store':
      case 'fetch-4': {
        const { ids } = await firstShopListings(check === 'fetch-4' ? 4 : 1);
        if (ids.length === 0) return { title, ok: false, lines: ['No Etsy data found'] };
        const records = await fetchRecords(client(), ids);
        const summary = summarise(await applyMarketplaceRecords(db, records, new Date(), { createNew: check === 'fetch-store' }));
        return { title, ok: summary.failed === 0, lines: [`Total: ${summary.total}  Successful: ${summary.successful}  Failed: ${summary.failed}`, ...summary.updates, ...summary.errors] };
      }
    }
  } catch (error) {
    const failure =
      check === 'database' ? `Database test failed: ${message(error)}`
      : check === 'etsy-data' ? 'Etsy data test failed'
      : check === 'stored-data' ? `Failed to get stored data: ${message(error)}`
      : `API call failed: ${message(error)}`;
    return { title, ok: false, lines: [failure] };
  }
}

