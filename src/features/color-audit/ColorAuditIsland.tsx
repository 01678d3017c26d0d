import '~/features/admin/admin.css';
import '~/features/listing-admin/listing-admin.css';
import './color-audit.css';
import { AdminGate } from '~/features/admin/AdminGate.tsx';
import { ColorAuditPage } from './ColorAuditPage.tsx';

/** /color-audit behind the sign-in. */
export default function ColorAuditIsland() {
  return <AdminGate name="color-audit">{(controls) => <ColorAuditPage signedOut={controls.signedOut} />}</AdminGate>;
}
