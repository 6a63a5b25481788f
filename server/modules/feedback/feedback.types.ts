import { Field, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../core/graphql-inputs.js';
import type { Author, CommentView, ReactionView, ThreadView } from './discussion-read.js';
import { reactionTypes, type ReactionType } from './feedback.entities.js';
import type { ReactionCounts } from './reaction.service.js';
import type { ThreadBulkResult } from './discussion.service.js';

export const ReactionTypeEnum = graphqlEnum('ReactionType', reactionTypes, 'Нравится или не нравится');

@ObjectType('Author', { description: 'Автор', simpleResolvers: true })
class AuthorType implements Author {
  @Field(() => Int) id: number;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field({ description: 'Сотрудник магазина' }) staff: boolean;
}

@ObjectType('DiscussedProduct', { description: 'Товар, о котором отзыв или вопрос', simpleResolvers: true })
class DiscussedProductType {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() url: string;
  @Field(() => [String]) images: string[];
}

@ObjectType('Reaction', { description: 'Реакция', simpleResolvers: true })
class ReactionViewType implements ReactionView {
  @Field(() => Int) id: number;
  @Field(() => Int) userId: number;
  @Field(() => ReactionTypeEnum) reaction: ReactionType;
  @Field(() => Int, { nullable: true }) reviewId: number | null;
  @Field(() => Int, { nullable: true }) commentId: number | null;
  @Field(() => Int, { nullable: true }) questionId: number | null;
}

@ObjectType('ReactionCounts', { description: 'Счётчики реакций и реакция вызывающего', simpleResolvers: true })
export class ReactionCountsType implements ReactionCounts {
  @Field(() => Int) likes: number;
  @Field(() => Int) dislikes: number;
  @Field(() => ReactionTypeEnum, { nullable: true }) myReaction: ReactionType | null;
}

/** What comments and threads both show: author, text, counts, the caller's reaction, all reactions. */
@ObjectType({ simpleResolvers: true })
class WritingType {
  @Field(() => Int) id: number;
  @Field(() => Int) userId: number;
  @Field({ description: 'Простой текст (не HTML)' }) text: string;
  @Field(() => Int) likes: number;
  @Field(() => Int) dislikes: number;
  @Field(() => ReactionTypeEnum, { nullable: true, description: 'Ваша реакция' }) myReaction: ReactionType | null;
  @Field(() => Date) createdAt: string;
  @Field(() => Date) updatedAt: string;
  @Field(() => AuthorType) user: Author;
  @Field(() => [ReactionViewType]) reactions: ReactionView[];
}

@ObjectType('ReviewComment', { description: 'Комментарий к отзыву', simpleResolvers: true })
export class ReviewCommentType extends WritingType implements CommentView {
  @Field(() => Int) reviewId: number;
}

@ObjectType('QuestionComment', { description: 'Ответ на вопрос', simpleResolvers: true })
export class QuestionCommentType extends WritingType implements CommentView {
  @Field(() => Int) questionId: number;
}

@ObjectType({ simpleResolvers: true })
class ThreadType extends WritingType {
  @Field(() => Int) productId: number;
  @Field(() => Int) commentCount: number;
  @Field({ description: 'Опубликован; false — скрыт модератором (видят автор и сотрудники)' }) published: boolean;
  @Field(() => DiscussedProductType) product: NonNullable<ThreadView['product']>;
}

@ObjectType('Review', { description: 'Отзыв', simpleResolvers: true })
export class ReviewType extends ThreadType {
  @Field(() => Int, { description: 'Оценка от 1 до 5' }) rating: number;
  @Field(() => [String]) images: string[];
  @Field() showOnMain: boolean;
  @Field(() => [ReviewCommentType]) comments: CommentView[];
}

@ObjectType('Question', { description: 'Вопрос о товаре', simpleResolvers: true })
export class QuestionType extends ThreadType {
  @Field(() => [QuestionCommentType]) comments: CommentView[];
}

@ObjectType('ThreadBulkFailure', { description: 'Отзыв или вопрос, который не изменён, и причина', simpleResolvers: true })
export class ThreadBulkFailureType {
  @Field(() => Int) id: number;
  @Field() message: string;
}

@ObjectType('ThreadBulkResult', { description: 'Что сделано над несколькими отзывами или вопросами', simpleResolvers: true })
export class ThreadBulkResultType implements ThreadBulkResult {
  @Field(() => [Int], { description: 'Изменённые записи' }) done: number[];
  @Field(() => [ThreadBulkFailureType], { description: 'Не изменённые записи с причиной' }) failed: ThreadBulkResult['failed'];
}
