import { useStore } from '@nanostores/react';
import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { showToast } from '~/components/ui/toast.ts';
import { Toast } from '~/components/ui/Toast.tsx';
import { listingPageTitle } from '~/domain/catalogue.ts';
import { DEFAULT_COLOR, findColor } from '~/domain/colors.ts';
import { DARK_CHECKER, LIGHT_CHECKER, needsDarkBackdrop } from '~/domain/contrast.ts';
import { SIMILAR_SHOWN } from '~/domain/similarity.ts';
import { buyUrl, initialChoiceFrom, priceForChoice } from '~/domain/inventory.ts';
import { MARKETPLACE_NAME, priceText } from '~/domain/price.ts';
import { toSizeName } from '~/domain/sizes.ts';
import { track } from '~/client/track.ts';
import type { CatalogueCard, ShownCard, Variation } from '~/contracts/listing.ts';
import { Breadcrumb } from '~/features/storefront/Breadcrumb.tsx';
import { FavouriteButton } from '~/features/storefront/FavouriteButton.tsx';
import { ShippingReturns } from '~/features/storefront/ShippingReturns.tsx';
import { trackRecommendationClick, trackRecommendationViews } from '~/features/storefront/recommendations.ts';
import { $grid, openShareDialog } from '~/features/storefront/store.ts';
import { useListingDetails } from '~/features/storefront/use-listing-details.ts';
import { Gallery } from '~/features/storefront/gallery/Gallery.tsx';
import { ListingReviews } from './ListingReviews.tsx';
import type { SeedListing } from './seed.ts';
import { artworkCrossOrigin } from '~/client/artwork-request.ts';
import { copyText } from '~/client/clipboard.ts';

export const SHARE_TOAST = `${MARKETPLACE_NAME} link copied! Share it to drive sales.`;

export interface ListingModalProps {
  card: ShownCard;
  /** What the page already knows of the listing (its own page embeds it), shown until details arrive. */
  known: SeedListing | null;
  depth: number;
  isAdmin: boolean;
  onClose: () => void;
  onBack: () => void;
  onOpenSimilar: (card: CatalogueCard) => void;
  /** Opens on this size (a size name or variation text, e.g. 'MICRO') when the listing offers it, instead of the default. */
  initialSizeName?: string;
  /** Opens on this colour (matched as the default colour is: exact value, first word, Black, first). */
  initialColorName?: string;
}

