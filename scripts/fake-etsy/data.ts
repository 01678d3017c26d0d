/**
 * @module fake-etsy/data
 * The fake marketplace's shop: the demo catalogue that `npm start` seeds (scripts/seed/catalogue.ts),
 * each listing's Etsy record (records.ts) the one the seed merged into its row, so a sync against the
 * fake finds every listing the local database holds unchanged. Tests edit it to stage marketplace
 * changes; every edit moves the listing's modified timestamps, as Etsy's do.
 */
import type { components } from '../../worker/marketplace/etsy-openapi.ts';
import type { EtsyInventoryProduct, EtsyListing, EtsyMoney, EtsyTransaction } from '../../worker/marketplace/etsy-types.ts';
import { demoShop } from '../seed/catalogue.ts';
import type { EtsyReview } from '../seed/reviews.ts';
import { FAKE_SHOP_ID, FAKE_USER_ID, SHIPPING_PROFILE_ID, type FakeListing, type ListingRecord, type ListingStateName } from './records.ts';

export const FAKE_SHOP_NAME = 'MicroDecalsShop';

export type EtsyShop = components['schemas']['Shop'];

/** What the seed says a listing sold, frozen at start: transactions record the sale as it was. */
interface SaleSource {
  listingId: number;
  title: string;
  description: string;
  imageId: number | null;
  products: readonly EtsyInventoryProduct[];
  fallbackPrice: EtsyMoney | undefined;
  quantity: number;
}

/** The demo shop as Etsy records, frozen: fakes share them, and a write stores a new record. */
interface DemoSnapshot {
  records: readonly ListingRecord[];
  sales: readonly SaleSource[];
  /** Newest first. */
  reviews: readonly EtsyReview[];
}

