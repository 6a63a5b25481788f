import { Arg, Ctx, Field, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
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

/** Sending a campaign, beside its collection's five calls. */
export function campaignSendRoute(campaigns: CampaignService): Route {
  return {
    method: 'post',
    path: '/campaigns/{campaignId}/send',
    tag: 'Campaign',
    operation: 'campaign.send',
    summary: 'Отправить всем подписчикам, кому ещё не отправляли (не быстрее NEWSLETTER_PER_MINUTE писем в минуту)',
    params: z.object({ campaignId: id }),
    status: 200,
    response: campaignOutput,
    handle: (ctx, req) => campaigns.send(ctx, req.params.campaignId),
  };
}

export function campaignSendResolver(campaigns: CampaignService) {
  @Resolver()
  class CampaignSendResolver {
    @Mutation(() => CampaignType, { description: 'Отправить рассылку всем подписчикам, кому ещё не отправляли' })
    @Allow('campaign.send')
    sendCampaign(@Arg('id', () => Int) id: number, @Ctx() ctx: Context) {
      return campaigns.send(ctx, id);
    }
  }
  return CampaignSendResolver;
}