/** The listing detail modal: sizes, colours, live price, share, BUY IT NOW and similar designs. */
export const ListingModal = memo(function ListingModal({
  card,
  known,
  depth,
  isAdmin,
  onClose,
  onBack,
  onOpenSimilar,
  initialSizeName,
  initialColorName,
}: ListingModalProps) {
  const { data: full, failed } = useListingDetails(card.id);
  const grid = useStore($grid);
  const listing: SeedListing | null = full ?? known;
  const products = full?.inventory_matrix.products ?? [];
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  const start = useMemo(() => {
    const choice = initialChoiceFrom(listing?.sizeVariations ?? [], listing?.colorVariations ?? [], initialColorName);
    const wantedSize = toSizeName(initialSizeName);
    const size =
      (initialSizeName && listing?.sizeVariations.find((v) => v.value === initialSizeName || (wantedSize !== null && toSizeName(v.value) === wantedSize))) ||
      choice.size;
    return { size, color: choice.color };
  }, [listing?.etsyListingId, initialSizeName, initialColorName]);
  const [size, setSize] = useState<Variation | null>(start.size);
  const [color, setColor] = useState<Variation | null>(start.color);
  useEffect(() => {
    setSize(start.size);
    setColor(start.color);
  }, [start]);

  const sizes = listing?.sizeVariations.length ? listing.sizeVariations : [];
  const colors = listing?.colorVariations.length ? listing.colorVariations : [];
  const price = full ? priceForChoice(products, size?.value ?? null, color?.value ?? null) : null;
  const marketplaceUrl = listing?.etsyUrl ? buyUrl(listing.etsyUrl, size, color) : null;
  const sizeName = toSizeName(size?.value);
  const dimension = sizeName ? listing?.dimensions[sizeName] : undefined;
  const tint = findColor(color?.value)?.hex ?? DEFAULT_COLOR.hex;
  // Light colours (White, Yellow, Ice Blue...) would vanish on the light checkerboard.
  const [checkerA, checkerB] = needsDarkBackdrop(tint) ? DARK_CHECKER : LIGHT_CHECKER;
  const similar = grid.similarTo?.id === card.id ? grid.items.slice(0, SIMILAR_SHOWN) : [];

  useEffect(() => {
    if (similar.length > 0)
      trackRecommendationViews(
        card.id,
        similar.map((s) => s.id),
      );
  }, [card.id, similar.map((s) => s.id).join(',')]);

  const share = async () => {
    if (!marketplaceUrl) return;
    track({ type: 'sticker_engagement', name: 'share', listingId: card.id, title: card.title });
    try {
      await copyText(marketplaceUrl);
      showToast(SHARE_TOAST);
    } catch {
      openShareDialog(marketplaceUrl);
    }
  };

  // The focus starts on Close; the storefront gives it back to the card once the grid behind has rendered again.
  return (
    <Modal onClose={onClose} labelledBy={titleId} initialFocus={closeButton} restoreFocus={false} overlayClassName="listing-overlay" className="listing-modal">
      <header className="modal-header">
        {depth > 0 && (
          <button type="button" className="icon-button" onClick={onBack} aria-label="Back to the previous design">
            ←
          </button>
        )}
        <div className="modal-title">
          <h2 id={titleId}>{listingPageTitle(card.title)}</h2>
          {/* The share toast covers the title, next to the button that raised it, and nothing the shopper needs. */}
          <Toast className="listing-toast" />
        </div>
        <div className="modal-actions">
          <FavouriteButton listing={card} variant="icon" />
          <button
            type="button"
            className="icon-button"
            onClick={() => void share()}
            disabled={!marketplaceUrl}
            aria-label={`Share the ${MARKETPLACE_NAME} link`}
          >
            <span className="share-icon" aria-hidden="true" />
          </button>
          <button type="button" className="icon-button" onClick={onClose} ref={closeButton} aria-label="Close">
            ×
          </button>
        </div>
      </header>
      <Breadcrumb listing={card} />
      <div className="modal-body">
        <Gallery
          title={card.title}
          listing={{
            largest_size_image_url: listing?.largest_size_image_url ?? null,
            all_image_urls: listing?.all_image_urls ?? [],
            hasArtwork: card.hasArtwork,
          }}
          decal={{ listingId: card.id, artwork: card.image, size: sizeName, color: color?.value ?? DEFAULT_COLOR.name, tint, dimension }}
          previewStyle={{ '--checker-a': checkerA, '--checker-b': checkerB } as CSSProperties}
          preview={
            <span
              className="art-tinted"
              style={{ maskImage: `url("${card.image}")`, WebkitMaskImage: `url("${card.image}")`, backgroundColor: tint }}
              role="img"
              aria-label={`${card.title} in ${color?.value ?? DEFAULT_COLOR.name}`}
            />
          }
          overlay={
            <div className="badges">
              {card.isTrueScale && <span className="badge truescale">TRUEscale</span>}
              {isAdmin && <span className="badge admin">Admin Mode</span>}
            </div>
          }
        />
        <div className="modal-details">
          {!listing && failed && <p className="modal-message">Failed to load listing data</p>}
          {!listing && !failed && <p className="modal-message">Loading sizes and colours...</p>}
          {listing && (
            <>
              {sizes.length > 0 && (
                <fieldset className="choice-group">
                  <legend>Size</legend>
                  <div className="choices">
                    {sizes.map((v) => (
                      <label key={v.value} className="choice">
                        <input type="radio" name={`size-${card.id}`} checked={size?.value === v.value} onChange={() => setSize(v)} />
                        <span>{v.value}</span>
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              {dimension && (
                <p className="dimension">
                  {dimension.width}" × {dimension.height}" ({sizeName})
                </p>
              )}
              {colors.length > 0 && (
                <fieldset className="choice-group">
                  <legend>Colour: {color?.value}</legend>
                  <div className="choices swatches">
                    {colors.map((v) => (
                      <label key={v.value} className="swatch" title={v.value}>
                        <input type="radio" name={`color-${card.id}`} checked={color?.value === v.value} onChange={() => setColor(v)} aria-label={v.value} />
                        <span className="swatch-dot" style={{ backgroundColor: findColor(v.value)?.hex ?? '#999' }} />
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
              {/* Below 900 px a bar held at the bottom of the screen; from 900 px its price heads the details. */}
              <div className="buy-bar">
                <p className="modal-price" aria-live="polite">
                  <span className="price-value">{price ? priceText(price) : card.hasPriceFallback ? card.priceText : `from ${card.priceText}`}</span>
                  {price?.hasPriceFallback && <span className="price-note"> for the current price</span>}
                </p>
                {marketplaceUrl && (
                  <a
                    className="button buy-button"
                    href={marketplaceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() =>
                      track({
                        type: 'marketplace_click',
                        name: 'buy_it_now',
                        listingId: card.id,
                        title: card.title,
                        data: { size: size?.value ?? '', color: color?.value ?? '' },
                      })
                    }
                  >
                    BUY IT NOW
                  </a>
                )}
              </div>
              {isAdmin && (
                <a className="button secondary" href={`/listing-admin?listingId=${card.id}`}>
                  Edit Listing
                </a>
              )}
              <ShippingReturns />
              <p className="description">{listing.description}</p>
              <ListingReviews reviews={listing.reviews} />
            </>
          )}
        </div>
      </div>
      <footer className="modal-footer">
        <p className="similar-hint">Check Out Similar Designs Below</p>
        {similar.length > 0 && (
          <ul className="similar-list">
            {similar.map((s) => (
              <li key={s.id}>
                <a
                  href={`/${s.slug}`}
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    trackRecommendationClick(card.id, s.id);
                    onOpenSimilar(s);
                  }}
                >
                  <img src={s.image} alt="" width={96} height={58} loading="lazy" crossOrigin={artworkCrossOrigin(s.image)} />
                  <span>{s.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </footer>
    </Modal>
  );
});
