/**
 * What an import from another system (the 1C exchange) hands the catalogue's `CatalogueImport`, and
 * what it answers.
 */

/** A product as another system (1C) describes it, found by that system's id. */
export interface ImportedProduct {
  externalId: string;
  name: string;
  desc: string;
  categoryId: number;
  brandId: number | null;
  /** Null: the product keeps the pictures it has (the file named none). */
  images: string[] | null;
  parameters: Record<string, string>;
  available: boolean;
  /** The product's weight in grams (CONTRACT §20, 1C's Вес); null: it keeps the one it has. */
  weight: number | null;
}

/**
 * A variant as another system (1C's offer) describes it, found by that system's id. What it leaves
 * out (null, undefined, empty) the variant keeps from before.
 */
export interface ImportedVariant {
  externalId: string;
  productId: number;
  /** The SKU the variant should have; a taken one gets `-2`, `-3`… */
  sku: string;
  /** Whether the offer names its variant (its own article, characteristics): only then does a known variant's SKU follow `sku`. */
  named: boolean;
  /** Null or not above 0: the variant keeps its price; a new variant without one is not created. */
  price: number | null;
  stock: number | null;
  size: string | undefined;
  color: string | undefined;
  barcode: string | undefined;
  parameters: Record<string, string> | null;
}

/** What a batch did: how many variants were created and updated, and the external ids of those left out for want of a price. */
export interface VariantsSaved {
  created: number;
  updated: number;
  priceless: string[];
}

/** Brands, sizes and colours by name for one import, created when missing: each answers the record's id. */
export interface ImportDictionaries {
  brand(name: string): Promise<number>;
  size(name: string): Promise<number>;
  color(name: string): Promise<number>;
}
