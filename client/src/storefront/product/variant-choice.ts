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

/** The variant the page opens with: the one the address names (`?variant=` of a letter's link), else the first one in stock, else the first one. */
export function initialChoice(variants: Variant[], wantedId?: number): Choice {
  const variant = variants.find((v) => v.id === wantedId) ?? variants.find((v) => v.stock > 0) ?? variants[0];
  return variant ? choiceOf(variant) : { size: null, color: null, variant: null };
}

export const chosenVariant = (variants: Variant[], choice: Choice): Variant | undefined => variants.find((v) => attributes.every((attribute) => keyOf(v, attribute) === choice[attribute]));

/** The sizes (colours, «Вариант»s) of the product's variants, each with its state beside the current choice. */
export function attributeOptions(variants: Variant[], choice: Choice, attribute: Attribute): AttributeOption[] {
  const others = othersOf(attribute);
  const options = new Map<string, AttributeOption>();
  for (const variant of variants) {
    const value = optionOf(variant, attribute);
    if (!value) continue;
    const state: OptionState = others.some((other) => keyOf(variant, other) !== choice[other]) ? 'otherCombination' : variant.stock > 0 ? 'inStock' : 'soldOut';
    const known = options.get(value.key);
    if (!known) options.set(value.key, { ...value, state });
    else if (rank[state] > rank[known.state]) known.state = state;
  }
  return [...options.values()];
}

/**
 * Picks a size (colour, «Вариант»): the rest of the choice is kept when the product has that
 * combination; otherwise the first one in stock with the new value is taken.
 */
export function choose(variants: Variant[], choice: Choice, attribute: Attribute, key: string): Choice {
  const others = othersOf(attribute);
  const candidates = variants.filter((v) => keyOf(v, attribute) === key);
  const variant = candidates.find((v) => others.every((other) => keyOf(v, other) === choice[other])) ?? candidates.find((v) => v.stock > 0) ?? candidates[0];
  return variant ? choiceOf(variant) : choice;
}
