/** The shop's identity, shared by every page. */
export const PRODUCT_NAME = 'Micro Decals';
export const TAGLINE = 'The Best Micro Decals In The System';
export const MARKETPLACE_SHOP_URL = 'https://www.etsy.com/shop/MicroDecalsShop';
export const ETSY_ATTRIBUTION =
  "The term 'Etsy' is a trademark of Etsy, Inc. This application uses the Etsy API but is not endorsed or certified by Etsy, Inc.";

/** Document title: product name, then the page's name. */
export function documentTitle(page: string): string {
  return `${PRODUCT_NAME} - ${page}`;
}

export const NAV_ITEMS = [
  { href: '/', label: 'Home' },
  { href: '/scene-builder', label: 'Scene Builder' },
  { href: '/faq', label: 'FAQ' },
] as const;

/** The storefront's main heading, on the home page and every listing page. */
export const HOME_HEADING = 'Vinyl decals, from ATOM to LARGE';

/** The list on the 404 page that the Worker fills with the listings closest to the path asked for. */
export const CLOSEST_LISTINGS_ID = 'closest-listings';

/** How many closest listings the 404 page offers. */
export const CLOSEST_LISTINGS_SHOWN = 6;

/**
 * The header's logo is 64 CSS pixels wide; its rasters cover screens of 1x to 3x density (scripts/rasterize-logo.ts).
 * Multiples of 5, so each keeps the SVG's 5:3 exactly: a rounded height would move the header when the image loads.
 */
export const LOGO_RASTER_WIDTHS = [65, 130, 195] as const;

export const logoRasterPath = (width: number) => `/logo-${width}.webp`;

/** The header logo's `srcset`: each raster at its density. */
export const LOGO_SRCSET = LOGO_RASTER_WIDTHS.map((width) => `${logoRasterPath(width)} ${width / LOGO_RASTER_WIDTHS[0]}x`).join(', ');
