/** A basket's or an order's line in words: «Цвет: Синий · Размер: M» (and «Артикул: DRS-1» when given); empty when it has none. */
export const variantDetails = ({ sizeName, colorName }: { sizeName: string | null; colorName: string | null }, sku?: string): string =>
  [colorName && `Цвет: ${colorName}`, sizeName && `Размер: ${sizeName}`, sku && `Артикул: ${sku}`].filter(Boolean).join(' · ');
