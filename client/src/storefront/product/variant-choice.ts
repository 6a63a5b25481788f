import type { ProductPageQuery } from '../../generated/product/graphql';

/**
 * The choice on a product page: size and colour by url, and the «Вариант» that tells apart 1C's
 * offers differing only by name (`null` where the product's variants have none).
 */
export interface Choice {
  size: string | null;
  color: string | null;
  variant: string | null;
}

export type Variant = ProductPageQuery['productByUrl']['productVariants'][number];
export type Attribute = keyof Choice;

/** The characteristic a variant from 1C may carry beside size and colour (CONTRACT §12). */
const VARIANT = 'Вариант';

/**
 * How a size (or colour, or «Вариант») stands beside the rest of the choice: that variant is in
 * stock, it exists but is sold out, or the product comes in it only in another combination.
 */
export type OptionState = 'inStock' | 'soldOut' | 'otherCombination';

export interface AttributeOption {
  key: string;
  name: string;
  /** The colour's code, for a swatch. */
  code?: string;
  state: OptionState;
}

const attributes: Attribute[] = ['size', 'color', 'variant'];
const othersOf = (attribute: Attribute) => attributes.filter((other) => other !== attribute);
const variantName = (variant: Variant): string | null => {
  const value = (variant.parameters as Record<string, unknown> | null)?.[VARIANT];
  return typeof value === 'string' && value ? value : null;
};
/** An attribute's option of a variant: its key, name and colour code; null when the variant has none. */
function optionOf(variant: Variant, attribute: Attribute): { key: string; name: string; code?: string } | null {
  if (attribute === 'variant') {
    const name = variantName(variant);
    return name === null ? null : { key: name, name };
  }
  const value = variant[attribute];
  return value ? { key: value.url, name: value.name, code: 'code' in value ? value.code : undefined } : null;
}
const keyOf = (variant: Variant, attribute: Attribute) => optionOf(variant, attribute)?.key ?? null;
const choiceOf = (variant: Variant): Choice => ({ size: keyOf(variant, 'size'), color: keyOf(variant, 'color'), variant: keyOf(variant, 'variant') });
const rank: Record<OptionState, number> = { otherCombination: 0, soldOut: 1, inStock: 2 };

/** A product sold in several sizes: the shopper chooses one, none is chosen for them (CONTRACT §19). */
export const hasSizes = (variants: Variant[]) => new Set(variants.map((v) => keyOf(v, 'size'))).size > 1;

/**
 * The choice the page opens with: the variant the address names (`?variant=` of a card, a basket's line or
 * a letter), else the colour of the first one in stock (else the first one) — with no size when there are several.
 */
export function initialChoice(variants: Variant[], wantedId?: number): Choice {
  const wanted = variants.find((v) => v.id === wantedId);
  if (wanted) return choiceOf(wanted);
  const variant = variants.find((v) => v.stock > 0) ?? variants[0];
  if (!variant) return { size: null, color: null, variant: null };
  return { ...choiceOf(variant), size: hasSizes(variants) ? null : keyOf(variant, 'size') };
}

export const chosenVariant = (variants: Variant[], choice: Choice): Variant | undefined => variants.find((v) => attributes.every((attribute) => keyOf(v, attribute) === choice[attribute]));

/** An attribute not chosen yet (the size before the shopper picks one) matches every variant. */
const fits = (variant: Variant, choice: Choice, attribute: Attribute) => choice[attribute] === null || keyOf(variant, attribute) === choice[attribute];

/** The variant whose pictures the page shows: the chosen one, or before a size is chosen the first of the chosen colour. */
export const shownVariant = (variants: Variant[], choice: Choice): Variant | undefined =>
  chosenVariant(variants, choice) ?? variants.find((v) => attributes.every((attribute) => fits(v, choice, attribute)));

/** The sizes (colours, «Вариант»s) of the product's variants, each with its state beside the current choice. */
export function attributeOptions(variants: Variant[], choice: Choice, attribute: Attribute): AttributeOption[] {
  const others = othersOf(attribute);
  const options = new Map<string, AttributeOption>();
  for (const variant of variants) {
    const value = optionOf(variant, attribute);
    if (!value) continue;
    const state: OptionState = others.some((other) => !fits(variant, choice, other)) ? 'otherCombination' : variant.stock > 0 ? 'inStock' : 'soldOut';
    const known = options.get(value.key);
    if (!known) options.set(value.key, { ...value, state });
    else if (rank[state] > rank[known.state]) known.state = state;
  }
  return [...options.values()];
}

/**
 * Picks a size (colour, «Вариант»): the rest of the choice is kept when the product has that
 * combination; otherwise the first one in stock with the new value is taken. A size not chosen yet stays unchosen.
 */
export function choose(variants: Variant[], choice: Choice, attribute: Attribute, key: string): Choice {
  const others = othersOf(attribute);
  const candidates = variants.filter((v) => keyOf(v, attribute) === key);
  const variant = candidates.find((v) => others.every((other) => fits(v, choice, other))) ?? candidates.find((v) => v.stock > 0) ?? candidates[0];
  if (!variant) return choice;
  const next = choiceOf(variant);
  return attribute !== 'size' && choice.size === null ? { ...next, size: null } : next;
}
