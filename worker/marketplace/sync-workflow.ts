/**
 * @module marketplace/sync-workflow
 * The marketplace sync as a Cloudflare Workflow: durable steps that each run (and retry) alone and
 * are never repeated once done, so a run stopped half-way picks up where it was.
 *  - full: every page of the shop's active listings (100 a page, deduplicated: a listing can show on
 *    two pages), then per 100 listings one batch read with images and one batch inventory read, and
 *    the merge (new listings created with their precomputed columns, existing ones safely updated);
 *  - scheduled: the same pages, then only the listings whose Etsy modification time moved (the
 *    others count as unchanged);
 *  - safe_update: the listings the catalogue has, marketplace fields only, nothing created; one
 *    Etsy no longer returns is skipped (the colour audit's Import All Data is this run);
 *  - single: one listing by id;
 *  - transactions: the shop's sales, newest first, until a page holds only stored ones; then each
 *    listing's total_sales_volume summed from them.
 * After the listings, safe_update reads every page of the shop's reviews (getReviewsByShop, 100 a
 * page: never a call per listing) and removes the stored ones Etsy no longer has; full and scheduled
 * read only those written since the newest stored one (all of them the first time, then a page),
 * so a Fetch All keeps to its 150 requests for 5,000 listings once the reviews are mirrored.
 * A listing Etsy changed nothing in is counted unchanged and not written; each changed one says which
 * fields changed. 5,000 listings cost 50 + 50 + 50 = 150 requests, and the reviews one per 100 of them.
 */
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from 'cloudflare:workers';
import { NonRetryableError } from 'cloudflare:workflows';
import { chunk } from '~/db/batch.ts';
import { database } from '~/db/client.ts';
import { IMPORT_DELAY_MS } from '~/domain/color-audit.ts';
import { marketplaceModifiedAt } from '~/domain/marketplace-merge.ts';
import {
  allListingIds,
  applyMarketplaceRecords,
  emptyResult,
  finishSyncRun,
  isCancelled,
  mergeResults,
  storedModifiedTimes,
  summarise,
  type ApplyResult,
} from '~/db/queries/sync.ts';
import { appendProgress } from '~/db/queries/sync-progress.ts';
import { readCatalogueRevision } from '~/db/queries/listings.ts';
import { newestReviewSeconds, removeUnseenReviews, storeReviews } from '~/db/queries/reviews.ts';
import { reviewRowOf } from '~/domain/reviews.ts';
import { knownTransactions, refreshSalesTotals, storedTransactionCount, storeTransactions } from '~/db/queries/sales.ts';
import { MarketplaceError, retryText, type MarketplaceClient, type MarketplaceRetry } from './client.ts';
import { marketplaceConfigOf, NOT_CONFIGURED } from './config.ts';
import { requestPublish } from '../publish/request.ts';
import { connectedClient, connectedShopId, fetchRecords, notReturned } from './connection.ts';
import { ETSY_BATCH_SIZE, ETSY_PAGE_SIZE } from './etsy-types.ts';

export type SyncMode = 'full' | 'scheduled' | 'safe_update' | 'single' | 'transactions';

export interface SyncParams {
  mode: SyncMode;
  /** The sync_runs row this instance reports to. */
  runId: number;
  /** The listing of a single-listing sync. */
  listingId?: number;
}

const RETRIES = { retries: { limit: 4, delay: '2 seconds', backoff: 'exponential' }, timeout: '3 minutes' } as const;

/**
 * A failure that another try cannot mend (the token refused, the shop gone) ends the run at once;
 * the client has already retried what can pass (429, 5xx, timeouts, garbled answers).
 */
async function permanent<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof MarketplaceError && (error.failure === 'unauthorized' || error.failure === 'not_found' || error.failure === 'rejected'))
      throw new NonRetryableError(error.message);
    throw error;
  }
}

/** The spec's words for the work that failed, put before the reason the run stopped. */
export const SYNC_FAILURES = {
  shopListings: 'Failed to fetch shop listings',
  listingData: 'Failed to fetch listing data',
  save: 'Failed to save to database',
  salesData: 'Failed to fetch sales data',
  storeSales: 'Failed to store transaction data',
  reviews: 'Failed to fetch reviews',
} as const;

