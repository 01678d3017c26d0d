import type { AdminListing } from '~/contracts/admin-listings.ts';

/** Etsy's limits: 10 photos and 1 video a listing. */
export const MAX_PHOTOS = 10;

/** 'Photos and Video': the listing's photos as Etsy has them, the first one its Primary. */
export function PhotosSection({ listing }: { listing: AdminListing }) {
  const photos = listing.all_image_urls.slice(0, MAX_PHOTOS);
  return (
    <div className="la-photos">
      <p>
        {photos.length} of {MAX_PHOTOS} photos · Video: none mirrored (0 of 1)
      </p>
      {photos.length === 0 ? (
        <p>This listing has no photos on Etsy yet.</p>
      ) : (
        <ol>
          {photos.map((url, i) => (
            <li key={url}>
              <img src={url} alt={`Photo ${i + 1} of ${listing.title}`} loading="lazy" width="120" height="120" />
              {i === 0 && <span className="lm-badge good">Primary</span>}
            </li>
          ))}
        </ol>
      )}
      <p className="la-note">Photos are changed on Etsy; the next sync brings them here.</p>
    </div>
  );
}
