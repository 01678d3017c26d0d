import '~/features/admin/admin.css';
import './listing-admin.css';
import { AdminGate } from '~/features/admin/AdminGate.tsx';
import { ListingAdminPage } from './ListingAdminPage.tsx';

/** /listing-admin behind the sign-in. */
export default function ListingAdminIsland() {
  return <AdminGate name="listing-admin">{(controls) => <ListingAdminPage {...controls} />}</AdminGate>;
}
