import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { EDITOR_TEXTS } from '~/contracts/admin-listings.ts';
import { PACK_COUNT_RANGE } from '~/contracts/decal-options.ts';
import { sizeEntriesFromInventory } from '~/domain/inventory.ts';
import { designTitle, dimensionsToSave, initialSizeCards, keepDesignInput, sizesToSave, type SizeCard } from '~/domain/listing-editor.ts';
import { clampPackCount } from '~/domain/packs.ts';
import type { EditorActions } from '../editor-actions.ts';

/** A listing's size cards as they start (admin.md 4): from its inventory, saved sizes, dimensions and description. */
export const sizeCardsOf = (listing: EditorActions['listing']): SizeCard[] =>
  initialSizeCards({
    inventory: sizeEntriesFromInventory(listing.inventory_matrix.products, listing.listing_data.price ?? null),
    saved: listing.sizes,
    dimensions: listing.dimensions,
    description: listing.description,
    setQuantity: listing.isSet ? listing.setQuantity : 1,
  });

interface Form {
  cards: SizeCard[];
}

interface Props extends Pick<EditorActions, 'listing' | 'save'> {
  cards: SizeCard[];
  /** The cards as edited, for the Sticker Preview and the Description Builder. */
  onChange: (cards: SizeCard[]) => void;
}

/** The size cards: each size's checkbox gates its width, height, price, SKU and pack count (and a set's per-design sizes). */
export function SizeCards({ cards, onChange, listing, save }: Props) {
  const { control, getValues, reset } = useForm<Form>({ defaultValues: { cards } });
  const { fields } = useFieldArray({ control, name: 'cards' });
  const setQuantity = listing.isSet ? listing.setQuantity : 1;
  const changed = () => onChange(getValues('cards'));

  const submit = async () => {
    const current = getValues('cards');
    const saved = await save(
      { sizes: sizesToSave(current), dimensions: dimensionsToSave(current, setQuantity) },
      { ok: EDITOR_TEXTS.sizesSaved, failed: EDITOR_TEXTS.sizesFailed },
    );
    if (saved) reset({ cards: current });
  };

  return (
    <form
      className="la-sizes"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onChange={changed}
    >
      <div className="la-size-grid">
        {fields.map((field, index) => (
          <SizeCardFields
            key={field.id}
            control={control}
            index={index}
            name={field.name}
            setQuantity={setQuantity}
            titles={listing.svgTitles}
            onChange={changed}
          />
        ))}
      </div>
      <button type="submit" className="button">
        Save Sizes
      </button>
    </form>
  );
}

const DECIMAL_FIELDS = [
  ['width', 'Width (in)'],
  ['height', 'Height (in)'],
  ['price', 'Price ($)'],
] as const;

function SizeCardFields({
  control,
  index,
  name,
  setQuantity,
  titles,
  onChange,
}: {
  control: Control<Form>;
  index: number;
  name: string;
  setQuantity: number;
  titles: readonly string[];
  onChange: () => void;
}) {
  const enabled = useWatch({ control, name: `cards.${index}.enabled` });
  const designs = Array.from({ length: Math.max(0, setQuantity - 1) }, (_, i) => i + 2);
  return (
    <fieldset className="la-size-card" data-size={name} data-enabled={enabled}>
      <legend>
        <Controller
          control={control}
          name={`cards.${index}.enabled`}
          render={({ field }) => (
            <label className="la-check">
              <input type="checkbox" checked={field.value} onChange={(e) => (field.onChange(e.target.checked), onChange())} /> {name}
            </label>
          )}
        />
      </legend>
      {DECIMAL_FIELDS.map(([key, label]) => (
        <Controller
          key={key}
          control={control}
          name={`cards.${index}.${key}`}
          render={({ field }) => (
            <label>
              <span>{label}</span>
              <input
                inputMode="decimal"
                aria-label={`${name} ${label}`}
                disabled={!enabled}
                value={field.value}
                onChange={(e) => field.onChange(keepDesignInput(e.target.value))}
              />
            </label>
          )}
        />
      ))}
      <Controller
        control={control}
        name={`cards.${index}.sku`}
        render={({ field }) => (
          <label>
            <span>SKU</span>
            <input aria-label={`${name} SKU`} disabled={!enabled} value={field.value} maxLength={32} onChange={(e) => field.onChange(e.target.value)} />
          </label>
        )}
      />
      <Controller
        control={control}
        name={`cards.${index}.packCount`}
        render={({ field }) => (
          <label>
            <span>Pack Count</span>
            <input
              type="number"
              aria-label={`${name} Pack Count`}
              min={PACK_COUNT_RANGE.min}
              max={PACK_COUNT_RANGE.max}
              step={1}
              disabled={!enabled}
              value={field.value}
              onChange={(e) => field.onChange(clampPackCount(e.target.value))}
            />
          </label>
        )}
      />
      {designs.length > 0 && (
        <Controller
          control={control}
          name={`cards.${index}.designs`}
          render={({ field }) => (
            <>
              {designs.map((design) => (
                <div key={design} className="la-design-size">
                  <span>{designTitle(titles, design)}</span>
                  {(['width', 'height'] as const).map((side) => (
                    <input
                      key={side}
                      inputMode="decimal"
                      aria-label={`${name} ${designTitle(titles, design)} ${side}`}
                      placeholder={side === 'width' ? 'W' : 'H'}
                      disabled={!enabled}
                      value={field.value[design]?.[side] ?? ''}
                      onChange={(e) =>
                        field.onChange({
                          ...field.value,
                          [design]: { width: '', height: '', ...field.value[design], [side]: keepDesignInput(e.target.value) },
                        })
                      }
                    />
                  ))}
                </div>
              ))}
            </>
          )}
        />
      )}
    </fieldset>
  );
}