/** Names the failed work in front of its reason, keeping whether another try may mend it. */
async function failingAs<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = `${what}: ${error instanceof Error ? error.message : String(error)}`;
    throw error instanceof NonRetryableError ? new NonRetryableError(message) : new Error(message);
  }
}

/**
 * The engine stopping a run it will start again (paused, restarted, the Worker's grace period
 * over) throws into it as well. That is not the run failing: started again, it replays its finished
 * steps and goes on, so nothing is recorded.
 */
const ENGINE_STOPPING = /^Aborting engine: (?:User called (?:pause|restart)|Grace period complete)$/;

/** The id of a run's Workflow instance. */
export const syncInstanceId = (runId: number) => `sync-${runId}`;

/** What every part of one run works with: its steps, the database, the shop, the client, and the run it reports to. */
interface SyncRunContext {
  step: WorkflowStep;
  db: ReturnType<typeof database>;
  shopId: number;
  /** The marketplace client, made within the step that calls it. */
  client: () => MarketplaceClient;
  /** Appends a line to the run's progress. */
  say: (message: string) => Promise<void>;
  /** The sync_runs row. */
  runId: number;
}

export class MarketplaceSync extends WorkflowEntrypoint<Env, SyncParams> {
  /**
   * The sales steps: pages of transactions, newest first, each stored as it comes; then the listings'
   * totals. A page with nothing new means the newest are all stored: the run stops there when the
   * shop's whole history is stored, else (an earlier run stopped part-way) it jumps to where the
   * stored ones end and goes on from there.
   */
  private async syncSales({ step, db, shopId, client, say, runId }: SyncRunContext): Promise<ApplyResult> {
    const listings = new Set<number>();
    let stored: number | undefined;
    let etsyCount: number | undefined;
    let pagesRead = 0;
    let newSales = 0;
    let jumped = false;
    for (let offset = 0; ;) {
      if (await step.do(`cancelled before sales at ${offset}?`, () => isCancelled(db, runId))) break;
      const page = await step.do(`sales page at ${offset}`, RETRIES, async () => {
        const answer = await failingAs(SYNC_FAILURES.salesData, () => permanent(() => client().getTransactions(shopId, offset)));
        const rows = answer.results.flatMap((t) =>
          typeof t.transaction_id === 'number' && typeof t.listing_id === 'number'
            ? [
                {
                  transactionId: t.transaction_id,
                  listingId: t.listing_id,
                  quantity: t.quantity ?? 1,
                  price: t.price ? Number(t.price.amount) / Number(t.price.divisor || 1) : null,
                  createdAt: new Date((t.created_timestamp ?? t.create_timestamp ?? 0) * 1000).toISOString(),
                },
              ]
            : [],
        );
        const { fresh, total } = await failingAs(SYNC_FAILURES.storeSales, async () => {
          const known = await knownTransactions(
            db,
            rows.map((r) => r.transactionId),
          );
          const unknown = rows.filter((r) => !known.has(r.transactionId));
          await storeTransactions(db, unknown);
          return { fresh: unknown, total: await storedTransactionCount(db) };
        });
        await say(`Sales ${offset + 1} to ${offset + rows.length} of ${answer.count ?? '?'}: ${fresh.length} new`);
        return { count: answer.count ?? 0, size: rows.length, fresh: fresh.length, stored: total, listings: [...new Set(fresh.map((r) => r.listingId))] };
      });
      for (const id of page.listings) listings.add(id);
      pagesRead += 1;
      newSales += page.fresh;
      stored = page.stored;
      etsyCount = page.count;
      if (page.size < ETSY_PAGE_SIZE || offset + ETSY_PAGE_SIZE >= page.count) break;
      if (page.fresh === 0 && page.stored >= page.count) break;
      // Nothing new here, yet some of the history is missing: it starts after the stored ones.
      const gap = Math.floor(Math.max(page.stored - ETSY_PAGE_SIZE, 0) / ETSY_PAGE_SIZE) * ETSY_PAGE_SIZE;
      if (page.fresh === 0 && !jumped && gap > offset + ETSY_PAGE_SIZE) {
        jumped = true;
        offset = gap;
      } else offset += ETSY_PAGE_SIZE;
    }
    const changed = await step.do('sales totals', async () => refreshSalesTotals(db, [...listings]));
    return {
      ...emptyResult(),
      sales: { pagesRead, onEtsy: etsyCount ?? 0, stored: stored ?? 0, newSales, listingsChanged: changed.length },
      changed: changed.map((c) => ({ id: c.id, title: c.title, fields: ['sales'], detail: `${c.total} sold, was ${c.was}` })),
    };
  }

