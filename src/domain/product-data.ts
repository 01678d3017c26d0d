/**
 * @module product-data
 * The schema.org data of a listing's page, as Google's rich-result rules read it: the Product (with
 * its Offer, shipping and returns) and the BreadcrumbList. Pure: the page serialises what this answers.
 */
import type { ListingSummary } from '../contracts/listing.ts';
import { categoryKey } from './categories.ts';
import { initialChoiceFrom } from './inventory.ts';
import { RETURNS, SHIPPING, type ReturnPolicy, type ShippingPolicy } from './shop-policies.ts';
import { toSizeName } from './sizes.ts';

const SCHEMA = 'https://schema.org';

/** What a decal is made of, on every listing. */
export const MATERIAL = 'Vinyl';

/** A JSON-LD node. */
export type JsonLd = Record<string, unknown>;

/**
 * Review data to merge into the Product (AggregateRating, Review), made by the reviews' own builder.
 * Left out when a listing has no reviews: Google refuses an empty rating.
 */
export interface ProductRatings {
  aggregateRating?: JsonLd;
  review?: JsonLd | JsonLd[];
}

export interface ProductDataInput {
  listing: ListingSummary;
  /** The page's absolute URL. */
  url: string;
  /** The absolute URL of the listing's image. */
  image: string;
  sku: string;
  /** The brand is the shop. */
  shopName: string;
  ratings?: ProductRatings;
  shipping?: ShippingPolicy;
  returns?: ReturnPolicy;
}

/**
 * The listing's Product, or null when it has no price we can trust ('See Etsy'). Google's merchant
 * rules need an Offer with a price on every Product, and an Offer without one is an error: such a
 * listing is described by its breadcrumb alone, never with a price it does not have.
 * Colour and size are those the listing opens on; the price is that size's when the listing gives
 * one, else its lowest.
 */
export function productData({ listing, url, image, sku, shopName, ratings, shipping = SHIPPING, returns = RETURNS }: ProductDataInput): JsonLd | null {
  if (!listing.price) return null;
  const choice = initialChoiceFrom(listing.sizeVariations, listing.colorVariations);
  const sizeName = toSizeName(choice.size?.value);
  const sizePrice = listing.sizes.find((s) => s.name === sizeName)?.price ?? null;
  const price = sizePrice ?? listing.price.value;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: listing.title,
    description: listing.description.slice(0, 5000),
    image,
    sku,
    category: listing.category,
    url,
    brand: { '@type': 'Brand', name: shopName },
    material: MATERIAL,
    ...(choice.color ? { color: choice.color.value } : {}),
    ...(choice.size ? { size: sizeName ?? choice.size.value } : {}),
    offers: {
      '@type': 'Offer',
      url: listing.etsyUrl ?? url,
      price: price.toFixed(2),
      priceCurrency: listing.price.currency,
      availability: listing.quantity > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      shippingDetails: shippingDetails(shipping),
      hasMerchantReturnPolicy: returnPolicy(returns, shipping.country),
    },
    ...ratings,
  };
}

/** OfferShippingDetails from the shop's shipping policy. */
export function shippingDetails(shipping: ShippingPolicy = SHIPPING): JsonLd {
  const days = ({ min, max }: { min: number; max: number }) => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: shipping.cost, currency: shipping.currency },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: shipping.country },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(shipping.processingDays), transitTime: days(shipping.transitDays) },
  };
}

/** MerchantReturnPolicy from the shop's returns policy. */
export function returnPolicy(returns: ReturnPolicy = RETURNS, country: string = SHIPPING.country): JsonLd {
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: country,
    returnPolicyCategory: `${SCHEMA}/MerchantReturnFiniteReturnWindow`,
    merchantReturnDays: returns.days,
    returnMethod: `${SCHEMA}/ReturnByMail`,
    returnFees: returns.returnShippingPaidBy === 'buyer' ? `${SCHEMA}/ReturnFeesCustomerResponsibility` : `${SCHEMA}/FreeReturn`,
  };
}

/** One step of the way back from a listing: its text and where it leads (the last, the listing itself, leads nowhere). */
export interface Crumb {
  name: string;
  href: string | null;
}

/**
 * The way back from a listing: Home, its category on the home grid, the listing.
 * @example breadcrumbTrail({ title: 'T-Rex Skull', category: 'Dinosaur Stickers' })[1] // { name: 'Dinosaur Stickers', href: '/?category=dinosaur-stickers' }
 */
export function breadcrumbTrail(listing: { title: string; category: string }): Crumb[] {
  return [
    { name: 'Home', href: '/' },
    { name: listing.category, href: `/?category=${categoryKey(listing.category)}` },
    { name: listing.title, href: null },
  ];
}

/** The BreadcrumbList of a listing's page; `site` is the site's origin, `url` the page's absolute URL. */
export function breadcrumbData(listing: { title: string; category: string }, site: string, url: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(listing).map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.href === null ? url : new URL(crumb.href, site).href,
    })),
  };
}
