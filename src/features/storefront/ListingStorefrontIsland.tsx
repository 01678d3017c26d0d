import behindStyles from './listing-page-later.css?url';
import { ListingModal } from './ListingModal.tsx';
import { SeededStorefront, type StorefrontIslandProps } from './SeededStorefront.tsx';

/**
 * A listing page's storefront: its listing's modal is open in the prebuilt HTML, so its code comes at
 * once. The page is built with the modal alone: the grid and controls behind it render once the
 * page is idle and their styles have come (they are not among the page's own), and its parallax
 * scenes once the listing closes.
 */
export default function ListingStorefrontIsland(props: StorefrontIslandProps) {
  return <SeededStorefront {...props} ListingModal={ListingModal} behindStyles={behindStyles} />;
}
