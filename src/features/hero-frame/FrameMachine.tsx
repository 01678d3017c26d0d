import { useStore } from '@nanostores/react';
import { useEffect, type CSSProperties } from 'react';
import { DARK_CHECKER, LIGHT_CHECKER, needsDarkBackdrop } from '~/domain/contrast.ts';
import { FRAME_PIECE_LABELS, FRAME_PIECES, HERO_FRAME_TEST_SIZE, frameStickerBox, irisTarget, type FramePiece } from '~/domain/hero-frame-machine.ts';
import type { SizeName } from '~/domain/sizes.ts';
import { Iris } from './Iris.tsx';
import { $frame, clickFramePiece, closeIris, openIris, recycleSticker, settleIris, startFrame, type ShownSticker } from './store.ts';

interface Props {
  /** The size of the stickers it asks for. */
  size?: SizeName;
  /** 'view details': the page opens the sticker's listing (its own page by default). */
  onViewDetails?: (sticker: ShownSticker) => void;
}

const openListingPage = (sticker: ShownSticker) => location.assign(`/${sticker.listing.slug}`);

/**
 * The hero frame machine: a frame of selectable pieces around a round window where a random sticker
 * shows through an iris. 'view details' sits on the upper-left corner, recycle on the upper-right;
 * visually hidden Open iris, Close iris and Recycle sticker buttons serve keyboards, screen readers and tests.
 */
export function FrameMachine({ size = HERO_FRAME_TEST_SIZE, onViewDetails = openListingPage }: Props) {
  const frame = useStore($frame);
  const { sticker, iris, recycling, selected } = frame;

  useEffect(() => {
    void startFrame(size);
  }, [size]);

  const open = irisTarget(iris) === 'open';
  const busy = recycling || sticker === null;
  const box = frameStickerBox(sticker?.listing.dimensions[sticker.size]);
  const [checkerA, checkerB] = sticker && needsDarkBackdrop(sticker.tint.hex) ? DARK_CHECKER : LIGHT_CHECKER;
  const windowStyle = { '--checker-a': checkerA, '--checker-b': checkerB } as CSSProperties;
  const artwork = sticker?.listing.svgPath ?? null;

  return (
    <section className="hf-machine" aria-label="Hero frame machine" data-state={iris} aria-busy={recycling}>
      <div className="hf-frame">
        <span className="hf-corner hf-corner-top-left" aria-hidden="true" />
        <span className="hf-corner hf-corner-top-right" aria-hidden="true" />
        {FRAME_PIECES.map((piece) => (
          <Piece key={piece} piece={piece} selected={selected === piece} />
        ))}
        <div className="hf-window" style={windowStyle}>
          {sticker && artwork && (
            <span
              className="hf-sticker"
              role="img"
              aria-label={`${sticker.listing.title} in ${sticker.tint.name}`}
              aria-hidden={!open}
              data-listing-id={sticker.listing.etsyListingId}
              data-color={sticker.tint.name}
              style={{
                width: `${box.width}%`,
                height: `${box.height}%`,
                backgroundColor: sticker.tint.hex,
                maskImage: `url("${artwork}")`,
                WebkitMaskImage: `url("${artwork}")`,
              }}
            />
          )}
          <Iris state={iris} onSettled={settleIris} />
          <span className="hf-bezel" aria-hidden="true" />
        </div>
      </div>
      <button type="button" className="hf-details" onClick={() => sticker && onViewDetails(sticker)} disabled={sticker === null}>
        view details
      </button>
      <button
        type="button"
        className="hf-recycle"
        onClick={() => void recycleSticker()}
        disabled={busy}
        aria-label="New random sticker"
        title="New random sticker"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 12a8 8 0 1 1-2.34-5.66" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
          <path d="M20.5 3.5v5h-5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <p className="hf-caption" aria-live="polite">
        {frame.message ??
          (sticker ? (
            <>
              <span className="hf-caption-title">{sticker.listing.title}</span>
              <span className="hf-caption-meta">
                {sticker.size} · {sticker.tint.name}
              </span>
            </>
          ) : (
            'Loading a sticker...'
          ))}
      </p>
      <div className="hf-hidden-controls" role="group" aria-label="Iris controls">
        <button type="button" onClick={openIris} disabled={recycling}>
          Open iris
        </button>
        <button type="button" onClick={closeIris} disabled={recycling}>
          Close iris
        </button>
        <button type="button" onClick={() => void recycleSticker()} disabled={busy}>
          Recycle sticker
        </button>
      </div>
    </section>
  );
}

/** One selectable piece of the frame. */
function Piece({ piece, selected }: { piece: FramePiece; selected: boolean }) {
  return (
    <button
      type="button"
      className={`hf-piece hf-piece-${piece}`}
      aria-pressed={selected}
      aria-label={FRAME_PIECE_LABELS[piece]}
      onClick={() => clickFramePiece(piece)}
      data-piece={piece}
    >
      <span className="hf-rivet" aria-hidden="true" />
    </button>
  );
}
