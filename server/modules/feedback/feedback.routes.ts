import { z } from 'zod';
import { deleted } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import type { DiscussionService } from './discussion.service.js';
import { threadBulkBody } from './feedback.inputs.js';
import { reactionOutput, threadBulkOutput } from './feedback.outputs.js';
import type { ReactionService, ReactionTarget } from './reaction.service.js';

/** `POST {path}/reaction` and `DELETE {path}/reaction/{reactionId}` of SPEC §7 for one kind of target. */
export function reactionRoutes(path: string, target: ReactionTarget, reactions: ReactionService): Route[] {
  const tag = 'Reaction';
  return [
    { method: 'post', path: `${path}/reaction`, tag, operation: 'reaction.add', summary: `Реакция (${path})`, body: target.body, response: reactionOutput, handle: (ctx, req) => reactions.add(ctx, target, req.body) },
    {
      method: 'delete',
      path: `${path}/reaction/{reactionId}`,
      tag,
      operation: 'reaction.delete',
      summary: 'Убрать реакцию: свою или любую для сотрудников',
      params: z.object({ reactionId: id }),
      response: deleted,
      handle: (ctx, req) => reactions.remove(ctx, target, req.params.reactionId),
    },
  ];
}

/** `POST {path}/bulk {ids, action: hide | show}`: several threads hidden or shown at once, answered `{done, failed}`. */
export function threadBulkRoute(path: '/reviews' | '/questions', threads: DiscussionService): Route {
  const [operation, title] = path === '/reviews' ? (['review.bulk', 'отзывов'] as const) : (['question.bulk', 'вопросов'] as const);
  return {
    method: 'post',
    path: `${path}/bulk`,
    tag: 'Moderation',
    operation,
    status: 200,
    summary: `Скрыть или показать несколько ${title} (до 1000): done — изменённые, failed — [{ id, message }]`,
    body: threadBulkBody,
    response: threadBulkOutput,
    handle: (ctx, req) => threads.bulk(ctx, req.body),
  };
}
