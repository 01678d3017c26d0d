import { useStore } from '@nanostores/react';
import { findColor } from '~/domain/colors.ts';
import { stickerSizePx } from '~/domain/scene.ts';
import { $scene, $selected, $shoppingList, changeColor, changeSize, perform, removeSticker, select } from './store.ts';
import { BuyLink } from './BuyLink.tsx';
import { inchesText } from './view.ts';

/** The selected sticker's size, colour, rotation and flip, its price, and a way to buy it. */
export function StickerDetails() {
  const scene = useStore($scene);
  const selectedId = useStore($selected);
  const lines = useStore($shoppingList);
  const sticker = scene.stickers.find((s) => s.id === selectedId);
  if (!sticker) return null;
  const listing = scene.listings[sticker.listingId];
  if (!listing) return null;
  const size = stickerSizePx(listing, sticker);
  const line = lines.find((l) => l.listingId === sticker.listingId && l.size === sticker.size && l.color === sticker.color);
  const member = sticker.pack ? `${sticker.pack.type === 'pack' ? 'Pack' : 'Set'} of ${sticker.pack.quantity}` : null;

  return (
    <section className="sticker-details" aria-labelledby="sticker-details-title">
      <header>
        <h2 id="sticker-details-title">{listing.title}</h2>
        <button type="button" className="icon-button" aria-label="Close the sticker's details" onClick={() => select(null)}>
          ×
        </button>
      </header>
      <p className="sticker-measure">
        {inchesText(size.width)} × {inchesText(size.height)}
        {member && ` · ${member}`}
      </p>
      <label className="detail-row detail-size">
        <span>Size</span>
        <select value={sticker.size} onChange={(e) => changeSize(sticker.id, e.target.value as typeof sticker.size)}>
          {listing.sizeOptions.map((option) => (
            <option key={option.name} value={option.name}>
              {option.value}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="detail-row swatches">
        <legend>Colour: {sticker.color}</legend>
        {listing.colorOptions.map((option) => (
          <label key={option.value} className="swatch" title={option.value}>
            <input
              type="radio"
              name={`colour-${sticker.id}`}
              checked={sticker.color === option.value}
              onChange={() => changeColor(sticker.id, option.value)}
              aria-label={option.value}
            />
            <span className="swatch-dot" style={{ backgroundColor: findColor(option.value)?.hex ?? '#999' }} />
          </label>
        ))}
      </fieldset>
      <div className="detail-row actions">
        <button type="button" className="pill-button" onClick={() => perform('rotate', { id: sticker.id, degrees: -15 })}>
          Rotate left
        </button>
        <button type="button" className="pill-button" onClick={() => perform('rotate', { id: sticker.id, degrees: 15 })}>
          Rotate right
        </button>
        <button type="button" className="pill-button" onClick={() => perform('flip', { id: sticker.id })}>
          Flip
        </button>
        <button type="button" className="pill-button" onClick={() => removeSticker(sticker.id)}>
          Remove
        </button>
      </div>
      <p className="detail-price">{line ? line.priceText : ''}</p>
      {line && <BuyLink line={line} event="buy_now_click_scene" />}
    </section>
  );
}
