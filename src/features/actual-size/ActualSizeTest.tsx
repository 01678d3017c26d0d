import './actual-size.css';
import { useEffect, useState } from 'react';
import { getJson } from '~/client/api.ts';
import { readScreenPpi, saveScreenPpi } from '~/client/screen-calibration.ts';
import type { ListingSummary } from '~/contracts/listing.ts';
import { urlOf } from '~/contracts/route.ts';
import { svgpathStickerRoutes } from '~/contracts/routes/svgpath-stickers.ts';
import { DEFAULT_COLOR } from '~/domain/colors.ts';
import { dimensionSizes } from '~/domain/dimensions.ts';
import { PX_PER_INCH } from '~/domain/scene-scale.ts';
import { CalibrateDialog } from '~/features/scene-builder/CalibrateDialog.tsx';
import { CARD_INCHES } from '~/features/scene-builder/view.ts';

/** How long the ruler is, in inches, and its finest tick. */
const RULER_INCHES = 6;
const TICKS_PER_INCH = 8;

/** A listing with artwork and the most measured sizes: its stickers show each size at true size. */
async function sampleListing(): Promise<ListingSummary | null> {
  const { data } = await getJson(svgpathStickerRoutes.list.answer, urlOf(svgpathStickerRoutes.list, {}, { limit: 50 }));
  return [...data].sort((a, b) => dimensionSizes(b.dimensions).length - dimensionSizes(a.dimensions).length)[0] ?? null;
}

/** /actual-size-test: is true size true on this screen? A card outline, a ruler and each size of a sticker, all at the calibrated scale. */
export default function ActualSizeTest() {
  const [ppi, setPpi] = useState<number | null>(null);
  const [calibrating, setCalibrating] = useState(false);
  const [sample, setSample] = useState<ListingSummary | null | 'failed'>(null);
  // The prebuilt page shows the button before its script runs: it stays disabled until a click can open the dialog.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    setPpi(readScreenPpi());
    sampleListing().then(setSample, () => setSample('failed'));
  }, []);

  const scale = ppi ?? PX_PER_INCH;
  const px = (inches: number) => inches * scale;
  return (
    <div className="ast">
      <section className="ast-status" aria-live="polite">
        <p data-testid="calibration">
          {ppi === null
            ? 'This screen is not calibrated: an inch is drawn as the browser’s 96 pixels, which is rarely an inch on the glass.'
            : `Calibrated: ${ppi} pixels to the inch, shared with the Scene Builder.`}
        </p>
        <button type="button" className="button" disabled={!hydrated} onClick={() => setCalibrating(true)}>
          {ppi === null ? 'Calibrate this screen' : 'Calibrate again'}
        </button>
      </section>

      <section aria-labelledby="ast-card">
        <h2 id="ast-card">A bank card</h2>
        <p>Hold any bank card (ID-1, 3.370 × 2.125 in) to the screen: it should cover this outline exactly.</p>
        <div className="ast-card" data-testid="card-outline" style={{ width: px(CARD_INCHES.width), height: px(CARD_INCHES.height) }}>
          3.370 × 2.125 in
        </div>
      </section>

      <section aria-labelledby="ast-ruler">
        <h2 id="ast-ruler">A ruler</h2>
        <div className="ast-ruler-frame">
          <svg
            className="ast-ruler"
            data-testid="ruler"
            width={px(RULER_INCHES) + 2}
            height={48}
            role="img"
            aria-label={`A ${RULER_INCHES}-inch ruler in eighths of an inch`}
          >
            {Array.from({ length: RULER_INCHES * TICKS_PER_INCH + 1 }, (_, i) => {
              const x = 1 + (i * scale) / TICKS_PER_INCH;
              const length = i % TICKS_PER_INCH === 0 ? 28 : i % (TICKS_PER_INCH / 2) === 0 ? 20 : i % 2 === 0 ? 14 : 9;
              return <line key={i} x1={x} x2={x} y1={0} y2={length} />;
            })}
            {Array.from({ length: RULER_INCHES + 1 }, (_, inch) => (
              <text key={inch} x={1 + inch * scale + 3} y={42}>
                {inch}
              </text>
            ))}
          </svg>
        </div>
      </section>

      <section aria-labelledby="ast-sizes">
        <h2 id="ast-sizes">Each size at true size</h2>
        {sample === null ? (
          <p role="status">Loading a sticker…</p>
        ) : sample === 'failed' ? (
          <p role="alert">Could not load a sticker to show: check the network and reload.</p>
        ) : !sample?.svgPath ? (
          <p>No listing has artwork and dimensions yet.</p>
        ) : (
          <>
            <p>{sample.title}, in each size it is measured in. Measure one with the ruler above, or a real ruler.</p>
            <ul className="ast-sizes">
              {dimensionSizes(sample.dimensions).map((size) => {
                const dim = sample.dimensions[size]!;
                return (
                  <li key={size} data-size={size}>
                    <span
                      className="ast-art"
                      role="img"
                      aria-label={`${size}: ${dim.width} × ${dim.height} in`}
                      style={{ width: px(dim.width), height: px(dim.height), backgroundColor: DEFAULT_COLOR.hex, maskImage: `url("${sample.svgPath}")` }}
                    />
                    <span>
                      {size} · {dim.width} × {dim.height} in
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>

      {calibrating && (
        <CalibrateDialog
          current={ppi}
          onClose={() => setCalibrating(false)}
          onSave={(next) => {
            saveScreenPpi(next);
            setPpi(next);
            setCalibrating(false);
          }}
        />
      )}
    </div>
  );
}
