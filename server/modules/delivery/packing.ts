import type { Parcel } from '../../core/config.js';

/** A parcel as a variant or product may give it: any side may be blank. */
export type ParcelGiven = { [K in keyof Parcel]?: number | null };

/** One unit's weight and box: each value the variant's, else its product's, else the shop's (DEFAULT_PARCEL). */
export function unitParcel(variant: ParcelGiven, product: ParcelGiven, shop: Parcel): Parcel {
  const pick = (key: keyof Parcel) => variant[key] ?? product[key] ?? shop[key];
  return { weight: pick('weight'), length: pick('length'), width: pick('width'), height: pick('height') };
}

/**
 * The basket as one package: the weights add up; each unit lies flat (its two longest sides down),
 * the units are stacked, so the box is as long and wide as the largest of them and as high as their
 * thin sides together. Rough, but never smaller than the goods, which is what the carrier's
 * volumetric weight needs.
 */
export function packageOf(units: { parcel: Parcel; quantity: number }[]): Parcel {
  const box = { weight: 0, length: 0, width: 0, height: 0 };
  for (const { parcel, quantity } of units) {
    const [long, middle, short] = [parcel.length, parcel.width, parcel.height].sort((a, b) => b - a);
    box.weight += parcel.weight * quantity;
    box.length = Math.max(box.length, long);
    box.width = Math.max(box.width, middle);
    box.height += short * quantity;
  }
  return box;
}
