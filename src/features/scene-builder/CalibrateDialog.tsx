import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Modal } from '~/components/ui/Modal.tsx';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { calibrationCard, CARD_INCHES, CARD_WIDTH_RANGE, maxCardWidth, ppiFromCard } from './view.ts';

interface Props {
  /** The screen's measured pixels per inch, or null while uncalibrated. */
  current: number | null;
  onSave: (screenPpi: number | null) => void;
  onClose: () => void;
}

/**
 * 'Calibrate': the shopper holds a bank card to the screen and widens a rectangle until it matches;
 * the screen's real pixels per inch follow, and 100% then means actual size. The rectangle keeps the
 * card's shape: across where it fits, upright on a phone (whose screen is narrower than a card).
 */
export function CalibrateDialog({ current, onSave, onClose }: Props) {
  const titleId = useId();
  const slider = useRef<HTMLInputElement>(null);
  const roomRef = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<{ width: number; height: number } | null>(null);
  const [chosen, setChosen] = useState(Math.round(CARD_INCHES.width * (current ?? PX_PER_INCH)));

  // Measured before the first paint, so a phone never sees the card drawn across and then turned:
  // the room's width, and the height the screen leaves once the dialog's words and controls are in.
  useLayoutEffect(() => {
    const target = roomRef.current;
    const dialog = target?.closest<HTMLElement>('.ui-dialog');
    if (!target || !dialog) return;
    const measure = () => {
      const others = dialog.scrollHeight - target.offsetHeight;
      const screen = parseFloat(getComputedStyle(dialog).maxHeight) || innerHeight;
      setRoom({ width: target.clientWidth, height: Math.max(0, screen - others) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(dialog);
    addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      removeEventListener('resize', measure);
    };
  }, []);

  const max = room === null ? CARD_WIDTH_RANGE.max : maxCardWidth(room);
  const width = Math.min(chosen, max);
  const card = calibrationCard(width, room?.width ?? Infinity);
  const ppi = ppiFromCard(width);
  return (
    <Modal onClose={onClose} labelledBy={titleId} initialFocus={slider} className="calibrate-dialog">
      <h2 id={titleId}>Calibrate true size</h2>
      <p>
        Hold a bank card (or any ID-1 card) flat against the screen{card.upright ? ', upright,' : ''} then move the slider until the rectangle is exactly the
        size of the card.
      </p>
      <div ref={roomRef} className="calibrate-room">
        <div className="calibrate-card" style={{ width: card.width, height: card.height }} data-testid="calibrate-card" data-upright={card.upright}>
          <span>{card.upright ? '2.125 × 3.370 in' : '3.370 × 2.125 in'}</span>
        </div>
      </div>
      <label className="calibrate-slider">
        <span>Card size on this screen</span>
        <input
          ref={slider}
          type="range"
          min={CARD_WIDTH_RANGE.min}
          max={max}
          step={1}
          value={width}
          aria-valuetext={`${ppi} pixels per inch`}
          onChange={(e) => setChosen(Number(e.target.value))}
        />
      </label>
      <p className="calibrate-result">{ppi} pixels per inch</p>
      <div className="ui-confirm-actions calibrate-actions">
        <button type="button" className="button secondary" onClick={() => onSave(null)}>
          Reset
        </button>
        <button type="button" className="button" onClick={() => onSave(ppi)}>
          Save
        </button>
      </div>
    </Modal>
  );
}
