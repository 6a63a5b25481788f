import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { argsTypeFrom } from '../../core/graphql-inputs.js';
import type { ProductView } from '../catalogue/product-view.types.js';
import { ProductListType, ProductType } from '../catalogue/product.types.js';
import { wishlistQuery } from './wishlist.inputs.js';
import type { WishlistService, WishlistView } from './wishlist.service.js';

@ObjectType('Wishlist', { description: 'Список желаний', simpleResolvers: true })
class WishlistType implements WishlistView {
  @Field({ description: 'UUID списка' }) id: string;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => [ProductType], { description: 'Товары по порядку (покупателю — только те, что в продаже)' }) products: ProductView[];
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType('WishlistList', { description: 'Страница списков желаний', simpleResolvers: true })
class WishlistListType {
  @Field(() => [WishlistType]) rows: WishlistView[];
  @Field(() => Int) length: number;
}

@ObjectType('DeletedWishlist', { description: 'Удалённый список желаний' })
class DeletedWishlist {
  @Field() id: string;
}

const WishlistListArgs = argsTypeFrom('WishlistListArgs', wishlistQuery);

export function wishlistResolver(wishlists: WishlistService) {
  @Resolver()
  class WishlistResolver {
    @Query(() => WishlistType, { description: 'Список желаний по UUID' })
    @Allow('wishlist.use')
    wishlist(@Arg('id') id: string, @Ctx() ctx: Context) {
      return wishlists.get(ctx, id);
    }

    @Query(() => ProductListType, { description: 'Товары списка желаний' })
    @Allow('wishlist.use')
    wishlistProducts(@Arg('id') id: string, @Ctx() ctx: Context) {
      return wishlists.products(ctx, id);
    }

    @Query(() => WishlistListType, { description: 'Мои списки желаний (сотрудники — все, фильтр userId)' })
    @Allow('wishlist.list')
    wishlists(@Args(() => WishlistListArgs) args: object, @Ctx() ctx: Context) {
      return wishlists.list(ctx, args);
    }

    @Mutation(() => WishlistType, { description: 'Новый список желаний; его UUID хранится у покупателя' })
    @Allow('wishlist.use')
    createWishlist(@Arg('productIds', () => [Int], { nullable: true }) productIds: number[] | null, @Ctx() ctx: Context) {
      return wishlists.create(ctx, { productIds: productIds ?? [] });
    }

    @Mutation(() => WishlistType, { description: 'Заменить товары списка желаний' })
    @Allow('wishlist.use')
    updateWishlist(@Arg('id') id: string, @Arg('productIds', () => [Int]) productIds: number[], @Ctx() ctx: Context) {
      return wishlists.update(ctx, id, { productIds });
    }

    @Mutation(() => DeletedWishlist, { description: 'Удалить список желаний' })
    @Allow('wishlist.use')
    deleteWishlist(@Arg('id') id: string, @Ctx() ctx: Context) {
      return wishlists.remove(ctx, id);
    }
  }
  return WishlistResolver;
}
