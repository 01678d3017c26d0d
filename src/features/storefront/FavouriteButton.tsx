import { useStore } from '@nanostores/react';
import { $favourites, toggleFavourite } from './favourites.ts';

interface Props {
  listing: { id: number; title: string };
  /** 'card': over the card's artwork corner; 'icon': a round button among the modal's actions. */
  variant: 'card' | 'icon';
}

/** The heart: adds a listing to the shopper's favourites or takes it out. */
export function FavouriteButton({ listing, variant }: Props) {
  const pressed = useStore($favourites).includes(listing.id);
  return (
    <button
      type="button"
      className={variant === 'card' ? 'favourite-button' : 'icon-button favourite-icon'}
      aria-pressed={pressed}
      aria-label={pressed ? `Remove ${listing.title} from favourites` : `Add ${listing.title} to favourites`}
      onClick={() => void toggleFavourite(listing)}
    >
      {/* Drawn by the stylesheet (a mask of the heart's shape): a card's markup stays small, two dozen to a page. */}
      <span className="heart" aria-hidden="true" />
    </button>
  );
}
