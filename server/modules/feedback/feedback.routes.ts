import { z } from 'zod';
import { deleted } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { id } from '../../core/validation.js';
import { reactionOutput } from './feedback.outputs.js';
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
