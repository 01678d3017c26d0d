import parallaxStyles from '~/features/parallax/parallax.css?url';
import { useStylesheet } from '~/components/ui/use-stylesheet.ts';
import { ListingModal } from './ListingModal.tsx';
import { SeededStorefront, type StorefrontIslandProps } from './SeededStorefront.tsx';

/**
 * A listing page's storefront: its listing's modal is open in the prebuilt HTML, so its code comes at
 * once. The grid behind shows no parallax scene until the listing closes: their styles are not
 * among the page's own, and come once the island runs.
 */
export default function ListingStorefrontIsland(props: StorefrontIslandProps) {
  useStylesheet(parallaxStyles);
  return <SeededStorefront {...props} ListingModal={ListingModal} />;
}