/** demoShop() takes seconds for thousands of listings; every fake in a process reads the same one. */
const demoCache = new Map<number | undefined, DemoSnapshot>();
function demoSnapshot(count: number | undefined): DemoSnapshot {
  let snapshot = demoCache.get(count);
  if (!snapshot) {
    const shop = demoShop(count === undefined ? {} : { listings: count });
    const demo = shop.listings;
    const records = demo.map((d) => d.etsy);
    const sales = demo.map((d): SaleSource => {
      const record = d.etsy;
      return {
        listingId: record.listing.listing_id,
        title: record.listing.title,
        description: record.listing.description,
        imageId: record.images[0]?.listing_image_id ?? null,
        products: record.inventory.products,
        fallbackPrice: record.listing.price,
        quantity: d.row.totalSalesVolume ?? 0,
      };
    });
    snapshot = deepFreeze({ records, sales, reviews: shop.reviews });
    demoCache.set(count, snapshot);
  }
  return snapshot;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface FakeShopOptions {
  /** Listings in the shop (demoShop's default, about 200, when absent; 5,000 for the benchmark). */
  listings?: number;
  /** Milliseconds since the epoch. */
  now: () => number;
}

/** The shop's listings, inventories and sales, in memory. */
export class FakeShop {
  readonly #options: FakeShopOptions;
  #records = new Map<number, ListingRecord>();
  #order: number[] = [];
  #sales: readonly SaleSource[] = [];
  #reviews: readonly EtsyReview[] = [];
  #salesEnds: number[] = [];
  #salesWindow = { from: 0, to: 0 };
  #nextProductId = 0;

  constructor(options: FakeShopOptions) {
    this.#options = options;
    this.reset();
  }

  /** Back to the demo catalogue. */
  reset(): void {
    const { records, sales, reviews } = demoSnapshot(this.#options.listings);
    this.#reviews = reviews;
    this.#records = new Map(records.map((r) => [r.listing.listing_id, r]));
    this.#order = records.map((r) => r.listing.listing_id);
    this.#sales = sales;
    let total = 0;
    this.#salesEnds = sales.map((s) => (total += s.quantity));
    this.#salesWindow = {
      from: Math.min(...records.map((r) => r.listing.created_timestamp ?? 0)),
      to: Math.max(...records.map((r) => r.listing.last_modified_timestamp)),
    };
    this.#nextProductId = 90_000_000_000;
  }

  /** The clock, in Etsy's epoch seconds. */
  nowSeconds(): number {
    return Math.floor(this.#options.now() / 1000);
  }

  /** Listings in shop order (stable), optionally of one state. */
  list(state?: ListingStateName): ListingRecord[] {
    const all = this.#order.map((id) => this.#records.get(id)!);
    return state ? all.filter((r) => r.listing.state === state) : all;
  }

  /** A listing record: read it, never change it in place (demo records are frozen and shared); write with put(). */
  get(listingId: number): ListingRecord | undefined {
    return this.#records.get(listingId);
  }

  /** Stores a listing's new version (after a write). */
  put(record: ListingRecord): void {
    if (!this.#records.has(record.listing.listing_id)) this.#order.push(record.listing.listing_id);
    this.#records.set(record.listing.listing_id, record);
  }

  remove(listingId: number): boolean {
    this.#order = this.#order.filter((id) => id !== listingId);
    return this.#records.delete(listingId);
  }

  /** The listing with its modified timestamps moved forward (strictly, even on a frozen clock). */
  touched(listing: FakeListing, changes: Partial<EtsyListing>): FakeListing {
    const at = Math.max(this.nowSeconds(), listing.last_modified_timestamp + 1);
    const stateChanged = changes.state !== undefined && changes.state !== listing.state;
    return {
      ...listing,
      ...changes,
      last_modified_timestamp: at,
      updated_timestamp: at,
      ...(stateChanged ? { state_timestamp: at } : {}),
    };
  }

  /** Ids for products and offerings created by an inventory update (Etsy issues new ones). */
  nextProductId(): number {
    return ++this.#nextProductId;
  }

  /** The shop record, its counts taken from the listings as they are now. */
  shop(): EtsyShop {
    const records = [...this.#records.values()];
    const opened = this.#salesWindow.from;
    const updated = Math.max(opened, ...records.map((r) => r.listing.last_modified_timestamp));
    return {
      shop_id: FAKE_SHOP_ID,
      user_id: FAKE_USER_ID,
      shop_name: FAKE_SHOP_NAME,
      create_date: opened,
      created_timestamp: opened,
      title: 'The Best Micro Decals In The System',
      announcement: null,
      currency_code: 'USD',
      is_vacation: false,
      vacation_message: null,
      sale_message: null,
      digital_sale_message: null,
      update_date: updated,
      updated_timestamp: updated,
      listing_active_count: records.filter((r) => r.listing.state === 'active').length,
      digital_listing_count: 0,
      login_name: 'microdecals',
      accepts_custom_requests: true,
      policy_welcome: null,
      policy_payment: null,
      policy_shipping: null,
      policy_refunds: null,
      policy_additional: null,
      policy_seller_info: null,
      policy_update_date: opened,
      policy_has_private_receipt_info: false,
      has_unstructured_policies: false,
      policy_privacy: null,
      vacation_autoreply: null,
      url: `https://www.etsy.com/shop/${FAKE_SHOP_NAME}`,
      image_url_760x100: null,
      num_favorers: Math.round(records.reduce((sum, r) => sum + (r.listing.num_favorers ?? 0), 0) / 10),
      languages: ['en-US'],
      icon_url_fullxfull: null,
      is_using_structured_policies: true,
      has_onboarded_structured_policies: true,
      include_dispute_form_link: false,
      is_direct_checkout_onboarded: true,
      is_etsy_payments_onboarded: true,
      is_calculated_eligible: true,
      is_opted_in_to_buyer_promise: false,
      is_shop_us_based: true,
      transaction_sold_count: this.transactionCount(),
      shipping_from_country_iso: 'US',
      shop_location_country_iso: 'US',
      review_count: Math.round(this.transactionCount() / 25),
      review_average: 4.9,
    };
  }

  /** The shop's reviews created within [minCreated, maxCreated] (epoch seconds), newest first. */
  reviews(minCreated?: number, maxCreated?: number): readonly EtsyReview[] {
    if (minCreated === undefined && maxCreated === undefined) return this.#reviews;
    return this.#reviews.filter(
      (r) => (minCreated === undefined || r.created_timestamp >= minCreated) && (maxCreated === undefined || r.created_timestamp <= maxCreated),
    );
  }

  /** Adds or replaces a review (by transaction), as a buyer writing or changing one on Etsy. */
  putReview(review: EtsyReview): void {
    const others = this.#reviews.filter((r) => r.transaction_id !== review.transaction_id);
    this.#reviews = [review, ...others].sort((a, b) => b.created_timestamp - a.created_timestamp);
  }

  /** One transaction per unit the seed says each listing sold (its total_sales_volume). */
  transactionCount(): number {
    return this.#salesEnds.at(-1) ?? 0;
  }

  /**
   * Newest first. Made on demand: a 5,000-listing shop sold millions of units. The n-th newest
   * sale is picked by a fixed permutation, so listings' sales interleave in time.
   */
  transactions(offset: number, limit: number): EtsyTransaction[] {
    const total = this.transactionCount();
    const step = coprimeStep(total);
    const { from, to } = this.#salesWindow;
    const results: EtsyTransaction[] = [];
    for (let n = offset; n < Math.min(total, offset + limit); n++) {
      const slot = (n * step) % total;
      const k = firstAbove(this.#salesEnds, slot);
      const sale = this.#sales[k]!;
      const unit = slot - (k > 0 ? this.#salesEnds[k - 1]! : 0);
      const product = sale.products.length > 0 ? sale.products[unit % sale.products.length] : undefined;
      const created = Math.floor(to - ((n + 0.5) * (to - from)) / total);
      const sequence = total - 1 - n;
      const price = product?.offerings?.[0]?.price ?? sale.fallbackPrice;
      results.push({
        transaction_id: 4_000_000_000 + sequence,
        title: sale.title,
        description: sale.description,
        seller_user_id: FAKE_USER_ID,
        buyer_user_id: 600_000_000 + ((slot * 7_919) % 100_000_000),
        create_timestamp: created,
        created_timestamp: created,
        paid_timestamp: created,
        shipped_timestamp: created + 86_400,
        quantity: 1,
        listing_image_id: sale.imageId,
        receipt_id: 3_000_000_000 + sequence,
        is_digital: false,
        file_data: '',
        listing_id: sale.listingId,
        transaction_type: 'listing',
        product_id: product?.product_id ?? null,
        sku: product?.sku ?? null,
        // Every sale has a price, even of a listing whose seeded offering lost it since.
        price: { amount: price?.amount ?? 0, divisor: price?.divisor ?? 100, currency_code: price?.currency_code ?? 'USD' },
        shipping_cost: { amount: 0, divisor: 100, currency_code: 'USD' },
        variations: (product?.property_values ?? []).map((v) => ({
          property_id: v.property_id ?? 0,
          value_id: v.value_ids?.[0] ?? null,
          formatted_name: v.property_name ?? '',
          formatted_value: v.values?.[0] ?? '',
        })),
        product_data: structuredClone(product?.property_values ?? []),
        shipping_profile_id: SHIPPING_PROFILE_ID,
        min_processing_days: 1,
        max_processing_days: 2,
        shipping_method: 'USPS First-Class',
        shipping_upgrade: null,
        expected_ship_date: created + 2 * 86_400,
        buyer_coupon: 0,
        shop_coupon: 0,
      });
    }
    return results;
  }
}

/** Index of the first cumulative end above the slot (binary search). */
function firstAbove(ends: readonly number[], slot: number): number {
  let lo = 0;
  let hi = ends.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! > slot) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A step coprime with the total, so n -> n * step mod total visits every sale once. */
function coprimeStep(total: number): number {
  if (total <= 1) return 1;
  let step = 7_919 % total || 1;
  while (gcd(step, total) !== 1) step++;
  return step;
}