  /**
   * The reviews steps: pages of the shop's reviews, each stored whole as it comes (a page Etsy
   * garbles is retried, then fails the run, and writes nothing). `complete` reads them all and then
   * removes those Etsy no longer has; otherwise only those written since the newest stored one.
   * Answers whether a shopper would see a change (the catalogue revision moved).
   */
  private async syncReviews({ step, db, shopId, client, say, runId }: SyncRunContext, complete: boolean): Promise<boolean> {
    const { since, revision } = await step.do('reviews: where to start', async () => ({
      since: complete ? null : await newestReviewSeconds(db),
      revision: await readCatalogueRevision(db),
    }));
    let read = 0;
    for (let offset = 0; ; offset += ETSY_PAGE_SIZE) {
      const page = await step.do(`reviews page at ${offset}`, RETRIES, () =>
        failingAs(SYNC_FAILURES.reviews, () =>
          permanent(async () => {
            const answer = await client().getShopReviews(shopId, offset, since ?? undefined);
            await storeReviews(db, answer.results.map(reviewRowOf), runId);
            return { count: answer.count ?? 0, size: answer.results.length };
          }),
        ),
      );
      read += page.size;
      if (page.size < ETSY_PAGE_SIZE || offset + ETSY_PAGE_SIZE >= page.count) break;
    }
    const removed = complete ? await step.do('reviews gone from Etsy', () => removeUnseenReviews(db, runId)) : 0;
    const changed = await step.do('reviews: changed?', async () => (await readCatalogueRevision(db)) !== revision);
    await say(`Reviews: ${read} read${since !== null ? ' (new since the last sync)' : ''}${complete ? `, ${removed} no longer on Etsy` : ''}`);
    return changed;
  }

