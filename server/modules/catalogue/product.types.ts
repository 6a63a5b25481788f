import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { ProductBulkFailure, ProductBulkResult } from './product-bulk.js';
import type { ColorRef, NamedRef, ProductView, VariantView } from './product-view.types.js';
import type { FacetValue, ProductFacets } from './product-facets.js';
import type { Suggestions } from './search-suggest.js';

// The read side of products is mapped by hand from SQL (see product-catalogue.ts); these types
// describe those plain objects, with simple resolvers for speed.

@ObjectType('NamedRef', { description: 'Справочная запись: id, название, адрес', simpleResolvers: true })
export class NamedRefType implements NamedRef {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() url: string;
}

@ObjectType('BrandRef', { description: 'Бренд товара', simpleResolvers: true })
export class BrandRefType extends NamedRefType {
  @Field(() => String, { nullable: true }) image: string | null;
}

@ObjectType('ColorRef', { description: 'Цвет товара', simpleResolvers: true })
export class ColorRefType extends NamedRefType implements ColorRef {
  @Field() code: string;
}

@ObjectType('ProductVariant', { description: 'Вариант товара: размер и цвет со своим артикулом, ценой и остатком', simpleResolvers: true })
export class ProductVariantType implements VariantView {
  @Field(() => Int) id: number;
  @Field(() => Int, { nullable: true, description: 'Версия варианта (только сотрудникам): растёт с каждым изменением, остаток тоже' }) version?: number;
  @Field() sku: string;
  @Field(() => Float, { description: 'Цена, ₽' }) price: number;
  @Field(() => Float, { nullable: true, description: 'Старая цена, ₽' }) oldPrice: number | null;
  @Field(() => Int, { description: 'Остаток, шт.' }) stock: number;
  @Field(() => [String]) images: string[];
  @Field(() => NamedRefType, { nullable: true }) size: NamedRef | null;
  @Field(() => ColorRefType, { nullable: true }) color: ColorRef | null;
  @Field(() => String, { nullable: true, description: 'Штрихкод (EAN)' }) barcode: string | null;
  @Field(() => GraphQLJSONObject, { description: 'Характеристики, кроме размера и цвета: {"Вариант": "38"}' }) parameters: Record<string, string>;
  @Field(() => Int, { nullable: true, description: 'Вес в упаковке, г (только сотрудникам; пусто — как у товара)' }) weight?: number | null;
  @Field(() => Int, { nullable: true, description: 'Длина упаковки, см (только сотрудникам)' }) length?: number | null;
  @Field(() => Int, { nullable: true, description: 'Ширина упаковки, см (только сотрудникам)' }) width?: number | null;
  @Field(() => Int, { nullable: true, description: 'Высота упаковки, см (только сотрудникам)' }) height?: number | null;
}

@ObjectType('Product', { description: 'Товар', simpleResolvers: true })
export class ProductType implements ProductView {
  @Field(() => Int) id: number;
  @Field(() => Int, { description: 'Версия товара: растёт с каждым изменением' }) version: number;
  @Field() name: string;
  @Field() url: string;
  @Field() desc: string;
  @Field(() => Float, { nullable: true, description: 'Цена самого дешёвого варианта, ₽' }) price: number | null;
  @Field(() => Float, { nullable: true }) oldPrice: number | null;
  @Field({ description: 'В продаже' }) available: boolean;
  @Field({ description: 'Есть в наличии' }) inStock: boolean;
  @Field(() => Float, { description: 'Средняя оценка в отзывах' }) rating: number;
  @Field(() => Int) reviewCount: number;
  @Field(() => [String], { description: 'Имена файлов изображений, по порядку' }) images: string[];
  @Field(() => String, { nullable: true, description: 'Изображение категории товара (или ближайшей вышестоящей с изображением): для товара без своих' }) categoryImage: string | null;
  @Field(() => GraphQLJSONObject, { description: 'Значения параметров категории' }) parameters: Record<string, string>;
  @Field(() => Int, { nullable: true, description: 'Вес в упаковке, г, для вариантов без своего; пусто — по умолчанию магазина' }) weight: number | null;
  @Field(() => Int, { nullable: true, description: 'Длина упаковки, см' }) length: number | null;
  @Field(() => Int, { nullable: true, description: 'Ширина упаковки, см' }) width: number | null;
  @Field(() => Int, { nullable: true, description: 'Высота упаковки, см' }) height: number | null;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
  @Field(() => BrandRefType, { nullable: true }) brand: (NamedRef & { image: string | null }) | null;
  @Field(() => NamedRefType) category: NamedRef;
  @Field(() => [NamedRefType], { description: 'Путь в каталоге: от корня до категории товара' }) categoryPath: NamedRef[];
  @Field(() => [ColorRefType]) colors: ColorRef[];
  @Field(() => [NamedRefType]) sizes: NamedRef[];
  @Field(() => [NamedRefType]) tags: NamedRef[];
  @Field(() => [ProductVariantType]) productVariants: VariantView[];
  @Field(() => Int, { nullable: true, description: 'В списке с фильтром по цвету или размеру — подходящий вариант, на котором открывается карточка (?variant=); иначе пусто' })
  matchingVariantId: number | null;
}

