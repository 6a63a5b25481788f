import { CombinedGraphQLErrors } from '@apollo/client';
import type { AdminProductRecordFragment, ProductInput } from '../../generated/admin/graphql';
import type { FieldErrors } from '../../shared/errors/error-message';
import { formatPrice } from '../../shared/format/format';
import { numberFrom, numberText, REQUIRED_MESSAGE } from '../dictionaries/form-values';
import type { PriceChange } from './price-jump';

/** A parcel's weight (g) and box (cm) for СДЭК (CONTRACT §20), as typed: empty is the product's, then the shop's default. */
export const parcelFields = ['weight', 'length', 'width', 'height'] as const;
export type ParcelField = (typeof parcelFields)[number];
export type ParcelDraft = Record<ParcelField, string>;

/** The shop's parcel when neither the variant nor the product has one (the server's DEFAULT_PARCEL). */
export const SHOP_PARCEL: Record<ParcelField, number> = { weight: 500, length: 30, width: 20, height: 10 };

const parcelLimits: Record<ParcelField, number> = { weight: 1_000_000, length: 1_000, width: 1_000, height: 1_000 };

/** One row of the variants table as typed: numbers stay text until sent. */
export interface VariantDraft extends ParcelDraft {
  /** The React key of the row; a new row has no `id` yet. */
  key: string;
  id?: number;
  /** The version it was read at (CONTRACT §17); a new row has none. */
  version?: number | null;
  sku: string;
  sizeId: string;
  colorId: string;
  price: string;
  oldPrice: string;
  stock: string;
  images: string[];
}

/** The product form's values (CONTRACT §6): choices are ids as text, `parameters` by the category's names; the parcel is its variants' default. */
export interface ProductDraft extends ParcelDraft {
  /** The version the form was read at; none for a new product. */
  version?: number;
  name: string;
  url: string;
  desc: string;
  categoryId: string;
  brandId: string;
  available: boolean;
  images: string[];
  tagIds: string[];
  colorIds: string[];
  sizeIds: string[];
  parameters: Record<string, string>;
  productVariants: VariantDraft[];
}

export type VariantField = Exclude<keyof VariantDraft, 'key' | 'id' | 'version'>;

/** `productVariants.0.sku`: where the server (and the checks below) report a variant's field. */
export const variantErrorKey = (index: number, field: VariantField) => `productVariants.${index}.${field}`;

let rowCount = 0;

const emptyParcel: ParcelDraft = { weight: '', length: '', width: '', height: '' };

/** A stored parcel as the form shows it: a blank for what is not set. */
const parcelDraft = (parcel: Record<ParcelField, number | null>): ParcelDraft =>
  Object.fromEntries(parcelFields.map((field) => [field, parcel[field] === null ? '' : String(parcel[field])])) as ParcelDraft;

/** A typed parcel as sent: a blank is null, so the product's or the shop's value applies. */
const parcelInput = (parcel: ParcelDraft): Record<ParcelField, number | null> =>
  Object.fromEntries(parcelFields.map((field) => [field, parcel[field].trim() ? numberFrom(parcel[field]) : null])) as Record<ParcelField, number | null>;

/** Why a typed weight or side cannot be sent: not a whole number above zero, or beyond what a parcel may be. */
function parcelProblem(field: ParcelField, text: string): string | null {
  if (!text.trim()) return null;
  const number = numberFrom(text);
  if (!Number.isInteger(number) || number < 1) return 'Целое число больше нуля';
  if (number > parcelLimits[field]) return `Не больше ${numberText(parcelLimits[field])}`;
  return null;
}

export function emptyVariant(): VariantDraft {
  rowCount += 1;
  return { key: `new-${rowCount}`, sku: '', sizeId: '', colorId: '', price: '', oldPrice: '', stock: '0', images: [], ...emptyParcel };
}

