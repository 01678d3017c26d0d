import { useEffect, useState } from 'react';
import { inchesToPx, readScreenPpi } from '~/client/screen-calibration.ts';
import type { AdminListing } from '~/contracts/admin-listings.ts';
import { DEFAULT_COLOR } from '~/domain/colors.ts';
import type { SizeCard } from '~/domain/listing-editor.ts';

/** The artwork at true size for a chosen size, on the Scene Builder's calibration of this screen. */
export function StickerPreview({ listing, cards }: { listing: AdminListing; cards: readonly SizeCard[] }) {
  const measured = cards.filter((c) => c.enabled && Number.parseFloat(c.width) > 0 && Number.parseFloat(c.height) > 0);
  const [size, setSize] = useState<string | null>(null);
  const [ppi, setPpi] = useState<number | null>(null);
  useEffect(() => setPpi(readScreenPpi()), []);
  const card = measured.find((c) => c.name === size) ?? measured[0];
  if (!listing.svgPath) return <p>Set the Scene Builder file above to preview the sticker.</p>;
  if (!card) return <p>Enable a size with its width and height to preview the sticker at true size.</p>;
  const width = inchesToPx(Number.parseFloat(card.width), ppi);
  const height = inchesToPx(Number.parseFloat(card.height), ppi);
  return (
    <div className="la-preview">
      <label>
        <span>Size</span>
        <select value={card.name} onChange={(e) => setSize(e.target.value)}>
          {measured.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.width}" × {c.height}")
            </option>
          ))}
        </select>
      </label>
      <div className="la-preview-stage">
        <span
          className="la-preview-art"
          role="img"
          aria-label={`${listing.title} at ${card.name}, ${card.width} by ${card.height} inches`}
          data-testid="sticker-preview"
          style={{ width, height, backgroundColor: DEFAULT_COLOR.hex, maskImage: `url("${listing.svgPath}")`, WebkitMaskImage: `url("${listing.svgPath}")` }}
        />
      </div>
      <p className="la-note">
        {ppi === null ? (
          <>
            This screen is not calibrated: sizes assume 96 pixels to the inch. <a href="/scene-builder">Calibrate it in the Scene Builder</a> for true size.
          </>
        ) : (
          `True size on this screen (calibrated at ${ppi} pixels to the inch).`
        )}
      </p>
    </div>
  );
}
