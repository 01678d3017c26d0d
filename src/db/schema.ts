/**
 * @module schema
 * The only database schema: every table of the storefront, the Scene Builder, parallax scenes and
 * the admin tools. Columns are camelCase in TypeScript and snake_case in SQL; JSON columns hold text
 * that src/db/json.ts parses and validates at the edge.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text('created_at').notNull().default(now);
const updatedAt = () => text('updated_at').notNull().default(now);

/**
 * The unified listing. Field classes (admin.md 3.1) decide who may write a column:
 * marketplace-only columns are overwritten by a sync, local-only ones never are, and category is
 * taken from the marketplace only while empty.
 */
export const stickers = sqliteTable(
  'stickers',
  {
    etsyListingId: integer('etsy_listing_id').primaryKey(),
    slug: text('slug').notNull().unique(),
    // Marketplace-only
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    etsyUrl: text('etsy_url'),
    etsyShareUrl: text('etsy_share_url'),
    state: text('state').notNull().default('active'),
    quantity: integer('quantity').notNull().default(0),
    views: integer('views').notNull().default(0),
    numFavorers: integer('num_favorers').notNull().default(0),
    featuredRank: integer('featured_rank'),
    listingData: text('listing_data'),
    inventoryData: text('inventory_data'),
    tags: text('tags').notNull().default('[]'),
    totalSalesVolume: integer('total_sales_volume').notNull().default(0),
    lastEtsyUpdate: text('last_etsy_update'),
    // Manual override: taken from the marketplace only while empty
    category: text('category'),
    // Local-only
    svgPath: text('svg_path'),
    svgPaths: text('svg_paths').notNull().default('[]'),
    svgTitles: text('svg_titles').notNull().default('[]'),
    dimensions: text('dimensions').notNull().default('{}'),
    sizes: text('sizes').notNull().default('[]'),
    publicVisible: integer('public_visible', { mode: 'boolean' }).notNull().default(true),
    isSet: integer('is_set', { mode: 'boolean' }).notNull().default(false),
    isPack: integer('is_pack', { mode: 'boolean' }).notNull().default(false),
    packType: text('pack_type'),
    setQuantity: integer('set_quantity').notNull().default(1),
    isTrueScale: integer('is_true_scale', { mode: 'boolean' }).notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    sizeVariations: text('size_variations').notNull().default('[]'),
    colorVariations: text('color_variations').notNull().default('[]'),
    enabledColors: text('enabled_colors').notNull().default('{}'),
    uniqueDescription: text('unique_description'),
    boilerPlateText: text('boiler_plate_text'),
    variationScrapingStatus: text('variation_scraping_status', { enum: ['success', 'failed', 'timeout'] }),
    variationScrapingError: text('variation_scraping_error'),
    variationScrapingLastAttempt: text('variation_scraping_last_attempt'),
    // Computed from marketplace data at sync time
    availableSizes: text('available_sizes').notNull().default('[]'),
    availableColors: text('available_colors').notNull().default('[]'),
    firstImageUrl: text('first_image_url'),
    largestSizeImageUrl: text('largest_size_image_url'),
    allImageUrls: text('all_image_urls').notNull().default('[]'),
    inventoryMatrix: text('inventory_matrix'),
    /** The lowest trustworthy offering price as marketplace Money JSON, or null: the card's 'from' price. */
    minPrice: text('min_price'),
    variationImagesData: text('variation_images_data'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('stickers_public_sales').on(t.publicVisible, t.totalSalesVolume), index('stickers_category').on(t.category)],
);

/** The raw marketplace records of a listing, kept as the marketplace sent them. */
export const marketplaceListings = sqliteTable('marketplace_listings', {
  etsyListingId: integer('etsy_listing_id').primaryKey(),
  listingData: text('listing_data'),
  imagesData: text('images_data'),
  inventoryData: text('inventory_data'),
  variationImagesData: text('variation_images_data'),
  extractedVariations: text('extracted_variations'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A saved parallax scene: stickers in size layers over a background. */
export const parallaxScenes = sqliteTable('parallax_scenes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  category: text('category'),
  componentHeight: text('component_height').notNull().default('50vh'),
  mode: text('mode', { enum: ['normal', 'static'] })
    .notNull()
    .default('normal'),
  layerYPositions: text('layer_y_positions').notNull().default('{}'),
  layerVisibility: text('layer_visibility').notNull().default('{}'),
  layerSpeeds: text('layer_speeds').notNull().default('{}'),
  sceneStickers: text('scene_stickers').notNull().default('[]'),
  stickerPositions: text('sticker_positions').notNull().default('{}'),
  backgroundPath: text('background_path'),
  backgroundStyle: text('background_style').notNull().default('{}'),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The scene shown above a category's group. */
export const categorySceneAssignments = sqliteTable('category_scene_assignments', {
  category: text('category').primaryKey(),
  sceneName: text('scene_name').notNull(),
  createdAt: createdAt(),
});

/** A scene inserted before a listing's card, spanning the grid row. */
export const listingSceneInsertions = sqliteTable('listing_scene_insertions', {
  listingId: integer('listing_id').primaryKey(),
  sceneName: text('scene_name').notNull(),
  createdAt: createdAt(),
});

/** The scene a parallax instance (a placement on a page) shows. */
export const instanceSceneAssignments = sqliteTable('instance_scene_assignments', {
  instanceId: text('instance_id').primaryKey(),
  sceneName: text('scene_name').notNull(),
  assignedAt: text('assigned_at').notNull().default(now),
  backgroundPath: text('background_path'),
});

/** The two stickers of the home hero; a single row (id 1). Empty ids mean random stickers. */
export const heroSettings = sqliteTable('hero_settings', {
  id: integer('id').primaryKey(),
  leftListingId: integer('left_listing_id'),
  rightListingId: integer('right_listing_id'),
  updatedAt: updatedAt(),
});

/**
 * The owner's search synonyms: a search for `word` also finds what `means` finds (the built-in ones
 * are in src/domain/synonyms.ts). Triggers bump the catalogue revision: the Worker's search reads them with the catalogue.
 */
export const searchSynonyms = sqliteTable(
  'search_synonyms',
  {
    word: text('word').notNull(),
    means: text('means').notNull(),
  },
  (t) => [primaryKey({ columns: [t.word, t.means] })],
);

/** How often a listing shown under another listing was seen and clicked. */
export const recommendations = sqliteTable(
  'recommendations',
  {
    sourceListingId: integer('source_listing_id').notNull(),
    recommendedListingId: integer('recommended_listing_id').notNull(),
    position: integer('position').notNull().default(0),
    clickCount: integer('click_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.sourceListingId, t.recommendedListingId] })],
);

/**
 * Which visitor has already been counted for a view or a click of a recommended design today: each
 * counts at most once a day. The visitor is a hash of the address and the day, never the address.
 */
export const recommendationHits = sqliteTable(
  'recommendation_hits',
  {
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
    sourceListingId: integer('source_listing_id').notNull(),
    recommendedListingId: integer('recommended_listing_id').notNull(),
    kind: text('kind', { enum: ['view', 'click'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.sourceListingId, t.recommendedListingId, t.kind] })],
);

/** A copy of a listing taken before a marketplace write, to restore local fields from. */
export const backups = sqliteTable(
  'backups',
  {
    backupId: text('backup_id').primaryKey(),
    listingId: integer('listing_id').notNull(),
    timestamp: text('timestamp').notNull(),
    backupType: text('backup_type').notNull().default('pre_etsy_update'),
    stickerData: text('sticker_data').notNull(),
    etsyData: text('etsy_data'),
    localFieldsCount: integer('local_fields_count').notNull().default(0),
    etsyFieldsCount: integer('etsy_fields_count').notNull().default(0),
  },
  (t) => [index('backups_listing_time').on(t.listingId, t.timestamp)],
);

/** Resumable progress of long admin tools (auto-association, colour audit), one row per tool. */
export const progress = sqliteTable('progress', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Shopper events: marketplace clicks, searches, sticker engagement, Scene Builder actions. */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    type: text('type').notNull(),
    name: text('name').notNull(),
    listingId: integer('listing_id'),
    title: text('title'),
    data: text('data').notNull().default('{}'),
    sessionId: text('session_id'),
    path: text('path'),
    /** Who sent it: a hash of the client's address and the day, so one client's rows a day can be capped. */
    client: text('client'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_type_time').on(t.type, t.createdAt), index('analytics_events_client_time').on(t.client, t.createdAt)],
);

/** Events counted per day, type and name: what is kept of them after the raw rows expire. */
export const analyticsDaily = sqliteTable(
  'analytics_daily',
  {
    day: text('day').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.type, t.name] })],
);

/** The marketplace OAuth tokens, encrypted with a Worker secret; a single row (id 1). */
export const marketplaceTokens = sqliteTable('marketplace_tokens', {
  id: integer('id').primaryKey(),
  accessTokenEnc: text('access_token_enc').notNull(),
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  tokenPreview: text('token_preview').notNull(),
  expiresAt: text('expires_at').notNull(),
  refreshExpiresAt: text('refresh_expires_at').notNull(),
  scopes: text('scopes').notNull(),
  userId: integer('user_id'),
  shopId: integer('shop_id'),
  /** 'needs_reconnecting' once Etsy refused the refresh token (invalid_grant): only a new connection helps. */
  status: text('status', { enum: ['connected', 'needs_reconnecting'] })
    .notNull()
    .default('connected'),
  /** While set and in the future (ms), one request is refreshing the token: the others wait for its result. */
  refreshingUntil: integer('refreshing_until'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An OAuth connection under way: its state and PKCE verifier, kept server-side for 10 minutes. */
export const oauthStates = sqliteTable('oauth_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** Milliseconds since the epoch. */
  expiresAt: integer('expires_at').notNull(),
});

/** One run of a marketplace sync (manual, single listing, safe update or scheduled). */
export const syncRuns = sqliteTable('sync_runs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: ['full', 'single', 'safe_update', 'scheduled', 'transactions'] }).notNull(),
  status: text('status', { enum: ['running', 'succeeded', 'failed', 'partial', 'cancelled', 'stopped'] })
    .notNull()
    .default('running'),
  startedAt: text('started_at').notNull().default(now),
  finishedAt: text('finished_at'),
  total: integer('total').notNull().default(0),
  successful: integer('successful').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  summary: text('summary').notNull().default('{}'),
  error: text('error'),
});

/** Marketplace sales, one row per transaction; total_sales_volume is summed from them. */
export const shopTransactions = sqliteTable(
  'shop_transactions',
  {
    transactionId: integer('transaction_id').primaryKey(),
    listingId: integer('listing_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    price: real('price'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('shop_transactions_listing').on(t.listingId)],
);

/**
 * The shop's reviews as Etsy has them (getReviewsByShop), one per transaction: what a listing's
 * rating and latest reviews are read from. No buyer id or photo is kept (privacy). `syncedRun` is
 * the run that last saw the review: a complete run removes the ones it did not see.
 */
export const listingReviews = sqliteTable(
  'listing_reviews',
  {
    transactionId: integer('transaction_id').primaryKey(),
    listingId: integer('listing_id').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull().default(''),
    language: text('language'),
    /** When the buyer wrote it (ISO), from Etsy's created_timestamp. */
    createdAt: text('created_at').notNull(),
    /** When the buyer last changed it (ISO), from Etsy's updated_timestamp. */
    updatedAt: text('updated_at').notNull(),
    syncedRun: integer('synced_run').notNull().default(0),
  },
  (t) => [index('listing_reviews_listing_time').on(t.listingId, t.createdAt), index('listing_reviews_time').on(t.createdAt)],
);

/** The owner's settings for what the shop shows; a single row (id 1). */
export const shopSettings = sqliteTable('shop_settings', {
  id: integer('id').primaryKey(),
  /** Whether a listing's page shows how many it sold (off until the owner turns it on). */
  showSalesCount: integer('show_sales_count', { mode: 'boolean' }).notNull().default(false),
  updatedAt: updatedAt(),
});

/**
 * Signed-in admin sessions. The cookie names a row here (and is signed), so logging out or expiry
 * ends a session on the server, not only in the browser.
 */
export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    createdAt: createdAt(),
    /** Milliseconds since the epoch. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_expires').on(t.expiresAt)],
);

/** Failed logins per client (a daily hash of its address): each failure lengthens the wait before the next try. */
export const loginFailures = sqliteTable('login_failures', {
  client: text('client').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** Milliseconds since the epoch. */
  lastFailureAt: integer('last_failure_at').notNull(),
});

/**
 * A counter bumped by triggers on every change to what the public API serves (stickers, scenes,
 * scene assignments, hero settings), so readers can cache it and answers can carry it as an ETag.
 */
export const catalogueRevision = sqliteTable('catalogue_revision', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull().default(0),
});

export type StickerRow = typeof stickers.$inferSelect;
export type NewStickerRow = typeof stickers.$inferInsert;
export type ParallaxSceneRow = typeof parallaxScenes.$inferSelect;
export type MarketplaceTokenRow = typeof marketplaceTokens.$inferSelect;
