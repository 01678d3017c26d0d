import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { stickerSizePx } from '~/domain/scene.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { BACKGROUNDS } from '~/features/scene-builder/backgrounds.ts';
import { GridLayer } from './GridLayer.tsx';
import { LISTING_DRAG_TYPE } from './sidebar/DecalItem.tsx';
import { StickerView } from './StickerView.tsx';
import { $draggedId, $prefs, $scene, $selected, $snappedDrag, $visibleArea, select, setPrefs } from './store.ts';
import { useTouchCanvas } from './use-touch-canvas.ts';
import { GRID_MAX_PX, HUGE_MONITOR_TEXT, screenScale } from './view.ts';

export const EMPTY_TEXT = 'Add stickers from the sidebar to start building your scene!';
/** Below 900 px there is no sidebar, only the Add decals bar. */
export const EMPTY_TEXT_DRAWER = 'Tap Add decals to start building your scene!';

/** What the ruler's inches are on this screen: actual size only at 100% on a calibrated screen. */
export function rulerNote(zoom: number, screenPpi: number | null): string {
  if (!screenPpi) return 'Inches (calibrate for actual size)';
  return zoom === 100 ? 'Inches, actual size' : `Inches at ${zoom}% of actual size`;
}

interface Props {
  /** A listing dropped from the sidebar at a point of the scene (scene pixels). */
  onDropListing: (listingId: number, at: { x: number; y: number }) => void;
}

/** The scene at true size: background, inch grid, and the stickers, zoomed and scrollable. */
export function Canvas({ onDropListing }: Props) {
  const scene = useStore($scene);
  const prefs = useStore($prefs);
  const selected = useStore($selected);
  // Only whether and which sticker is dragged: the moves themselves re-render that sticker and the guides alone.
  const draggedId = useStore($draggedId);
  const viewport = useRef<HTMLDivElement>(null);
  const [viewportPx, setViewportPx] = useState({ width: 1200, height: 800 });
  const scale = screenScale(prefs.zoom, prefs.screenPpi ?? PX_PER_INCH);
  const background = BACKGROUNDS[prefs.background];

  useTouchCanvas(viewport, { get: () => $prefs.get().zoom, set: (zoom) => setPrefs({ zoom }) });

  useEffect(() => {
    const target = viewport.current;
    if (!target) return;
    const observer = new ResizeObserver(([entry]) => entry && setViewportPx({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // What is on screen, in scene pixels, for placing new stickers where the shopper can see them.
  useEffect(() => {
    const target = viewport.current;
    if (!target) return;
    const keep = () =>
      $visibleArea.set({ x: target.scrollLeft / scale, y: target.scrollTop / scale, width: target.clientWidth / scale, height: target.clientHeight / scale });
    keep();
    target.addEventListener('scroll', keep, { passive: true });
    return () => {
      target.removeEventListener('scroll', keep);
      $visibleArea.set(null);
    };
  }, [scale, viewportPx]);

  // The stage covers the background, every sticker and the visible area, in scene pixels.
  const extent = scene.stickers.reduce(
    (box, s) => {
      const size = stickerSizePx(scene.listings[s.listingId], s);
      return { width: Math.max(box.width, s.x + size.width + PX_PER_INCH), height: Math.max(box.height, s.y + size.height + PX_PER_INCH) };
    },
    {
      width: Math.max(background.widthInches * PX_PER_INCH, viewportPx.width / scale),
      height: Math.max(background.heightInches * PX_PER_INCH, viewportPx.height / scale),
    },
  );
  const huge = viewportPx.width / scale > GRID_MAX_PX || viewportPx.height / scale > GRID_MAX_PX;

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (event.dataTransfer.types.includes(LISTING_DRAG_TYPE)) {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const id = Number(event.dataTransfer.getData(LISTING_DRAG_TYPE));
    const stage = viewport.current?.querySelector('.scene-stage');
    if (!Number.isInteger(id) || id <= 0 || !stage) return;
    event.preventDefault();
    const box = stage.getBoundingClientRect();
    onDropListing(id, { x: Math.max(0, Math.round((event.clientX - box.left) / scale)), y: Math.max(0, Math.round((event.clientY - box.top) / scale)) });
  };

  return (
    <div className="scene-canvas">
      <div id="scene-canvas" className="scene-viewport" ref={viewport} onDragOver={onDragOver} onDrop={onDrop} aria-label="Scene" role="region" tabIndex={0}>
        <div className="scene-stage-size" style={{ width: extent.width * scale, height: extent.height * scale }}>
          <div
            className={`scene-stage${draggedId ? ' is-dragging' : ''}`}
            style={{ width: extent.width, height: extent.height, transform: `scale(${scale})` }}
            onPointerDown={(e) => e.target === e.currentTarget && select(null)}
          >
            {background.src && (
              <img
                className="scene-background"
                src={background.src}
                alt=""
                width={background.widthInches * PX_PER_INCH}
                height={background.heightInches * PX_PER_INCH}
                draggable={false}
              />
            )}
            {prefs.showGrid && <GridLayer width={extent.width} height={extent.height} />}
            {scene.stickers.map((sticker) => (
              <StickerView
                key={sticker.id}
                sticker={sticker}
                listing={scene.listings[sticker.listingId]}
                scale={scale}
                selected={selected === sticker.id}
                dragged={draggedId === sticker.id}
                showDetails={prefs.showDetails}
              />
            ))}
            <DragGuides scale={scale} />
          </div>
        </div>
      </div>
      {/* Over the scrolling canvas, not inside it: they stay in view wherever the canvas is scrolled. */}
      {scene.stickers.length === 0 && (
        // Both texts are in the page and CSS shows the one for the width, so nothing shifts as it hydrates.
        <p className="scene-empty">
          <span className="scene-empty-panel">{EMPTY_TEXT}</span>
          <span className="scene-empty-drawer">{EMPTY_TEXT_DRAWER}</span>
        </p>
      )}
      {prefs.showGrid && huge && <p className="scene-huge">{HUGE_MONITOR_TEXT}</p>}
      {prefs.showGrid && (
        <p className="scene-ruler-note" data-testid="ruler-note">
          {rulerNote(prefs.zoom, prefs.screenPpi)}
        </p>
      )}
    </div>
  );
}

/** The guide lines of the drag in progress: redrawn on every move, apart from the canvas and its stickers. */
function DragGuides({ scale }: { scale: number }) {
  const drag = useStore($snappedDrag);
  if (!drag) return null;
  return (
    <div className="scene-guides" aria-hidden="true">
      {drag.guides.map((guide, i) => (
        // Each guide is a one-pixel square stretched and placed by its transform alone, kept
        // by index across frames: a moving guide is composited, never laid out or repainted.
        // One screen pixel thick at any zoom: the stage is scaled, so the thickness is divided back.
        <div
          key={i}
          className="scene-guide"
          style={{
            transform:
              guide.axis === 'x'
                ? `translate(${guide.at - 0.5 / scale}px, ${guide.from}px) scale(${1 / scale}, ${guide.to - guide.from})`
                : `translate(${guide.from}px, ${guide.at - 0.5 / scale}px) scale(${guide.to - guide.from}, ${1 / scale})`,
          }}
        />
      ))}
    </div>
  );
}
