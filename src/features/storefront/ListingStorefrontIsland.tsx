import { ListingModal } from './ListingModal.tsx';
import { SeededStorefront, type StorefrontIslandProps } from './SeededStorefront.tsx';

/** A listing page's storefront: its listing's modal is open in the prebuilt HTML, so its code comes at once. */
export default function ListingStorefrontIsland(props: StorefrontIslandProps) {
  return <SeededStorefront {...props} ListingModal={ListingModal} />;
}
