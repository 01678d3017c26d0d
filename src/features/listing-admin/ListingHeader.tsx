import type { ReactNode } from 'react';
import type { AdminListing } from '~/contracts/admin-listings.ts';

/** A listing's photo, title and facts at the head of a tool, with a link to it on Etsy; `children` adds links before that one. */
export function ListingHeader({
  listing,
  facts,
  headingId,
  children,
}: {
  listing: AdminListing;
  facts: readonly (string | false)[];
  headingId?: string;
  children?: ReactNode;
}) {
  return (
    <header className="la-head">
      {listing.first_image_url && <img src={listing.first_image_url} alt="" width="80" height="80" />}
      <div>
        <h2 id={headingId}>{listing.title}</h2>
        <p>
          {[`Listing ${listing.etsyListingId}`, ...facts].filter(Boolean).join(' · ')}
          {children}
          {listing.etsyUrl && (
            <>
              {' · '}
              <a href={listing.etsyUrl} target="_blank" rel="noopener noreferrer">
                Open on Etsy
              </a>
            </>
          )}
        </p>
      </div>
    </header>
  );
}
