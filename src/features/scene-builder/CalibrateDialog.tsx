import { useId, useRef, useState } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { PX_PER_INCH } from '~/domain/scene.ts';
import { CARD_INCHES, ppiFromCard, PPI_RANGE } from './view.ts';

interface Props {
  /** The screen's measured pixels per inch, or null while uncalibrated. */
  current: number | null;
  onSave: (screenPpi: number | null) => void;
  onClose: () => void;
}

/**
 * 'Calibrate': the shopper holds a bank card to the screen and widens a rectangle until it matches;
 * the screen's real pixels per inch follow, and 100% then means actual size.
 */
export function CalibrateDialog({ current, onSave, onClose }: Props) {
  const titleId = useId();
  const slider = useRef<HTMLInputElement>(null);
  const [width, setWidth] = useState(Math.round(CARD_INCHES.width * (current ?? PX_PER_INCH)));
  const height = (width * CARD_INCHES.height) / CARD_INCHES.width;
  return (
    <Modal onClose={onClose} labelledBy={titleId} initialFocus={slider} className="calibrate-dialog">
      <h2 id={titleId}>Calibrate true size</h2>
      <p>Hold a bank card (or any ID-1 card) flat against the screen, then move the slider until the rectangle is exactly as wide as the card.</p>
      <div className="calibrate-card" style={{ width, height }} data-testid="calibrate-card">
        <span>3.370 × 2.125 in</span>
      </div>
      <label className="calibrate-slider">
        <span>Card width on this screen</span>
        <input
          ref={slider}
          type="range"
          min={Math.round(CARD_INCHES.width * PPI_RANGE.min)}
          max={Math.round(CARD_INCHES.width * PPI_RANGE.max)}
          step={1}
          value={width}
          onChange={(e) => setWidth(Number(e.target.value))}
        />
      </label>
      <p className="calibrate-result">{ppiFromCard(width)} pixels per inch</p>
      <div className="ui-confirm-actions">
        <button type="button" className="button secondary" onClick={() => onSave(null)}>
          Reset
        </button>
        <button type="button" className="button" onClick={() => onSave(ppiFromCard(width))}>
          Save
        </button>
      </div>
    </Modal>
  );
}
