import '~/features/storefront/grid.css';
import { useEffect, useState } from 'react';
import type { AdminListing } from '~/contracts/admin-listings.ts';
import { findColor } from '~/domain/colors.ts';
import { StickerCard } from '~/features/storefront/StickerCard.tsx';
import { cardFromSummary } from '~/features/hero-frame/card.ts';
import { fetchTopListings, isSignedOut } from './remote.ts';

/** The fixed listings the test homepage shows: the three best sellers with artwork. */
const FIXED_LISTINGS = 3;
const ADMIN_MODE_KEY = 'micro-decals.admin-home.admin-mode';

/**
 * The admin test homepage (/admin-home): for a few fixed listings, the simple card the grid shows
 * beside the full card with every field a listing carries; a local admin-mode toggle adds the
 * owner's fields (ids, artwork path, visibility, scraping status).
 */
export function AdminHome({ onSignedOut }: { onSignedOut: () => void }) {
  const [listings, setListings] = useState<AdminListing[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adminMode, setAdminMode] = useState(false);

  useEffect(() => {
    setAdminMode(localStorage.getItem(ADMIN_MODE_KEY) === '1');
    fetchTopListings(FIXED_LISTINGS).then(setListings, (e: unknown) => (isSignedOut(e) ? onSignedOut() : setError(e instanceof Error ? e.message : String(e))));
  }, []);

  const toggle = (on: boolean) => {
    setAdminMode(on);
    localStorage.setItem(ADMIN_MODE_KEY, on ? '1' : '0');
  };

  return (
    <div className="admin-panel">
      <label className="admin-toggle">
        <input type="checkbox" checked={adminMode} onChange={(e) => toggle(e.target.checked)} /> Admin mode (this page only)
      </label>
      {error && (
        <p className="admin-error" role="alert">
          {error}
        </p>
      )}
      {listings?.map((listing) => (
        <section key={listing.etsyListingId} className="admin-card admin-compare" aria-label={listing.title}>
          <div>
            <h2>Simple card</h2>
            <ul className="sticker-grid admin-simple">
              <li>
                <StickerCard card={cardFromSummary(listing)} priority onOpen={() => location.assign(`/${listing.slug}`)} />
              </li>
            </ul>
          </div>
          <div>
            <h2>Full card</h2>
            <FullCard listing={listing} adminMode={adminMode} />
          </div>
        </section>
      ))}
    </div>
  );
}

function FullCard({ listing, adminMode }: { listing: AdminListing; adminMode: boolean }) {
  const rows: [string, string][] = [
    ['Title', listing.title],
    ['Category', listing.category],
    ['Price', listing.priceText],
    ['Sizes', listing.available_sizes.join(', ') || 'none'],
    ['Colours', listing.available_colors.join(', ') || 'none'],
    [
      'Dimensions',
      Object.entries(listing.dimensions)
        .map(([size, d]) => `${size} ${d.width} x ${d.height} in`)
        .join(', ') || 'none',
    ],
    ['Tags', listing.tags.join(', ') || 'none'],
    ['Sales', String(listing.total_sales_volume)],
    ...(listing.isTrueScale ? ([['TRUEscale', 'yes']] as [string, string][]) : []),
    ...(adminMode
      ? ([
          ['Listing ID', String(listing.etsyListingId)],
          ['Artwork path', listing.svgPath ?? 'none'],
          ['Visible', listing.publicVisible ? 'yes' : 'no'],
          ['Display order', String(listing.displayOrder)],
          ['Set / pack', listing.isSet ? `set of ${listing.setQuantity}` : listing.isPack ? `pack (${listing.packType ?? 'pack'})` : 'single'],
          ['Variation scraping', listing.variation_scraping_status ?? 'never'],
          ['Last Etsy update', listing.last_etsy_update ?? 'never'],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className="admin-full-card">
      {listing.svgPath && (
        <span
          className="admin-art"
          style={{
            maskImage: `url("${listing.svgPath}")`,
            WebkitMaskImage: `url("${listing.svgPath}")`,
            backgroundColor: findColor(listing.available_colors[0])?.hex ?? '#1d2420',
          }}
          role="img"
          aria-label={listing.title}
        />
      )}
      <dl className="admin-status">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={`/${listing.slug}`}>Open its page</a>
      </p>
    </div>
  );
}
