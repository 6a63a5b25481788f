/** A basket line's variant in words: «Размер: M · Цвет: Синий»; empty when it has neither. */
export const variantDetails = ({ size, color }: { size: string | null; color: string | null }): string =>
  [size && `Размер: ${size}`, color && `Цвет: ${color}`].filter(Boolean).join(' · ');
