import '~/features/admin/admin.css';
import '~/features/listing-admin/listing-admin.css';
import './auto-association.css';
import { AdminGate } from '~/features/admin/AdminGate.tsx';
import { AutoAssociationPage } from './AutoAssociationPage.tsx';
import { useTabLock } from './tab-lock.ts';

export const OPEN_ELSEWHERE = 'The auto-association is open in another tab of this browser.';
export const TAKEN_ELSEWHERE = 'Another tab took the auto-association over.';

/** One tab works the listings at a time: two would show, and decide, the same listing twice. */
function OneTab({ signedOut }: { signedOut: () => void }) {
  const { state, takeOver } = useTabLock('auto-association');
  if (state === 'pending') return <p role="status">Loading…</p>;
  if (state === 'held') return <AutoAssociationPage signedOut={signedOut} />;
  return (
    <div role="alert" className="admin-card aa-alert">
      <p>{state === 'taken' ? TAKEN_ELSEWHERE : OPEN_ELSEWHERE}</p>
      <button type="button" className="button" onClick={takeOver}>
        Work here instead
      </button>
    </div>
  );
}

/** /svg-path-auto-association behind the sign-in. */
export default function AutoAssociationIsland() {
  return <AdminGate name="auto-association">{(controls) => <OneTab signedOut={controls.signedOut} />}</AdminGate>;
}
