/**
 * @module routes/admin-listings
 * The owner's listings, admin only: the Listing Manager's rows, those without artwork (best sellers first) and the next of them,
 * one listing for the editor, a local save (backed up first; the site is asked to republish), and
 * a push of a title, description or colours to Etsy: its preview read from Etsy, then the push,
 * backed up first, read back, and only then written to the local copy.
 */
import { Hono } from 'hono';
import { EDITOR_TEXTS, pushFailed, type MarketplacePush } from '~/contracts/admin-listings.ts';
import { adminListingRoutes } from '~/contracts/routes/admin-listings.ts';
import {
  applyPushedInventory,
  applyPushedText,
  backupBeforePush,
  getAdminListing,
  listingsWithoutArtwork,
  loadColorFacts,
  loadManagerRows,
  nextWithoutArtwork,
  updateListing,
} from '~/db/queries/admin-listings.ts';
import { AUTO_ASSOCIATION_BATCH } from '~/domain/auto-association.ts';
import { InventoryUpdateError } from '~/domain/inventory-update.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../lib/errors.ts';
import { log } from '../lib/log.ts';
import { validate } from '../lib/validate.ts';
import { MarketplaceError } from '../marketplace/client.ts';
import { marketplaceConfig } from '../marketplace/config.ts';
import { connectedClient, connectedShopId } from '../marketplace/connection.ts';
import { previewPush, pushColors, pushText } from '../marketplace/pushes.ts';
import { bodyLimit } from '../middleware/body-limit.ts';
import { requireAdmin } from '../middleware/require-admin.ts';
import { sameOrigin } from '../middleware/same-origin.ts';
import { requestPublish } from '../publish/request.ts';
import type { Context } from 'hono';

const { manager, colors, withoutArtwork, nextWithoutArtwork: next, one, save, pushPreview, push } = adminListingRoutes;

/** A listing's description with its size block and boilerplate fits well inside this; a set's 19 paths and titles too. */
const SAVE_BODY_LIMIT = 256 * 1024;

/** Runs a call to Etsy for a push or its preview; its failure answers as the editor shows it. */
async function marketplaceCall<T>(listingId: number, field: MarketplacePush['field'], call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.warn('marketplace_push_failed', { listingId, field, failure: error instanceof MarketplaceError ? error.failure : 'other' });
    throw pushError(field, error);
  }
}

/** Etsy's failure as the editor shows it: the spec's text for the field, and what went wrong in our words. */
function pushError(field: MarketplacePush['field'], error: unknown): ApiError {
  if (error instanceof InventoryUpdateError) return new ApiError(422, error.reason, error.message, { value: error.message });
  if (!(error instanceof MarketplaceError)) throw error;
  if (error.failure === 'unauthorized') {
    // No stored token at all, or one Etsy refuses: the spec has a text for each.
    const connected = error.status !== null;
    return new ApiError(409, connected ? 'token_invalid' : 'not_connected', connected ? EDITOR_TEXTS.tokenInvalid : EDITOR_TEXTS.noToken);
  }
  return new ApiError(502, error.failure === 'not_applied' ? 'not_applied' : `marketplace_${error.failure}`, `${pushFailed(field)} ${error.message}`);
}

/** The connected shop's id, or the spec's 'connect first' text. */
async function shopIdOf(c: Context<AppEnv>): Promise<number> {
  try {
    return await connectedShopId(c.var.db);
  } catch (error) {
    if (error instanceof MarketplaceError) throw new ApiError(409, 'not_connected', EDITOR_TEXTS.noToken);
    throw error;
  }
}

async function existing(c: Context<AppEnv>, id: number) {
  const listing = await getAdminListing(c.var.db, id);
  if (!listing) throw notFound('Listing');
  return listing;
}

export const adminListings = new Hono<AppEnv>()
  .use(requireAdmin)
  .get(manager.path, async (c) => c.json({ data: await loadManagerRows(c.var.db) }))
  .get(colors.path, async (c) => c.json({ data: await loadColorFacts(c.var.db) }))
  .get(withoutArtwork.path, async (c) => c.json({ data: await listingsWithoutArtwork(c.var.db, AUTO_ASSOCIATION_BATCH) }))
  .get(next.path, validate('query', next.query), async (c) => c.json({ data: await nextWithoutArtwork(c.var.db, c.req.valid('query').exclude) }))
  .get(one.path, validate('param', one.param), async (c) => c.json({ data: await existing(c, c.req.valid('param').id) }))
  .put(save.path, sameOrigin, bodyLimit(SAVE_BODY_LIMIT), validate('param', save.param), validate('json', save.json), async (c) => {
    const saved = await updateListing(c.var.db, c.req.valid('param').id, c.req.valid('json'), new Date());
    if (!saved) throw notFound('Listing');
    await requestPublish(c.env, c.var.db, { now: new Date(), immediate: false });
    return c.json({ data: saved });
  })
  .post(pushPreview.path, sameOrigin, bodyLimit(SAVE_BODY_LIMIT), validate('param', pushPreview.param), validate('json', pushPreview.json), async (c) => {
    const { id } = c.req.valid('param');
    const wanted = c.req.valid('json');
    await existing(c, id);
    await shopIdOf(c);
    const api = connectedClient(c.var.db, marketplaceConfig(c));
    return c.json({ data: await marketplaceCall(id, wanted.field, () => previewPush(api, id, wanted)) });
  })
  .post(push.path, sameOrigin, bodyLimit(SAVE_BODY_LIMIT), validate('param', push.param), validate('json', push.json), async (c) => {
    const { id } = c.req.valid('param');
    const wanted = c.req.valid('json');
    await existing(c, id);
    const shopId = await shopIdOf(c);
    const now = new Date();
    await backupBeforePush(c.var.db, id, now);
    const api = connectedClient(c.var.db, marketplaceConfig(c));
    // Only what Etsy read back is written locally: a push Etsy did not apply changes nothing here.
    let listing;
    if (wanted.field === 'colors') {
      const colors = wanted.value;
      const inventory = await marketplaceCall(id, 'colors', () => pushColors(api, id, colors));
      listing = await applyPushedInventory(c.var.db, id, inventory, colors, now);
    } else {
      const { field, value } = wanted;
      await marketplaceCall(id, field, () => pushText(api, shopId, id, field, value));
      listing = await applyPushedText(c.var.db, id, field, value, now);
    }
    if (!listing) throw notFound('Listing');
    await requestPublish(c.env, c.var.db, { now, immediate: false });
    return c.json({ data: { field: wanted.field, listing } });
  });
