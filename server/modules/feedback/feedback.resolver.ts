import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { inputTypeFrom } from '../../core/graphql-inputs.js';
import type { DiscussionService } from './discussion.service.js';
import { threadBulkBody } from './feedback.inputs.js';
import { ReactionCountsType, ReactionTypeEnum, ThreadBulkResultType } from './feedback.types.js';
import type { ReactionType } from './feedback.entities.js';
import { reactionTargets, type ReactionService } from './reaction.service.js';

/** The four toggles of CONTRACT §5: one mutation each, applied atomically, answering with the new counts. */
export function reactionResolver(reactions: ReactionService) {
  @Resolver()
  class ReactionResolver {
    @Mutation(() => ReactionCountsType, { description: 'Нравится / не нравится отзыв: повтор снимает, противоположная заменяет' })
    @Allow('reaction.toggle')
    toggleReviewReaction(@Arg('reviewId', () => Int) id: number, @Arg('reaction', () => ReactionTypeEnum) reaction: ReactionType, @Ctx() ctx: Context) {
      return reactions.toggle(ctx, reactionTargets.review, id, reaction);
    }

    @Mutation(() => ReactionCountsType, { description: 'Реакция на комментарий к отзыву' })
    @Allow('reaction.toggle')
    toggleReviewCommentReaction(@Arg('commentId', () => Int) id: number, @Arg('reaction', () => ReactionTypeEnum) reaction: ReactionType, @Ctx() ctx: Context) {
      return reactions.toggle(ctx, reactionTargets.reviewComment, id, reaction);
    }

    @Mutation(() => ReactionCountsType, { description: 'Реакция на вопрос' })
    @Allow('reaction.toggle')
    toggleQuestionReaction(@Arg('questionId', () => Int) id: number, @Arg('reaction', () => ReactionTypeEnum) reaction: ReactionType, @Ctx() ctx: Context) {
      return reactions.toggle(ctx, reactionTargets.question, id, reaction);
    }

    @Mutation(() => ReactionCountsType, { description: 'Реакция на ответ на вопрос' })
    @Allow('reaction.toggle')
    toggleQuestionCommentReaction(@Arg('commentId', () => Int) id: number, @Arg('reaction', () => ReactionTypeEnum) reaction: ReactionType, @Ctx() ctx: Context) {
      return reactions.toggle(ctx, reactionTargets.questionComment, id, reaction);
    }
  }
  return ReactionResolver;
}

const ThreadBulkInput = inputTypeFrom('ThreadBulkInput', threadBulkBody);

/** Hiding or showing several reviews or questions at once from the back office's lists. */
export function moderationResolver(reviews: DiscussionService, questions: DiscussionService) {
  @Resolver()
  class ModerationResolver {
    @Mutation(() => ThreadBulkResultType, { description: 'Скрыть или показать несколько отзывов (до 1000)' })
    @Allow('review.bulk')
    bulkReviews(@Arg('input', () => ThreadBulkInput) input: object, @Ctx() ctx: Context) {
      return reviews.bulk(ctx, input);
    }

    @Mutation(() => ThreadBulkResultType, { description: 'Скрыть или показать несколько вопросов (до 1000)' })
    @Allow('question.bulk')
    bulkQuestions(@Arg('input', () => ThreadBulkInput) input: object, @Ctx() ctx: Context) {
      return questions.bulk(ctx, input);
    }
  }
  return ModerationResolver;
}
