import { showing, type PublicReads } from '../../core/public-reads.js';
import { crudResolver, crudRoutes, type CrudApi, type CrudService } from '../../core/crud.js';
import type { Context } from '../../core/context.js';
import type { Route } from '../../core/rest.js';
import { CommentService } from './comment.service.js';
import { DiscussionService, type ProductRatings } from './discussion.service.js';
import { questions, reviews } from './discussions.js';
import { commentUpdateBody } from './feedback.inputs.js';
import { questionCommentOutput, questionOutput, reviewCommentOutput, reviewOutput } from './feedback.outputs.js';
import { moderationResolver, reactionResolver } from './feedback.resolver.js';
import { QuestionCommentType, QuestionType, ReviewCommentType, ReviewType } from './feedback.types.js';
import { reactionRoutes, threadBulkRoute } from './feedback.routes.js';
import { ReactionService, reactionTargets } from './reaction.service.js';

/** GraphQL always answers with the nested author, product, reactions and comments its types promise. */
const merged = (service: CrudService): CrudService =>
  Object.assign(Object.create(service) as CrudService, { list: (ctx: Context, input: unknown) => service.list(ctx, { ...(input as object), merge: true }) });

/** What anonymous shoppers read of reviews and questions; a product's rating shows with them. */
const publicReads: PublicReads = {
  rest: { ...showing(['feedback', 'catalogue'], ['/reviews', '/questions']), ...showing(['feedback'], ['/review-comments', '/question-comments']) },
  graphql: showing(['feedback', 'catalogue'], ['reviews', 'review', 'reviewComments', 'reviewComment', 'questions', 'question', 'questionComments', 'questionComment']),
};

/** Reviews, questions, their comments and reactions: the social side of the product page; `ratings`: the catalogue's, for a product's rating. */
export function feedbackModule(ratings: ProductRatings) {
  const services = {
    reviews: new DiscussionService(reviews, ratings),
    questions: new DiscussionService(questions, ratings),
    reviewComments: new CommentService(reviews),
    questionComments: new CommentService(questions),
    reactions: new ReactionService(),
  };
  const apis: [string, CrudApi, keyof typeof reactionTargets][] = [
    ['/reviews', { type: ReviewType, one: 'review', many: 'reviews', title: 'отзыв', service: services.reviews, body: reviews.body, updateBody: reviews.updateBody, query: reviews.query, output: reviewOutput }, 'review'],
    ['/comments', { type: ReviewCommentType, one: 'reviewComment', many: 'reviewComments', param: 'commentId', title: 'комментарий к отзыву', service: services.reviewComments, body: reviews.commentBody, updateBody: commentUpdateBody, query: reviews.commentQuery, output: reviewCommentOutput }, 'reviewComment'],
    ['/questions', { type: QuestionType, one: 'question', many: 'questions', title: 'вопрос', service: services.questions, body: questions.body, updateBody: questions.updateBody, query: questions.query, output: questionOutput }, 'question'],
    ['/question-comments', { type: QuestionCommentType, one: 'questionComment', many: 'questionComments', param: 'commentId', title: 'ответ на вопрос', service: services.questionComments, body: questions.commentBody, updateBody: commentUpdateBody, query: questions.commentQuery, output: questionCommentOutput }, 'questionComment'],
  ];
  return {
    services,
    publicReads,
    resolvers: [...apis.map(([, api]) => crudResolver({ ...api, service: merged(api.service) })), reactionResolver(services.reactions), moderationResolver(services.reviews, services.questions)],
    // the reaction paths first: `/reviews/reaction` must not be read as `/reviews/{reviewId}`
    routes: [threadBulkRoute('/reviews', services.reviews), threadBulkRoute('/questions', services.questions), ...apis.flatMap(([path, api, target]) => [...reactionRoutes(path, reactionTargets[target], services.reactions), ...crudRoutes(path, api)])] as Route[],
  };
}