export function emptyProduct(): ProductDraft {
  return {
    name: '',
    url: '',
    desc: '',
    categoryId: '',
    brandId: '',
    available: true,
    images: [],
    tagIds: [],
    colorIds: [],
    sizeIds: [],
    parameters: {},
    ...emptyParcel,
    productVariants: [emptyVariant()],
  };
}

const idText = (ref: { id: number } | null | undefined) => (ref ? String(ref.id) : '');
const ids = (refs: readonly { id: number }[]) => refs.map((ref) => String(ref.id));
const amountText = (amount: number | null) => (amount === null ? '' : numberText(amount));

/** A product's `parameters` JSON object as name → value text. */
function parameterValues(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([name, text]) => [name, String(text ?? '')]));
}

/** The form values of a product being edited; each variant keeps its id. */
export function productToDraft(product: AdminProductRecordFragment): ProductDraft {
  return {
    version: product.version,
    name: product.name,
    url: product.url,
    desc: product.desc,
    categoryId: idText(product.category),
    brandId: idText(product.brand),
    available: product.available,
    images: product.images,
    tagIds: ids(product.tags),
    // The server adds the variants' colours and sizes to the product's; the form keeps only the
    // others, so a variant removed here takes its colour and size with it.
    colorIds: ids(product.colors.filter((color) => !product.productVariants.some((variant) => variant.color?.id === color.id))),
    sizeIds: ids(product.sizes.filter((size) => !product.productVariants.some((variant) => variant.size?.id === size.id))),
    parameters: parameterValues(product.parameters),
    ...parcelDraft(product),
    productVariants: product.productVariants.map((variant) => ({
      key: `variant-${variant.id}`,
      id: variant.id,
      version: variant.version,
      sku: variant.sku,
      sizeId: idText(variant.size),
      colorId: idText(variant.color),
      price: amountText(variant.price),
      oldPrice: amountText(variant.oldPrice),
      stock: String(variant.stock),
      images: variant.images,
      ...parcelDraft(variant),
    })),
  };
}

/**
 * The checks made before sending (the server checks again): a name, a category, at least one
 * variant; each variant with an SKU unique in the form, a price above zero, an old price above zero
 * when given, a whole stock of zero or more; a weight or side, when given, a whole number above zero.
 */
export function checkProduct(draft: ProductDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.name.trim()) errors.name = REQUIRED_MESSAGE;
  if (!draft.categoryId) errors.categoryId = 'Выберите категорию';
  if (!draft.productVariants.length) errors.productVariants = 'Добавьте хотя бы один вариант';
  for (const field of parcelFields) {
    const problem = parcelProblem(field, draft[field]);
    if (problem) errors[field] = problem;
  }
  const skus = new Set<string>();
  draft.productVariants.forEach((variant, index) => {
    const report = (field: VariantField, message: string) => (errors[variantErrorKey(index, field)] = message);
    const sku = variant.sku.trim().toLowerCase();
    if (!sku) report('sku', REQUIRED_MESSAGE);
    else if (skus.has(sku)) report('sku', 'Такой артикул уже есть в этом товаре');
    skus.add(sku);
    if (!(numberFrom(variant.price) > 0)) report('price', 'Цена должна быть больше нуля');
    if (variant.oldPrice.trim() && !(numberFrom(variant.oldPrice) > 0)) report('oldPrice', 'Старая цена должна быть больше нуля');
    const stock = numberFrom(variant.stock);
    if (!Number.isInteger(stock) || stock < 0) report('stock', 'Целое число, не меньше нуля');
    for (const field of parcelFields) {
      const problem = parcelProblem(field, variant[field]);
      if (problem) report(field, problem);
    }
  });
  return errors;
}

/** A typed amount, or null while the field is empty. */
const typedAmount = (text: string) => (text.trim() ? numberFrom(text) : null);

/**
 * The price and old price of each variant that was already saved, against what it held when the
 * form was read (or last saved): what the price safety net (price-jump.ts) looks at. New variants have nothing to compare with.
 */
