import { pluralRu } from '../../shared/format/format';

/** 1 → «1 товар», 3 → «3 товара», 11 → «11 товаров». */
export const itemCount = (count: number): string => `${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])}`;
