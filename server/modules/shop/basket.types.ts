import { Field, Float, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import type { BasketSummary } from './basket-list.js';
import { basketStatuses, type BasketStatus } from './basket.inputs.js';
import type { BasketLineView, BasketView } from './basket.service.js';
import type { PromoReason } from './promotion/discounts.js';

@ObjectType('BasketProduct', { description: 'Товар строки корзины', simpleResolvers: true })
class BasketProductType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() url: string;
  @Field(() => [String]) images: string[];
}

@ObjectType('BasketVariant', { description: 'Вариант товара в корзине', simpleResolvers: true })
class BasketVariantType {
  @Field(() => Int) id: number;
  @Field() sku: string;
  @Field(() => Float) price: number;
  @Field(() => Float, { nullable: true }) oldPrice: number | null;
  @Field(() => Int) stock: number;
  @Field(() => String, { nullable: true }) size: string | null;
  @Field(() => String, { nullable: true }) color: string | null;
  @Field(() => BasketProductType) product: BasketLineView['productVariant']['product'];
}

@ObjectType('BasketLine', { description: 'Строка корзины', simpleResolvers: true })
class BasketLineType implements BasketLineView {
  @Field(() => Int) id: number;
  @Field(() => Int) quantity: number;
  @Field(() => Float, { description: 'Цена за штуку, ₽' }) price: number;
  @Field(() => Float, { description: 'Скидка на строку (на всё количество), ₽' }) discount: number;
  @Field(() => Float, { description: 'Цена за штуку со скидкой, ₽' }) discountedPrice: number;
  @Field(() => String, { nullable: true, description: 'Размер выбранного варианта' }) sizeName: string | null;
  @Field(() => String, { nullable: true, description: 'Цвет выбранного варианта' }) colorName: string | null;
  @Field(() => String, { nullable: true, description: 'Фото выбранного варианта (его цвета): имя файла для /api/images/{name}' }) image: string | null;
  @Field(() => BasketVariantType) productVariant: BasketLineView['productVariant'];
}

@ObjectType('BasketProblem', { description: 'Строка, которую нельзя купить, и почему', simpleResolvers: true })
class BasketProblemType {
  @Field(() => Int) productVariantId: number;
  @Field() reason: string;
}

@ObjectType('Discount', { description: 'Скидка по акции или промокоду', simpleResolvers: true })
export class DiscountType {
  @Field(() => Int, { nullable: true, description: 'Акция (пусто, если её удалили)' }) promotionId: number | null;
  @Field() name: string;
  @Field(() => Float, { description: 'Скидка, ₽' }) amount: number;
  @Field({ description: 'Бесплатная доставка: скидка — цена доставки (в корзине 0, пока доставка не выбрана)' }) freeDelivery: boolean;
}

@ObjectType('Basket', { description: 'Корзина', simpleResolvers: true })
export class BasketType implements BasketView {
  @Field({ description: 'UUID корзины' }) id: string;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => [BasketLineType]) orderProducts: BasketLineView[];
  @Field(() => Float, { description: 'Сумма строк, которые можно купить, по ценам, ₽' }) itemsAmount: number;
  @Field(() => Float, { description: 'Скидка по акциям и промокоду, ₽' }) discountAmount: number;
  @Field(() => Float, { description: 'К оплате за товары: сумма строк минус скидка, ₽' }) totalAmount: number;
  @Field(() => String, { nullable: true, description: 'Применённый промокод' }) promoCode: string | null;
  @Field(() => String, { nullable: true, description: 'Почему промокод сейчас не даёт скидки' }) promoProblem: string | null;
  @Field(() => String, { nullable: true, description: 'То же для программ: not_found, not_started, expired, min_amount, used_up, first_order' }) promoProblemReason: PromoReason | null;
  @Field(() => [DiscountType]) discounts: BasketView['discounts'];
  @Field(() => [BasketProblemType]) problems: BasketView['problems'];
}

const BasketStatusEnum = graphqlEnum('BasketStatus', basketStatuses);

@ObjectType('BasketCustomer', { description: 'Покупатель, которому принадлежит корзина', simpleResolvers: true })
class BasketCustomerType {
  @Field(() => Int) id: number;
  @Field() email: string;
  @Field() firstName: string;
  @Field() lastName: string;
}

@ObjectType('BasketSummary', { description: 'Корзина в списке для сотрудников', simpleResolvers: true })
class BasketSummaryType implements BasketSummary {
  @Field() id: string;
  @Field(() => Int, { nullable: true }) userId: number | null;
  @Field(() => BasketCustomerType, { nullable: true }) user: BasketSummary['user'];
  @Field(() => BasketStatusEnum) status: BasketStatus;
  @Field(() => Float, { description: 'Сумма по сегодняшним ценам, ₽' }) totalAmount: number;
  @Field(() => Int, { description: 'Сколько штук в корзине' }) itemCount: number;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
}

@ObjectType('BasketList', { description: 'Страница списка корзин', simpleResolvers: true })
export class BasketListType {
  @Field(() => [BasketSummaryType]) rows: BasketSummary[];
  @Field(() => Int) length: number;
}