export function variantPriceChanges(saved: ProductDraft, draft: ProductDraft): PriceChange[] {
  return draft.productVariants.flatMap((variant) => {
    const before = saved.productVariants.find((row) => row.id !== undefined && row.id === variant.id);
    if (!before) return [];
    return (['price', 'oldPrice'] as const).map((field) => ({ field, before: typedAmount(before[field]), after: typedAmount(variant[field]), name: variant.sku.trim() || before.sku }));
  });
}

const numbers = (texts: string[]) => texts.map(Number);
const choice = (text: string) => (text ? Number(text) : null);

/**
 * The body of `createProduct` / `updateProduct` (CONTRACT §6) from checked values: texts trimmed,
 * an empty url left out (the server makes one from the name or keeps the old one), the values of
 * the chosen category's parameters only, the parcel (a blank as null), and the whole list of
 * variants, each with its id when it already exists.
 */
export function draftToInput(draft: ProductDraft, parameterNames: readonly string[]): ProductInput {
  const url = draft.url.trim();
  const parameters = Object.fromEntries(parameterNames.map((name) => [name, draft.parameters[name]?.trim() ?? '']).filter(([, value]) => value));
  return {
    ...(draft.version ? { version: draft.version } : {}),
    name: draft.name.trim(),
    ...(url ? { url } : {}),
    desc: draft.desc.trim(),
    categoryId: Number(draft.categoryId),
    brandId: choice(draft.brandId),
    available: draft.available,
    images: draft.images,
    tagIds: numbers(draft.tagIds),
    colorIds: numbers(draft.colorIds),
    sizeIds: numbers(draft.sizeIds),
    parameters,
    ...parcelInput(draft),
    productVariants: draft.productVariants.map((variant) => ({
      ...(variant.id ? { id: variant.id } : {}),
      ...(variant.version ? { version: variant.version } : {}),
      sku: variant.sku.trim(),
      sizeId: choice(variant.sizeId),
      colorId: choice(variant.colorId),
      price: numberFrom(variant.price),
      oldPrice: variant.oldPrice.trim() ? numberFrom(variant.oldPrice) : null,
      stock: numberFrom(variant.stock),
      images: variant.images,
      ...parcelInput(variant),
    })),
  };
}

/**
 * The server's field errors (`extensions.details` of a 400 or 409) keyed as the form shows them: a
 * variant's field stays `productVariants.0.sku`, anything deeper (`images.2`, `parameters.Материал`)
 * goes to its field, and a taken SKU (409, `sku`) to the variants table.
 */
export function productErrors(error: unknown): FieldErrors {
  const details = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.details : undefined;
  if (!details || typeof details !== 'object' || Array.isArray(details)) return {};
  const errors: FieldErrors = {};
  for (const [path, reason] of Object.entries(details)) {
    if (typeof reason !== 'string') continue;
    const [field, index, variantField] = path.split('.');
    const key = field === 'productVariants' && variantField ? `${field}.${index}.${variantField}` : field === 'sku' ? 'productVariants' : field;
    errors[key] ??= reason;
  }
  return errors;
}

/** A product's values now, after a save met a newer version (CONTRACT §17): its name and each variant's price and stock. */
export function describeProduct(product: AdminProductRecordFragment): string[] {
  return [
    `Название: ${product.name}`,
    ...product.productVariants.map((variant) => `${variant.sku}: цена ${formatPrice(variant.price)}, остаток ${variant.stock} шт.`),
  ];
}

/** The form as typed, based on the product now: its versions, so «Сохранить» writes over the newer one on purpose. */
export function rebaseProduct(draft: ProductDraft, product: AdminProductRecordFragment): ProductDraft {
  const versions = new Map(product.productVariants.map((variant) => [variant.id, variant.version]));
  return { ...draft, version: product.version, productVariants: draft.productVariants.map((variant) => (variant.id ? { ...variant, version: versions.get(variant.id) } : variant)) };
}
