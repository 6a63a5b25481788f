import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, Deleted } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import { selectedFields } from '../../core/graphql-selection.js';
import { productBulkBody, variantPatchBody } from './product-bulk.inputs.js';
import { facetQuery, priceRangeQuery, productBody, productQuery } from './product.inputs.js';
import type { ProductService } from './product.service.js';
import { PriceRangeType, ProductBulkResultType, ProductFacetsType, ProductListType, ProductType, ProductVariantType, SearchSuggestionsType } from './product.types.js';

const ProductListArgs = argsTypeFrom('ProductListArgs', productQuery);
const ProductFacetArgs = argsTypeFrom('ProductFacetArgs', facetQuery);
const PriceRangeArgs = argsTypeFrom('PriceRangeArgs', priceRangeQuery);
const ProductInput = inputTypeFrom('ProductInput', productBody);
const ProductUpdateInput = inputTypeFrom('ProductUpdateInput', productBody.partial());
const ProductBulkInput = inputTypeFrom('ProductBulkInput', productBulkBody);
const ProductVariantPatchInput = inputTypeFrom('ProductVariantPatchInput', variantPatchBody);

export function productResolver(products: ProductService) {
  @Resolver()
  class ProductResolver {
    @Query(() => ProductListType, { description: 'Каталог: фильтры, поиск, сортировка, страницы' })
    @Allow('product.list')
    products(@Args(() => ProductListArgs) args: object, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
      return products.list(ctx, args, selectedFields(info, ['rows']));
    }

    @Query(() => ProductType, { description: 'Товар по id' })
    @Allow('product.get')
    product(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return products.get(ctx, id);
    }

    @Query(() => ProductType, { description: 'Товар по адресу' })
    @Allow('product.get')
    productByUrl(@Arg('url') url: string, @Ctx() ctx: Context) {
      return products.byUrl(ctx, url);
    }

    @Query(() => ProductFacetsType, { description: 'Фильтры выборки со счётчиками: бренды, цвета, размеры, теги, цены, в наличии' })
    @Allow('product.list')
    productFacets(@Args(() => ProductFacetArgs) args: object, @Ctx() ctx: Context) {
      return products.facets(ctx, args);
    }

    @Query(() => SearchSuggestionsType, { description: 'Подсказки поиска: до 6 товаров, 3 категорий и 3 брендов (от 2 знаков)' })
    @Allow('search.suggest')
    searchSuggest(@Arg('q') q: string, @Ctx() ctx: Context) {
      return products.suggest(ctx, { q });
    }

    @Query(() => String, { nullable: true, description: '«Возможно, вы искали»: текст поиска с исправленными опечатками (пусто, если исправлять нечего)' })
    @Allow('search.suggest')
    async searchCorrection(@Arg('q') q: string, @Ctx() ctx: Context) {
      return (await products.correction(ctx, { q })).correction;
    }

    @Query(() => PriceRangeType, { description: 'Самая низкая и самая высокая цена в выборке' })
    @Allow('product.list')
    priceRange(@Args(() => PriceRangeArgs) args: object, @Ctx() ctx: Context) {
      return products.priceRange(ctx, args);
    }

    @Mutation(() => ProductType, { description: 'Создать товар с вариантами' })
    @Allow('product.create')
    createProduct(@Arg('input', () => ProductInput) input: object, @Ctx() ctx: Context) {
      return products.create(ctx, input);
    }

    @Mutation(() => ProductType, { description: 'Изменить товар; productVariants — весь новый список вариантов' })
    @Allow('product.update')
    updateProduct(@Arg('id', () => Int) id: number, @Arg('input', () => ProductUpdateInput) input: object, @Ctx() ctx: Context) {
      return products.update(ctx, id, input);
    }

    @Mutation(() => Deleted, { description: 'Удалить товар' })
    @Allow('product.delete')
    deleteProduct(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return products.remove(ctx, id);
    }

    @Mutation(() => ProductBulkResultType, { description: 'Скрыть, показать, удалить или перенести в категорию несколько товаров (до 1000)' })
    @Allow('product.bulk')
    bulkProducts(@Arg('input', () => ProductBulkInput) input: object, @Ctx() ctx: Context) {
      return products.bulk(ctx, input);
    }

    @Mutation(() => ProductVariantType, { description: 'Изменить остаток и цены одного варианта' })
    @Allow('productVariant.update')
    updateProductVariant(@Arg('id', () => Int) id: number, @Arg('input', () => ProductVariantPatchInput) input: object, @Ctx() ctx: Context) {
      return products.updateVariant(ctx, id, input);
    }
  }
  return ProductResolver;
}
