import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../core/context.js';
import type { CrudApi } from '../../core/crud.js';
import { Allow } from '../../core/graphql.js';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import { campaignBody, campaignQuery } from './campaign.inputs.js';
import type { CampaignService, CampaignView } from './campaign.service.js';
import { campaignOutput } from './content.outputs.js';

const CampaignStatusEnum = graphqlEnum('CampaignStatus', ['draft', 'sending', 'sent'] as const, 'Черновик, уходит, ушла вся');

@ObjectType('Campaign', { description: 'Рассылка подписчикам и как она идёт', simpleResolvers: true })
class CampaignType implements CampaignView {
  @Field(() => Int) id: number;
  @Field() subject: string;
  @Field() text: string;
  @Field(() => Int, { nullable: true }) newsId: number | null;
  @Field(() => Int, { nullable: true, description: 'Акция, о которой письмо' }) promotionId: number | null;
  @Field(() => CampaignStatusEnum) status: CampaignView['status'];
  @Field(() => Int, { description: 'Скольким подписчикам' }) total: number;
  @Field(() => Int, { description: 'Сколько писем уже в очереди на отправку' }) queued: number;
  @Field(() => Int, { description: 'Сколько отправлено' }) sent: number;
  @Field(() => Int, { description: 'Сколько не удалось отправить' }) failed: number;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) startedAt: Date | null;
}

@ObjectType('CampaignLetter', { description: 'Письмо рассылки, каким его получит подписчик: приветствие, текст и ссылка «Отписаться»', simpleResolvers: true })
class CampaignLetterType {
  @Field({ description: 'Кому: сотрудник, который смотрит письмо' }) to: string;
  @Field() subject: string;
  @Field() html: string;
  @Field() text: string;
}

@ObjectType('CampaignTestLetter', { description: 'Куда ушло письмо «Отправить себе»', simpleResolvers: true })
class CampaignTestLetterType {
  @Field() email: string;
}

const campaignLetterOutput = z
  .object({
    to: z.string().describe('Кому: сотрудник, который смотрит письмо'),
    subject: z.string(),
    html: z.string(),
    text: z.string(),
  })
  .describe('Письмо рассылки, каким его получит подписчик: приветствие, текст и ссылка «Отписаться»')
  .meta({ id: 'CampaignLetter' });
const campaignTestLetterOutput = z.object({ email: z.string() }).describe('Куда ушло письмо «Отправить себе»').meta({ id: 'CampaignTestLetter' });

/** Newsletters as a collection of both APIs (`/campaigns`, `campaigns`), staff only (CONTRACT §15). */
export const campaignApi = (campaigns: CampaignService): CrudApi => ({
  type: CampaignType,
  one: 'campaign',
  many: 'campaigns',
  title: 'рассылка подписчикам',
  service: campaigns,
  body: campaignBody,
  query: campaignQuery,
  output: campaignOutput,
});

/** Sending a campaign, its letter as sent, and «Отправить себе», beside its collection's five calls. */
export function campaignActionRoutes(campaigns: CampaignService): Route[] {
  const tag = 'Campaign';
  const params = z.object({ campaignId: id });
  return [
    {
      method: 'post',
      path: '/campaigns/{campaignId}/send',
      tag,
      operation: 'campaign.send',
      summary: 'Отправить всем подписчикам, кому ещё не отправляли (не быстрее NEWSLETTER_PER_MINUTE писем в минуту)',
      params,
      status: 200,
      response: campaignOutput,
      handle: (ctx, req) => campaigns.send(ctx, req.params.campaignId),
    },
    {
      method: 'get',
      path: '/campaigns/{campaignId}/preview',
      tag,
      operation: 'campaign.get',
      summary: 'Письмо рассылки, каким его получит подписчик, — на адрес сотрудника',
      params,
      response: campaignLetterOutput,
      handle: (ctx, req) => campaigns.preview(ctx, req.params.campaignId),
    },
    {
      method: 'post',
      path: '/campaigns/{campaignId}/test',
      tag,
      operation: 'campaign.test',
      summary: 'Отправить себе: письмо рассылки только на почту сотрудника, до отправки и после',
      params,
      status: 200,
      response: campaignTestLetterOutput,
      handle: (ctx, req) => campaigns.sendToMe(ctx, req.params.campaignId),
    },
  ];
}

export function campaignActionsResolver(campaigns: CampaignService) {
  @Resolver()
  class CampaignActionsResolver {
    @Mutation(() => CampaignType, { description: 'Отправить рассылку всем подписчикам, кому ещё не отправляли' })
    @Allow('campaign.send')
    sendCampaign(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.send(ctx, id);
    }

    @Query(() => CampaignLetterType, { description: 'Письмо рассылки, каким его получит подписчик, — на адрес сотрудника' })
    @Allow('campaign.get')
    campaignPreview(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.preview(ctx, id);
    }

    @Mutation(() => CampaignTestLetterType, { description: 'Отправить себе: письмо рассылки только на почту сотрудника' })
    @Allow('campaign.test')
    sendCampaignToMe(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.sendToMe(ctx, id);
    }
  }
  return CampaignActionsResolver;
}
