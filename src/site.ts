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
 * The logo's rasters (scripts/rasterize-logo.ts): the header's logo is 65 CSS pixels wide, at 1x to
 * 3x density; the hero machine’s first sticker is 43 to 140 (390 covers its largest at 2.8x). Multiples of 5, so each
 * keeps the SVG's 5:3 exactly: a rounded height would move the header when the image loads.
 */
export const LOGO_RASTER_WIDTHS = [65, 130, 195, 260, 390] as const;

/** The header logo's width in CSS pixels: the first raster's. */
const HEADER_LOGO_WIDTH = LOGO_RASTER_WIDTHS[0];

export const logoRasterPath = (width: number) => `/logo-${width}.webp`;

/** The header logo's `srcset`: the rasters of 1x to 3x its width, each at its density. */
export const LOGO_SRCSET = LOGO_RASTER_WIDTHS.filter((width) => width <= 3 * HEADER_LOGO_WIDTH)
  .map((width) => `${logoRasterPath(width)} ${width / HEADER_LOGO_WIDTH}x`)
  .join(', ');

/** Every raster by its width, for the logo drawn at a size of its own (the hero machine's sticker). */
export const LOGO_WIDTHS_SRCSET = LOGO_RASTER_WIDTHS.map((width) => `${logoRasterPath(width)} ${width}w`).join(', ');
