import { useStore } from '@nanostores/react';
import { Fragment, memo, useEffect, useRef } from 'react';
import type { CatalogueCard } from '~/contracts/listing.ts';
import { SIMILAR_DESIGNS_TEXT } from '~/domain/catalogue.ts';
import { $placements } from '~/features/home/home-data.ts';
import { ParallaxSceneSlot } from '~/features/parallax/ParallaxSceneSlot.tsx';
import { StickerCard } from './StickerCard.tsx';
import { $catalogue, $grid, $limit, $similarDesigns, showMore } from './store.ts';
/**
 * Cards whose images load at once (the first screen). None behind an open listing: there the modal
 * covers the grid, and its picture and title are what a listing's page paints first.
 */
export const PRIORITY_CARDS = 8;

export const TEXTS = {
  loading: 'Loading all the decals...',
  emptyFiltered: 'No stickers found. Try adjusting your search or filters.',
  emptyCriteria: 'No stickers found matching your criteria.',
  similar: SIMILAR_DESIGNS_TEXT,
};

interface Props {
  onOpen: (card: CatalogueCard) => void;
  filtering: boolean;
  /** What an empty grid says instead of the usual texts, at once (an empty favourites view). */
  emptyText?: string;
  /** The page's first screen is the hero machine, over the grid (home). */
  underHero?: boolean;
}

/**
 * The grid: category sections headed 'N stickers' when grouped, a flat list otherwise; rendered in steps.
 * Parallax scenes: a category's between its section header and its cards (the header still opens
 * the group), a listing's in a full-width row right before its card, in both views. The similarity
 * order under an open listing shows none: it is about the listing, and the grid is scrolled to its top.
 */
export const StickerGrid = memo(function StickerGrid({ onOpen, filtering, emptyText, underHero = false }: Props) {
  const grid = useStore($grid);
  const catalogue = useStore($catalogue);
  const limit = useStore($limit);
  const similar = useStore($similarDesigns);
  const placements = useStore($placements);
  const scenes = grid.similarTo === null;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    // Behind an open listing the page does not scroll: more cards (and the catalogue) wait until it closes.
    if (!target || grid.similarTo !== null) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Past the prebuilt first screen, the rest of the catalogue is needed (showMore loads it).
        if (entries.some((e) => e.isIntersecting)) showMore();
      },
      { rootMargin: '600px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [limit, grid, catalogue.status]);

  if (grid.items.length === 0) {
    if (emptyText)
      return (
        <p className="grid-status" role="status">
          {emptyText}
        </p>
      );
    if (catalogue.status === 'loading')
      return (
        <p className="grid-status" role="status">
          {TEXTS.loading}
        </p>
      );
    if (similar.length > 0) {
      return (
        <section className="grid-area" aria-labelledby="similar-designs">
          <h2 id="similar-designs" className="similar-heading">
            {TEXTS.similar}
          </h2>
          <ul className="sticker-grid">
            {similar.map((card, i) => (
              <li key={card.id}>
                <StickerCard card={card} priority={i < PRIORITY_CARDS} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      );
    }
    return (
      <p className="grid-status" role="status">
        {filtering ? TEXTS.emptyFiltered : TEXTS.emptyCriteria}
      </p>
    );
  }

  let remaining = limit;
  let rendered = 0;
  const cards = (items: CatalogueCard[]) => {
    const shown = items.slice(0, Math.max(0, remaining));
    remaining -= shown.length;
    return (
      <ul className="sticker-grid">
        {shown.map((card) => {
          const scene = scenes ? placements.listings[String(card.id)] : undefined;
          return (
            <Fragment key={card.id}>
              {scene && (
                <li className="parallax-row">
                  <ParallaxSceneSlot kind="listing" sceneName={scene} label="Sticker scene" />
                </li>
              )}
              <li>
                <StickerCard card={card} priority={scenes && rendered++ < PRIORITY_CARDS} underHero={underHero} onOpen={onOpen} />
              </li>
            </Fragment>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="grid-area">
      {grid.similarTo && <h2 className="similar-heading">Similar designs</h2>}
      {grid.groups
        ? grid.groups.map((group) =>
            remaining > 0 ? (
              <section key={group.category} className="category-section" aria-labelledby={`group-${slugId(group.category)}`}>
                <header className="section-header">
                  <h2 id={`group-${slugId(group.category)}`}>{group.category}</h2>
                  <span>{group.count} stickers</span>
                </header>
                {scenes && placements.categories[group.category] && (
                  <ParallaxSceneSlot kind="category" sceneName={placements.categories[group.category]!} label={`${group.category} scene`} />
                )}
                {cards(group.items)}
              </section>
            ) : (
              <Fragment key={group.category} />
            ),
          )
        : cards(grid.items)}
      {(limit < grid.items.length || catalogue.status === 'partial') && <div ref={sentinel} className="grid-sentinel" aria-hidden="true" />}
      {catalogue.status === 'loading' && (
        <p className="grid-status" role="status">
          {TEXTS.loading}
        </p>
      )}
    </div>
  );
});

const slugId = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
