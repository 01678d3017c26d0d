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
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 20.6 10.6 19.3C5.4 14.6 2 11.5 2 7.7 2 4.6 4.4 2.2 7.5 2.2c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1 3.1 0 5.5 2.4 5.5 5.5 0 3.8-3.4 6.9-8.6 11.6Z" />
      </svg>
    </button>
  );
}
