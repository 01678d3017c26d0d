/**
 * /parallax (scene-builder-and-parallax.md 2): two instances, clean-test-1 and clean-test-2
 * (category dinosaurs, sizes ATOM to LARGE, 60vh), each keeping its own scene in the database; the
 * Show Admin Panel toggle, Reset Page, the test instructions, and the last sticker pressed with Clear.
 */
import '~/features/parallax/parallax.css';
import './parallax-test.css';
import '~/features/admin/admin.css';
import { useState } from 'react';
import type { PlacedSticker } from '~/domain/parallax.ts';
import { ParallaxInstance, type InstanceConfig } from './ParallaxInstance.tsx';

export const TEST_INSTANCES: readonly InstanceConfig[] = [
  { id: 'clean-test-1', category: 'dinosaurs', height: '60vh' },
  { id: 'clean-test-2', category: 'dinosaurs', height: '60vh' },
];

export default function ParallaxTestIsland() {
  const [showPanel, setShowPanel] = useState(false);
  const [last, setLast] = useState<PlacedSticker | null>(null);

  return (
    <div className="pt-page">
      <div className="pt-controls">
        <label className="admin-toggle">
          <input type="checkbox" checked={showPanel} onChange={(e) => setShowPanel(e.target.checked)} /> Show Admin Panel
        </label>
        <button type="button" className="button secondary" onClick={() => location.reload()}>
          Reset Page
        </button>
      </div>
      <ol className="pt-instructions">
        <li>Scroll: each layer moves at its own speed, the far ones fastest.</li>
        <li>Press a sticker: it shows below instead of opening its listing.</li>
        <li>Show Admin Panel (signed in at /admin): give each instance its own scene, reload, and each keeps it.</li>
      </ol>
      <section className="pt-last" aria-live="polite" aria-labelledby="pt-last-title">
        <h2 id="pt-last-title">Last clicked sticker</h2>
        {last ? (
          <p data-testid="last-sticker">
            {last.title} · {last.size} · listing {last.listingId}{' '}
            <button type="button" className="button secondary" onClick={() => setLast(null)}>
              Clear
            </button>
          </p>
        ) : (
          <p>None yet.</p>
        )}
      </section>
      {TEST_INSTANCES.map((config) => (
        <ParallaxInstance key={config.id} config={config} showPanel={showPanel} onSticker={setLast} />
      ))}
    </div>
  );
}
