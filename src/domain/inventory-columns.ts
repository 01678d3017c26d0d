/**
 * @module inventory-columns
 * The columns a sync or an edit computes from a listing's inventory and writes beside it, so that
 * lists and cards never parse the inventory.
 */
import type { InventoryProduct } from '../contracts/listing.ts';
import { availableColors, availableSizes, colorVariations, lowestPrice, sizeVariations } from './inventory.ts';

/**
 * The computed columns of a listing, derived from its inventory: what a sync or an edit writes
 * beside inventory_data so that lists never parse the inventory.
 */
export function computedInventoryColumns(products: readonly InventoryProduct[]) {
  const lowest = lowestPrice(products);
  // The matrix keeps what a shopper's choice needs: each product's size and colour values and its price.
  const matrix = products.map((p) => ({
    property_values: p.property_values.map(({ property_id, property_name, value_ids, values }) => ({ property_id, property_name, value_ids, values })),
    offerings: p.offerings.map(({ price, is_enabled, is_available }) => ({ price, is_enabled, is_available })),
  }));
  return {
    inventoryMatrix: JSON.stringify({ products: matrix }),
    availableSizes: JSON.stringify(availableSizes(products)),
    availableColors: JSON.stringify(availableColors(products)),
    sizeVariations: JSON.stringify(sizeVariations(products)),
    colorVariations: JSON.stringify(colorVariations(products)),
    minPrice: lowest.hasPriceFallback
      ? null
      : JSON.stringify({ amount: lowest.price.amount, divisor: lowest.price.divisor, currency_code: lowest.price.currency }),
  };
}
