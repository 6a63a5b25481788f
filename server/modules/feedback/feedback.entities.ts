import { Check, Entity, Enum, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/base.entity.js';
import { Product } from '../catalogue/product.entities.js';
import { User } from '../identity/user.entity.js';

export const reactionTypes = ['Like', 'Dislike'] as const;
export type ReactionType = (typeof reactionTypes)[number];

/** What every written piece has: an author, plain text, and like/dislike counts kept from its reactions. */
abstract class Writing<Optional extends string = never> extends BaseEntity<'likes' | 'dislikes' | Optional> {
  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ type: 'text' })
  text!: string;

  @Property({ default: 0 })
  likes: number = 0;

  @Property({ default: 0 })
  dislikes: number = 0;
}

/**
 * A thread on a product page: a review or a question, with its comment count kept. Staff hide one
 * without deleting it (`published` false): only its author and staff see it then.
 */
abstract class Thread<Optional extends string = never> extends Writing<'commentCount' | 'published' | Optional> {
  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Property({ default: 0 })
  commentCount: number = 0;

  @Property({ default: true })
  published: boolean = true;
}

/** A shopper's review: a rating from 1 to 5, text and up to 4 pictures; staff may show it on the home page. */
@Entity()
@Check({ name: 'review_rating_range', expression: 'rating between 1 and 5' })
@Index({ properties: ['showOnMain', 'createdAt'] })
export class Review extends Thread<'images' | 'showOnMain'> {
  @Property({ type: 'smallint' })
  rating!: number;

  @Property({ type: 'jsonb', default: '[]' })
  images: string[] = [];

  @Property({ default: false })
  showOnMain: boolean = false;
}

/** A question about a product. */
@Entity()
export class Question extends Thread {}

@Entity()
export class ReviewComment extends Writing {
  @Index()
  @ManyToOne(() => Review, { ref: true, deleteRule: 'cascade' })
  review!: Ref<Review>;
}

/** An answer or remark under a question. */
@Entity()
export class QuestionComment extends Writing {
  @Index()
  @ManyToOne(() => Question, { ref: true, deleteRule: 'cascade' })
  question!: Ref<Question>;
}

/**
 * A like or dislike. It points at a review or a question; a reaction to a comment also names the
 * comment. One per user per target: partial unique indexes in the migration enforce it.
 */
@Entity()
@Check({
  name: 'reaction_one_target',
  expression: 'num_nonnulls(review_id, question_id) = 1 and (review_comment_id is null or review_id is not null) and (question_comment_id is null or question_id is not null)',
})
export class Reaction extends BaseEntity {
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Enum({ items: () => reactionTypes, nativeEnumName: 'reaction_type' })
  reaction!: ReactionType;

  @ManyToOne(() => Review, { ref: true, nullable: true, deleteRule: 'cascade' })
  review?: Ref<Review> | null;

  @ManyToOne(() => ReviewComment, { ref: true, nullable: true, deleteRule: 'cascade' })
  reviewComment?: Ref<ReviewComment> | null;

  @ManyToOne(() => Question, { ref: true, nullable: true, deleteRule: 'cascade' })
  question?: Ref<Question> | null;

  @ManyToOne(() => QuestionComment, { ref: true, nullable: true, deleteRule: 'cascade' })
  questionComment?: Ref<QuestionComment> | null;
}
