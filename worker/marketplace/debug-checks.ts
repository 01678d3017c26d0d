/**
 * @module marketplace/debug-checks
 * The debug screen's checks, run on the server with the stored connection: each answers what it
 * found as lines for the results modal, never throws (a failure is a line with the spec's text).
 */
import { DEBUG_CHECK_TITLES, LOCAL_DEBUG_CHECKS, NO_TOKEN_FOUND, type DebugCheck, type DebugResult } from '~/contracts/debug.ts';
import type { Database } from '~/db/client.ts';
import { columnSchemas, parseColumn } from '~/db/json.ts';
import { listingCompleteness, readListingIds, storedMarketplaceData } from '~/db/queries/diagnostics.ts';
import { applyMarketplaceRecords, summarise } from '~/db/queries/sync.ts';
import { summaryLines } from '~/domain/sync-summary.ts';
import { MarketplaceError, type MarketplaceClient } from './client.ts';
import type { MarketplaceConfig } from './connection.ts';
import { connectedClient, connectedShopId, connectionStatus, fetchRecords, NO_TOKEN_MESSAGE } from './connection.ts';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A stored listing's title, read through the stored listing's schema ('?' when it has none). */
const storedTitle = (listingJson: string | null) => parseColumn(columnSchemas.listingData, listingJson, { skus: [] }).title ?? '?';

export async function runDebugCheck(check: DebugCheck, db: Database, config: MarketplaceConfig | null): Promise<DebugResult> {
  const started = Date.now();
  const client = (): MarketplaceClient => {
    if (!config) throw new Error('The marketplace is not configured');
    return connectedClient(db, config);
  };
  const firstShopListings = async (n: number) => {
    const shopId = await connectedShopId(db);
    return { shopId, ids: (await client().getShopListings(shopId, 0)).results.slice(0, n).map((l) => l.listing_id) };
  };
  const title = DEBUG_CHECK_TITLES[check];
  try {
    if (!LOCAL_DEBUG_CHECKS.includes(check) && (await connectionStatus(db)).state !== 'connected')
      return { title: NO_TOKEN_FOUND, ok: false, lines: [NO_TOKEN_MESSAGE] };
    switch (check) {
      case 'database': {
        const ids = await readListingIds(db, 1000);
        return { title, ok: true, lines: [`Database connection works: read ${ids.length} listings (at most 1000) in ${Date.now() - started} ms.`] };
      }
      case 'etsy-data':
      case 'stored-data': {
        const { total, latest } = await storedMarketplaceData(db, 5);
        if (total === 0)
          return { title, ok: false, lines: [check === 'etsy-data' ? 'No Etsy data found' : 'No Stored Data Found: run Test Fetch & Store first.'] };
        return {
          title,
          ok: true,
          lines: [`${total} listings' marketplace data stored. Latest:`, ...latest.map((r) => `${r.id} (${r.at}): ${storedTitle(r.listing).slice(0, 60)}`)],
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
        await probe('getListingsByShop', async () => (id = (await api.getShopListings(shopId, 0)).results[0]?.listing_id ?? 0));
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
        return {
          title,
          ok: true,
          lines: [
            `Batch read: ${listings.count ?? listings.results.length} listings with images for ${ids.length} ids.`,
            `Batch inventory: ${inventories.results.length} inventories.`,
          ],
        };
      }
      case 'variation-images': {
        const { shopId, ids } = await firstShopListings(1);
        if (ids.length === 0) return { title, ok: false, lines: ['No Etsy data found'] };
        const answer = await client().getVariationImages(shopId, ids[0]!);
        return { title, ok: true, lines: [`Listing ${ids[0]}: ${answer.count ?? answer.results.length} variation images.`] };
      }
      case 'analyze': {
        const c = await listingCompleteness(db);
        return {
          title,
          ok: true,
          lines: [
            `${c.total} listings: ${c.withImages} with images, ${c.withSizes} with sizes, ${c.withDimensions} with dimensions, ${c.withArtwork} with artwork.`,
          ],
        };
      }
      case 'fetch-store':
      case 'fetch-4': {
        const { ids } = await firstShopListings(check === 'fetch-4' ? 4 : 1);
        if (ids.length === 0) return { title, ok: false, lines: ['No Etsy data found'] };
        const records = await fetchRecords(client(), ids);
        const summary = summarise(await applyMarketplaceRecords(db, records, new Date(), { createNew: check === 'fetch-store' }));
        return {
          title,
          ok: summary.failed === 0,
          lines: summaryLines(summary),
        };
      }
    }
  } catch (error) {
    const failure =
      check === 'database'
        ? `Database test failed: ${message(error)}`
        : check === 'etsy-data'
          ? 'Etsy data test failed'
          : check === 'stored-data'
            ? `Failed to get stored data: ${message(error)}`
            : `API call failed: ${message(error)}`;
    return { title, ok: false, lines: [failure] };
  }
}
