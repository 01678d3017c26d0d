/**
 * @module hero/parts
 * Pieces of the machine's live layer that the prebuilt page (rendered once at build, no script)
 * and the island draw alike, so the island's first render matches the first paint.
 */
import type { CSSProperties } from 'react';
import type { PercentBox } from '~/domain/hero-machine.ts';
import { HERO_LOADING_TEXT, HERO_PROGRESS_LABEL, HERO_REFRESH_LABEL } from './texts.ts';

/** The loading overlay and its bar. */
export function LoadingOverlay({ progress }: { progress: number }) {
  const value = Math.round(progress);
  return (
    <div className="hm-loading">
      <p>{HERO_LOADING_TEXT}</p>
      <div
        className="hm-progress"
        role="progressbar"
        aria-label={HERO_PROGRESS_LABEL}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        style={{ '--progress': value / 100 } as CSSProperties}
      >
        <span />
      </div>
    </div>
  );
}

/** The Refresh button's face: two chasing arrows and its label (hidden on a small machine, still its name). */
export function RefreshFace() {
  return (
    <>
      <svg className="hm-refresh-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 12a7 7 0 0 1-12.1 4.8M5 12a7 7 0 0 1 12.1-4.8" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        <path d="M17.6 3.4v4.3h-4.3M6.4 20.6v-4.3h4.3" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="hm-refresh-label">{HERO_REFRESH_LABEL}</span>
    </>
  );
}

/** A box in percent of its container as inline style: a port in the machine, a sticker in its port. */
export function percentStyle(box: PercentBox): { left: string; top: string; width: string; height: string } {
  return { left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` };
}
