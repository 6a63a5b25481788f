import type { ProductPageQuery } from '../../generated/shop/graphql';

/** The choice on a product page: size and colour by url (`null` where the product's variants have none). */
export interface Choice {
  size: string | null;
  color: string | null;
}

export type Variant = ProductPageQuery['productByUrl']['productVariants'][number];
export type Attribute = keyof Choice;

/**
 * How a size (or colour) stands beside the chosen colour (or size): that variant is in stock, it
 * exists but is sold out, or the product comes in it only in another colour (size).
 */
export type OptionState = 'inStock' | 'soldOut' | 'otherCombination';

export interface AttributeOption {
  key: string;
  name: string;
  /** The colour's code, for a swatch. */
  code?: string;
  state: OptionState;
}

const otherOf = (attribute: Attribute): Attribute => (attribute === 'size' ? 'color' : 'size');
const keyOf = (variant: Variant, attribute: Attribute) => variant[attribute]?.url ?? null;
const choiceOf = (variant: Variant): Choice => ({ size: keyOf(variant, 'size'), color: keyOf(variant, 'color') });
const rank: Record<OptionState, number> = { otherCombination: 0, soldOut: 1, inStock: 2 };

/** The variant the page opens with: the first one in stock, else the first one. */
export function initialChoice(variants: Variant[]): Choice {
  const variant = variants.find((v) => v.stock > 0) ?? variants[0];
  return variant ? choiceOf(variant) : { size: null, color: null };
}

export const chosenVariant = (variants: Variant[], choice: Choice): Variant | undefined =>
  variants.find((v) => keyOf(v, 'size') === choice.size && keyOf(v, 'color') === choice.color);

/** The sizes (or colours) of the product's variants, each with its state beside the current choice. */
export function attributeOptions(variants: Variant[], choice: Choice, attribute: Attribute): AttributeOption[] {
  const other = otherOf(attribute);
  const options = new Map<string, AttributeOption>();
  for (const variant of variants) {
    const value = variant[attribute];
    if (!value) continue;
    const state: OptionState = keyOf(variant, other) !== choice[other] ? 'otherCombination' : variant.stock > 0 ? 'inStock' : 'soldOut';
    const known = options.get(value.url);
    if (!known) options.set(value.url, { key: value.url, name: value.name, code: 'code' in value ? value.code : undefined, state });
    else if (rank[state] > rank[known.state]) known.state = state;
  }
  return [...options.values()];
}

/**
 * Picks a size (or colour): the colour (size) already chosen is kept when the product has that
 * combination; otherwise the first one in stock with the new size (colour) is taken.
 */
export function choose(variants: Variant[], choice: Choice, attribute: Attribute, key: string): Choice {
  const other = otherOf(attribute);
  const candidates = variants.filter((v) => keyOf(v, attribute) === key);
  const variant = candidates.find((v) => keyOf(v, other) === choice[other]) ?? candidates.find((v) => v.stock > 0) ?? candidates[0];
  return variant ? choiceOf(variant) : choice;
}