  override async run(event: WorkflowEvent<SyncParams>, step: WorkflowStep): Promise<ReturnType<typeof summarise>> {
    const { mode, runId, listingId } = event.payload;
    const db = database(this.env.DB);
    const say = (message: string) => appendProgress(db, runId, message);
    const client = (): MarketplaceClient => {
      const config = marketplaceConfigOf(this.env);
      if (!config) throw new Error(NOT_CONFIGURED);
      // Every retry is said in the run's progress, so the owner never watches a silent wait.
      const onRetry = (retry: MarketplaceRetry) => void say(retryText(retry)).catch(() => {});
      // Updating the whole catalogue (the colour audit's Import All Data) keeps to the spec's 200 ms a call.
      const perSecond = mode === 'safe_update' ? Math.min(config.perSecond ?? 10, 1000 / IMPORT_DELAY_MS) : config.perSecond;
      return connectedClient(db, { ...config, perSecond, onRetry });
    };
    let total: ApplyResult = emptyResult();
    try {
      const shopId = await step.do('shop', RETRIES, () => permanent(() => connectedShopId(db)));
      const context: SyncRunContext = { step, db, shopId, client, say, runId };
      if (mode === 'transactions') {
        total = await this.syncSales(context);
        await step.do('finish', async () => {
          await finishSyncRun(db, runId, total, new Date());
          if (total.changed.length > 0) await requestPublish(this.env, db, { now: new Date(), immediate: false });
          await say('Done');
        });
        return summarise(total);
      }
      let ids: number[];
      if (mode === 'single') ids = [listingId!];
      else if (mode === 'safe_update') {
        ids = await step.do('local listings', () => allListingIds(db));
      } else {
        const seen = new Map<number, string | null>();
        for (let offset = 0; ; offset += ETSY_PAGE_SIZE) {
          const page = await step.do(`listings page ${offset / ETSY_PAGE_SIZE + 1}`, RETRIES, () =>
            failingAs(SYNC_FAILURES.shopListings, () =>
              permanent(async () => {
                const answer = await client().getShopListings(shopId, offset);
                const results = answer.results;
                await say(`Read listings ${offset + 1} to ${offset + results.length} of ${answer.count ?? '?'}`);
                return { count: answer.count ?? 0, listings: results.map((l) => ({ id: l.listing_id, modified: marketplaceModifiedAt(l) })) };
              }),
            ),
          );
          for (const listing of page.listings) if (!seen.has(listing.id)) seen.set(listing.id, listing.modified);
          if (page.listings.length < ETSY_PAGE_SIZE || offset + ETSY_PAGE_SIZE >= page.count) break;
        }
        ids = [...seen.keys()];
        if (mode === 'scheduled') {
          ids = await step.do('changed listings', async () => {
            const stored = await storedModifiedTimes(db);
            const changed = [...seen].filter(([id, modified]) => !stored.has(id) || (modified !== null && modified !== stored.get(id))).map(([id]) => id);
            await say(`${changed.length} of ${seen.size} listings changed on Etsy since the last sync`);
            return changed;
          });
          // Those Etsy has not modified since they were stored are unchanged without being read again.
          total = { ...total, unchanged: seen.size - ids.length };
        }
      }
      const batches = chunk(ids, ETSY_BATCH_SIZE);
      for (const [k, batch] of batches.entries()) {
        // The owner may cancel between batches: what is done stays done, the rest is not started.
        if (await step.do(`cancelled before batch ${k + 1}?`, () => isCancelled(db, runId))) break;
        const result = await step.do(`batch ${k + 1} of ${batches.length}`, RETRIES, async () => {
          const records = await failingAs(SYNC_FAILURES.listingData, () =>
            permanent(async () => {
              const fetched = await fetchRecords(client(), batch);
              // One listing asked for by id that Etsy does not return: the spec's 404 hint, not a merge failure.
              if (mode === 'single' && !fetched[0]?.listing.title) throw new MarketplaceError('not_found', 404, `Etsy returned no listing ${listingId}`);
              return fetched;
            }),
          );
          // Updating only what the catalogue has, a listing Etsy no longer returns is left as it is: skipped, not failed.
          const skipped = mode === 'safe_update' ? records.filter(notReturned).map((r) => r.listing.listing_id!) : [];
          const kept = skipped.length > 0 ? records.filter((r) => !notReturned(r)) : records;
          const applied = await failingAs(SYNC_FAILURES.save, () => applyMarketplaceRecords(db, kept, new Date(), { createNew: mode !== 'safe_update' }));
          const counts = [
            `${applied.created.length} new`,
            `${applied.changed.length} changed`,
            `${applied.unchanged} unchanged`,
            `${applied.failed.length} failed`,
          ];
          await say(`Batch ${k + 1} of ${batches.length}: ${[...counts, ...(skipped.length ? [`${skipped.length} not on Etsy`] : [])].join(', ')}`);
          return { ...applied, skipped };
        });
        total = mergeResults(total, result);
      }
      const cancelled = mode === 'single' ? false : await step.do('cancelled before reviews?', () => isCancelled(db, runId));
      const reviewsChanged = mode === 'single' || cancelled ? false : await this.syncReviews(context, mode === 'safe_update');
      await step.do('finish', async () => {
        await finishSyncRun(db, runId, total, new Date());
        // New or changed listings or reviews: the static pages are rebuilt with them.
        if (total.created.length + total.changed.length > 0 || reviewsChanged) await requestPublish(this.env, db, { now: new Date(), immediate: false });
        await say('Done');
      });
      return summarise(total);
    } catch (error) {
      // A step's error comes back from the engine with its class name in front of the message.
      const message = (error instanceof Error ? error.message : String(error)).replace(/^(?:NonRetryableError|Error): /, '');
      if (ENGINE_STOPPING.test(message)) throw error;
      await step.do('record failure', async () => {
        await finishSyncRun(db, runId, total, new Date(), message);
        await say(`Failed: ${message}`);
      });
      throw error;
    }
  }
}
