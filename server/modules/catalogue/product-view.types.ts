/**
 * A product as the catalogue shows it, to both APIs and to the modules that list products (a
 * wishlist): plain objects read by hand-written SQL (product-catalogue.ts).
 */

export interface NamedRef {
  id: number;
  name: string;
  url: string;
}

export interface ColorRef extends NamedRef {
  code: string;
}

export interface VariantView {
  id: number;
  /** Staff only (shoppers' answers leave it out): raised on every change of the variant, stock included. */
  version?: number;
  sku: string;
  price: number;
  oldPrice: number | null;
  stock: number;
  images: string[];
  size: NamedRef | null;
  color: ColorRef | null;
  barcode: string | null;
  parameters: Record<string, string>;
  /** Staff only: the variant's own parcel (CONTRACT §20), blank where the product's applies. */
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}

/** A product as both APIs return it: its own fields with its relations nested. */
export interface ProductView {
  id: number;
  /** Raised on every change (migration RecordVersions): staff send it back with a change. */
  version: number;
  name: string;
  url: string;
  desc: string;
  price: number | null;
  oldPrice: number | null;
  available: boolean;
  inStock: boolean;
  rating: number;
  reviewCount: number;
  images: string[];
  /** The picture of the product's category, or of the nearest category above it that has one. */
  categoryImage: string | null;
  parameters: Record<string, string>;
  /** The parcel of variants that give none of their own (CONTRACT §20); blank ones are the shop's. */
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
  createdAt: string;
  updatedAt: string;
  brand: (NamedRef & { image: string | null }) | null;
  category: NamedRef;
  /** The categories from the root down to `category`, which ends it. */
  categoryPath: NamedRef[];
  colors: ColorRef[];
  sizes: NamedRef[];
  tags: NamedRef[];
  productVariants: VariantView[];
  /** In a list narrowed to colours or sizes, the variant in them a card opens on (`?variant=`); null otherwise. */
  matchingVariantId: number | null;
}
