import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { BUILDER_BACKGROUNDS, unpricedNote } from '~/domain/scene.ts';
import { BACKGROUNDS } from '~/features/scene-builder/backgrounds.ts';
import { $canRedo, $canUndo, $prefs, $saveStatus, $total, redo, setPrefs, undo, type SaveStatus } from './store.ts';
import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, stepZoom } from './view.ts';

export const HEADER_TEXT = 'Drag stickers around to create your scene';
export const PRICE_DISCLAIMER = '*Pricing may be out of sync with Etsy, actual price may vary';
/** How long the total animates when it changes from a non-zero value. */
const TOTAL_PULSE_MS = 600;

const STATUS_TEXT: Record<SaveStatus, string> = { loading: 'Loading saved scene...', saving: 'Saving...', saved: 'Saved' };

interface Props {
  onClear: () => void;
  onShowList: () => void;
  onCalibrate: () => void;
  onShare: () => void;
  onDownload: () => void;
  /** The admin's parallax scene save and load; absent for shoppers. */
  parallax?: { onSave: () => void; onLoad: () => void };
}

/** The canvas header: clear, shopping list, total, save status, undo/redo, grid, details, zoom, background. */
export function Toolbar({ onClear, onShowList, onCalibrate, onShare, onDownload, parallax }: Props) {
  const prefs = useStore($prefs);
  const total = useStore($total);
  const status = useStore($saveStatus);
  const canUndo = useStore($canUndo);
  const canRedo = useStore($canRedo);
  const [pulsing, setPulsing] = useState(false);
  const previous = useRef(total.amount);

  useEffect(() => {
    const before = previous.current;
    previous.current = total.amount;
    if (before === 0 || before === total.amount) return;
    setPulsing(true);
    const timer = setTimeout(() => setPulsing(false), TOTAL_PULSE_MS);
    return () => clearTimeout(timer);
  }, [total.amount]);

  return (
    <div className="scene-toolbar">
      <div className="scene-toolbar-top">
        <p className="scene-header">{HEADER_TEXT}</p>
        <p className={`scene-total${pulsing ? ' pulse' : ''}`} aria-live="polite">
          <span>Total: </span>
          <strong data-testid="scene-total">{total.formatted}*</strong>
          {unpricedNote(total) && <span className="unpriced-note"> {unpricedNote(total)}</span>}
        </p>
        <p className="scene-status" role="status" data-status={status}>
          {STATUS_TEXT[status]}
        </p>
      </div>
      {/* On a phone both toolbars are one row that scrolls sideways: the canvas keeps the screen. */}
      <div className="scene-tool-rows">
        <div className="scene-tools" role="toolbar" aria-label="Scene">
          <button type="button" className="pill-button" onClick={onClear}>
            Clear Scene
          </button>
          <button type="button" className="pill-button" onClick={onShowList}>
            View Shopping List
          </button>
          <button type="button" className="pill-button" onClick={onShare}>
            Share
          </button>
          <button type="button" className="pill-button" onClick={onDownload}>
            Download PNG
          </button>
          {parallax && (
            <span className="tool-group" role="group" aria-label="Parallax scene (admin)">
              <button type="button" className="pill-button" onClick={parallax.onSave}>
                Save as Parallax Scene
              </button>
              <button type="button" className="pill-button" onClick={parallax.onLoad}>
                Load Parallax Scene
              </button>
            </span>
          )}
          <span className="tool-group">
            <button type="button" className="icon-button" onClick={undo} disabled={!canUndo} aria-label="Undo" title="Undo (Ctrl+Z)">
              ↶
            </button>
            <button type="button" className="icon-button" onClick={redo} disabled={!canRedo} aria-label="Redo" title="Redo (Ctrl+Shift+Z)">
              ↷
            </button>
          </span>
        </div>
        <div className="scene-tools" role="toolbar" aria-label="View">
          <button type="button" className="pill-button" aria-pressed={prefs.showGrid} onClick={() => setPrefs({ showGrid: !prefs.showGrid })}>
            Grid
          </button>
          <button type="button" className="pill-button" aria-pressed={prefs.showDetails} onClick={() => setPrefs({ showDetails: !prefs.showDetails })}>
            Details
          </button>
          <span className="tool-group" role="group" aria-label="Zoom">
            <button
              type="button"
              className="icon-button"
              onClick={() => setPrefs({ zoom: stepZoom(prefs.zoom, -1) })}
              disabled={prefs.zoom <= MIN_ZOOM}
              aria-label="Zoom out"
            >
              −
            </button>
            <button type="button" className="link-button zoom-reset" onClick={() => setPrefs({ zoom: DEFAULT_ZOOM })} title="Back to 100%">
              Zoom <span data-testid="zoom">{prefs.zoom}%</span>
            </button>
            <button
              type="button"
              className="icon-button"
              onClick={() => setPrefs({ zoom: stepZoom(prefs.zoom, 1) })}
              disabled={prefs.zoom >= MAX_ZOOM}
              aria-label="Zoom in"
            >
              +
            </button>
          </span>
          <label className="tool-group">
            <span>Background</span>
            <select value={prefs.background} onChange={(e) => setPrefs({ background: e.target.value as (typeof BUILDER_BACKGROUNDS)[number] })}>
              {BUILDER_BACKGROUNDS.map((b) => (
                <option key={b} value={b}>
                  {BACKGROUNDS[b].label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="link-button" onClick={onCalibrate}>
            {prefs.screenPpi ? 'True size: calibrated' : 'Calibrate true size'}
          </button>
        </div>
      </div>
      <p className="scene-disclaimer">{PRICE_DISCLAIMER}</p>
    </div>
  );
}
