import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow, pageType } from '../../core/graphql.js';
import { argsTypeFrom, inputTypeFrom } from '../../core/graphql-inputs.js';
import { Advertisement, NewsPost, Slide, Subscriber, SubscriberStatusEnum, type SubscriberStatus } from './content.entities.js';
import { advertisementBody, slideBody, slideListBody, subscribeBody, subscriberQuery } from './content.inputs.js';
import type { AdvertisementService, NewsService, SlideService } from './content.services.js';
import type { SubscriberService } from './subscriber.service.js';

const SlideList = pageType('Slide', Slide);
const AdvertisementList = pageType('Advertisement', Advertisement);
const SubscriberList = pageType('Subscriber', Subscriber);
const SubscriberListArgs = argsTypeFrom('SubscriberListArgs', subscriberQuery);
const SlideInput = inputTypeFrom('SlideInput', slideBody);
const SlideListItemInput = inputTypeFrom('SlideListItemInput', slideListBody.element);
const AdvertisementInput = inputTypeFrom('AdvertisementInput', advertisementBody);
const SubscribeInput = inputTypeFrom('SubscribeInput', subscribeBody);

@ObjectType({ description: 'Отписка' })
class Unsubscribed {
  @Field(() => Int)
  id: number;

  @Field()
  message: string;
}

@ObjectType({ description: 'Просьба о подписке: ответ одинаков для любого адреса, письмо со ссылкой уходит не чаще раза в сутки' })
class SubscriptionRequest {
  @Field()
  email: string;

  @Field(() => SubscriberStatusEnum, { description: 'Всегда pending: подписка ждёт подтверждения по ссылке из письма' })
  status: SubscriberStatus;
}

@ObjectType({ description: 'Подтверждённая подписка' })
class SubscriptionConfirmed {
  @Field()
  email: string;

  @Field(() => SubscriberStatusEnum)
  status: SubscriberStatus;

  @Field()
  message: string;
}

/** Content beyond the news dictionary: news by url, slides, advertisements, subscribers. */
export function contentResolver(news: NewsService, slides: SlideService, ads: AdvertisementService, subscribers: SubscriberService) {
  @Resolver()
  class ContentResolver {
    @Query(() => NewsPost, { description: 'Новость по адресу' })
    @Allow('newsPost.get')
    newsPostByUrl(@Arg('url') url: string, @Ctx() ctx: Context) {
      return news.byUrl(ctx, url);
    }

    @Query(() => SlideList, { description: 'Слайды баннера по порядку' })
    @Allow('slide.list')
    slides(@Ctx() ctx: Context) {
      return slides.list(ctx);
    }

    @Mutation(() => Slide, { description: 'Добавить слайд в конец баннера' })
    @Allow('slide.update')
    createSlide(@Arg('input', () => SlideInput) input: object, @Ctx() ctx: Context) {
      return slides.create(ctx, input);
    }

    @Mutation(() => SlideList, { description: 'Заменить весь список слайдов' })
    @Allow('slide.update')
    replaceSlides(@Arg('slides', () => [SlideListItemInput]) list: object[], @Ctx() ctx: Context) {
      return slides.replace(ctx, list);
    }

    @Query(() => AdvertisementList, { description: 'Рекламные тексты' })
    @Allow('advertisement.list')
    advertisements(@Ctx() ctx: Context) {
      return ads.list(ctx);
    }

    @Mutation(() => Advertisement, { description: 'Изменить рекламный текст' })
    @Allow('advertisement.update')
    updateAdvertisement(@Arg('id', () => Int) id: number, @Arg('input', () => AdvertisementInput) input: object, @Ctx() ctx: Context) {
      return ads.update(ctx, id, input);
    }

    @Mutation(() => SubscriptionRequest, { description: 'Подписаться на рассылку: на адрес уходит письмо «Подтвердите подписку» (не чаще раза в сутки)' })
    @Allow('subscriber.subscribe')
    subscribe(@Arg('input', () => SubscribeInput) input: object, @Ctx() ctx: Context) {
      return subscribers.subscribe(ctx, input);
    }

    @Mutation(() => SubscriptionConfirmed, { description: 'Подтвердить подписку токеном из ссылки в письме; неизвестный или использованный токен — NOT_FOUND' })
    @Allow('subscriber.subscribe')
    confirmSubscription(@Arg('token') token: string, @Ctx() ctx: Context) {
      return subscribers.confirm(ctx, { token });
    }

    @Query(() => Subscriber, { description: 'Подписка по mailId из письма, со статусом' })
    @Allow('subscriber.get')
    subscriber(@Arg('mailId') mailId: string, @Ctx() ctx: Context) {
      return subscribers.get(ctx, mailId);
    }

    @Query(() => SubscriberList, { description: 'Подписчики' })
    @Allow('subscriber.list')
    subscribers(@Args(() => SubscriberListArgs) args: object, @Ctx() ctx: Context) {
      return subscribers.list(ctx, args);
    }

    @Mutation(() => Unsubscribed, { description: 'Отписаться по mailId из письма' })
    @Allow('subscriber.get')
    unsubscribe(@Arg('mailId') mailId: string, @Ctx() ctx: Context) {
      return subscribers.unsubscribe(ctx, mailId);
    }
  }
  return ContentResolver;
}
