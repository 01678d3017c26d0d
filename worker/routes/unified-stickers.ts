/**
 * @module routes/unified-stickers
 * GET /api/unified-stickers: the public catalogue, searched, filtered, sorted and paginated with the
 * home grid's own search (synonyms, and the closest designs when a search finds nothing: the Scene
 * Builder's sidebar shows them), in full or with only the `fields` asked for.
 * GET /api/unified-stickers/:id: one public listing in full, with its rating, latest reviews and
 * (when the owner shows it) its sales count.
 */
import { Hono } from 'hono';
import type { CatalogueCard } from '~/contracts/listing.ts';
import { unifiedStickerRoutes } from '~/contracts/routes/unified-stickers.ts';
import { getPublicListing } from '~/db/queries/listings.ts';
import { reviewsOfListing } from '~/db/queries/reviews.ts';
import type { AppEnv } from '../env.ts';
import { catalogueOf } from '../lib/catalogue-cache.ts';
import { notFound } from '../lib/errors.ts';
import { jsonPage, paginate } from '../lib/paginate.ts';
import { validate } from '../lib/validate.ts';
import { revisioned } from '../middleware/cache.ts';

const { list, one } = unifiedStickerRoutes;

export const unifiedStickers = new Hono<AppEnv>()
  .get(list.path, revisioned, validate('query', list.query), async (c) => {
    const query = c.req.valid('query');
    const catalogue = await catalogueOf(c);
    const { items, similar } = catalogue.search(query);
    const { data, pagination } = paginate(items, query.page, query.limit);
    const summaries = (cards: readonly CatalogueCard[]) =>
      catalogue.summariesJson(
        c.var.db,
        cards.map((card) => card.id),
        query.fields,
      );
    return jsonPage(c, await summaries(data), pagination, similar.length > 0 ? { similar: await summaries(similar) } : {});
  })
  .get(one.path, revisioned, validate('param', one.param), async (c) => {
    const listing = await getPublicListing(c.var.db, c.req.valid('param').id);
    if (!listing) throw notFound('Listing');
    return c.json({ data: { ...listing, reviews: await reviewsOfListing(c.var.db, listing.etsyListingId) } });
  });
