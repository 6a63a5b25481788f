import { Arg, Args, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { z } from 'zod';
import type { Context } from '../../core/context.js';
import { Allow, Deleted, pageType } from '../../core/graphql.js';
import { argsTypeFrom, graphqlEnum, inputTypeFrom } from '../../core/graphql-inputs.js';
import { deleted, page } from '../../core/outputs.js';
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
  @Field(() => CampaignStatusEnum) status: CampaignView['status'];
  @Field(() => Int, { description: 'Скольким подписчикам' }) total: number;
  @Field(() => Int, { description: 'Сколько писем уже в очереди на отправку' }) queued: number;
  @Field(() => Int, { description: 'Сколько отправлено' }) sent: number;
  @Field(() => Int, { description: 'Сколько не удалось отправить' }) failed: number;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) startedAt: Date | null;
}

const CampaignListType = pageType('Campaign', CampaignType);
const CampaignInput = inputTypeFrom('CampaignInput', campaignBody);
const CampaignUpdateInput = inputTypeFrom('CampaignUpdateInput', campaignBody.partial());
const CampaignListArgs = argsTypeFrom('CampaignListArgs', campaignQuery);

/** Newsletters through both APIs (CONTRACT §15): staff only. */
export function campaignRoutes(campaigns: CampaignService): Route[] {
  const tag = 'Campaigns';
  const params = z.object({ campaignId: id });
  const operation = 'campaign.manage';
  return [
    { method: 'get', path: '/campaigns', tag, operation, summary: 'Рассылки, новые сначала по умолчанию — по номеру', query: campaignQuery, response: page(campaignOutput), handle: (ctx, req) => campaigns.list(ctx, req.query) },
    { method: 'post', path: '/campaigns', tag, operation, summary: 'Новая рассылка (черновик)', body: campaignBody, response: campaignOutput, handle: (ctx, req) => campaigns.create(ctx, req.body) },
    { method: 'get', path: '/campaigns/{campaignId}', tag, operation, summary: 'Рассылка и как она идёт: total, sent, failed', params, response: campaignOutput, handle: (ctx, req) => campaigns.get(ctx, req.params.campaignId) },
    { method: 'put', path: '/campaigns/{campaignId}', tag, operation, summary: 'Изменить черновик рассылки', params, body: campaignBody.partial(), response: campaignOutput, handle: (ctx, req) => campaigns.update(ctx, req.params.campaignId, req.body) },
    { method: 'delete', path: '/campaigns/{campaignId}', tag, operation, summary: 'Удалить рассылку; неотправленные письма не уйдут', params, response: deleted, handle: (ctx, req) => campaigns.remove(ctx, req.params.campaignId) },
    {
      method: 'post',
      path: '/campaigns/{campaignId}/send',
      tag,
      operation,
      summary: 'Отправить всем подписчикам, кому ещё не отправляли (не быстрее NEWSLETTER_PER_MINUTE писем в минуту)',
      params,
      status: 200,
      response: campaignOutput,
      handle: (ctx, req) => campaigns.send(ctx, req.params.campaignId),
    },
  ];
}

export function campaignResolver(campaigns: CampaignService) {
  @Resolver()
  class CampaignResolver {
    @Query(() => CampaignListType, { description: 'Рассылки (сотрудники)' })
    @Allow('campaign.manage')
    campaigns(@Args(() => CampaignListArgs) args: object, @Ctx() ctx: Context) {
      return campaigns.list(ctx, args);
    }

    @Query(() => CampaignType, { description: 'Рассылка и как она идёт (сотрудники)' })
    @Allow('campaign.manage')
    campaign(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.get(ctx, id);
    }

    @Mutation(() => CampaignType, { description: 'Новая рассылка (черновик)' })
    @Allow('campaign.manage')
    createCampaign(@Arg('input', () => CampaignInput) input: object, @Ctx() ctx: Context) {
      return campaigns.create(ctx, input);
    }

    @Mutation(() => CampaignType, { description: 'Изменить черновик рассылки' })
    @Allow('campaign.manage')
    updateCampaign(@Arg('id', () => Int) id: number, @Arg('input', () => CampaignUpdateInput) input: object, @Ctx() ctx: Context) {
      return campaigns.update(ctx, id, input);
    }

    @Mutation(() => Deleted, { description: 'Удалить рассылку' })
    @Allow('campaign.manage')
    deleteCampaign(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.remove(ctx, id);
    }

    @Mutation(() => CampaignType, { description: 'Отправить рассылку всем подписчикам, кому ещё не отправляли' })
    @Allow('campaign.manage')
    sendCampaign(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.send(ctx, id);
    }
  }
  return CampaignResolver;
}