@ObjectType('ProductList', { description: 'Страница каталога: товары и сколько всего подходит под фильтры', simpleResolvers: true })
export class ProductListType {
  @Field(() => [ProductType]) rows: ProductView[];
  @Field(() => Int) length: number;
}

@ObjectType('ProductBulkFailure', { description: 'Товар, который не изменён, и почему', simpleResolvers: true })
export class ProductBulkFailureType implements ProductBulkFailure {
  @Field(() => Int) id: number;
  @Field() message: string;
}

@ObjectType('ProductBulkResult', { description: 'Итог действия над несколькими товарами', simpleResolvers: true })
export class ProductBulkResultType implements ProductBulkResult {
  @Field(() => [Int], { description: 'Изменённые товары' }) done: number[];
  @Field(() => [ProductBulkFailureType], { description: 'Не изменённые товары с причиной' }) failed: ProductBulkFailure[];
}

@ObjectType('PriceRange', { description: 'Диапазон цен', simpleResolvers: true })
export class PriceRangeType {
  @Field(() => Float) minPrice: number;
  @Field(() => Float) maxPrice: number;
}

@ObjectType('FacetValue', { description: 'Значение фильтра и сколько товаров с ним при остальных фильтрах', simpleResolvers: true })
export class FacetValueType implements FacetValue {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field(() => Int) count: number;
}

@ObjectType('ColorFacetValue', { description: 'Цвет в фильтре: с кодом для образца', simpleResolvers: true })
export class ColorFacetValueType extends FacetValueType {
  @Field() code: string;
}

@ObjectType('FacetPrice', { description: 'Самая низкая и самая высокая цена при остальных фильтрах', simpleResolvers: true })
export class FacetPriceType {
  @Field(() => Float) min: number;
  @Field(() => Float) max: number;
}

@ObjectType('ProductFacets', { description: 'Фильтры выборки со счётчиками (каждый фильтр считается по всем остальным)', simpleResolvers: true })
export class ProductFacetsType implements ProductFacets {
  @Field(() => [FacetValueType]) brands: FacetValue[];
  @Field(() => [ColorFacetValueType]) colors: (FacetValue & { code: string })[];
  @Field(() => [FacetValueType]) sizes: FacetValue[];
  @Field(() => [FacetValueType]) tags: FacetValue[];
  @Field(() => FacetPriceType) price: { min: number; max: number };
  @Field(() => Int, { description: 'Сколько товаров в наличии' }) inStock: number;
}

@ObjectType('SuggestedProduct', { description: 'Товар в подсказках поиска', simpleResolvers: true })
export class SuggestedProductType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() url: string;
  @Field(() => Float, { nullable: true }) price: number | null;
  @Field(() => String, { nullable: true, description: 'Первое изображение' }) image: string | null;
  @Field(() => String, { nullable: true, description: 'Бренд: отличает товары с одинаковым названием' }) brand: string | null;
}

@ObjectType('SearchSuggestions', { description: 'Подсказки поиска: товары, категории, бренды', simpleResolvers: true })
export class SearchSuggestionsType implements Suggestions {
  @Field(() => [SuggestedProductType]) products: SuggestedProductType[];
  @Field(() => [NamedRefType]) categories: NamedRef[];
  @Field(() => [NamedRefType]) brands: NamedRef[];
}
