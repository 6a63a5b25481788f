import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionShop, type Shopper } from './discussion-shop.js';
import { successRecorder } from './graphql-success.js';
import { startTestApp, type TestApp } from './test-app.js';

/** Reviews, questions, their comments and reactions through GraphQL alone: each mutation's success, then its effect read back. */
let app: TestApp;
let productId: number;
let anna: Shopper;
let boris: Shopper;

beforeAll(async () => {
  app = await startTestApp();
  ({ productId, anna, boris } = await discussionShop(app, 'Платье льняное', 'graphql-feedback.test'));
});
afterAll(() => app.close());

const { gql, verify } = successRecorder(() => app, import.meta.url);
const as = (who: Shopper) => ({ token: who.token });
const status = (answer: { errors?: { extensions: { status: number } }[] }) => answer.errors?.[0].extensions.status;
const product = async () => (await app.gql('query ($id: Int!) { product(id: $id) { rating reviewCount } }', { id: productId })).data.product;

describe('a review and its comment through GraphQL', () => {
  let reviewId: number;
  let commentId: number;

  it('writes a review and edits it, the product’s rating following', async () => {
    const written = await gql('mutation ($input: ReviewInput!) { createReview(input: $input) { id userId productId rating text published } }', { input: { productId, rating: 4, text: 'Хорошее платье' } }, as(anna));
    expect(written.data.createReview).toMatchObject({ userId: anna.id, productId, rating: 4, text: 'Хорошее платье', published: true });
    reviewId = written.data.createReview.id;
    expect(await product()).toEqual({ rating: 4, reviewCount: 1 });

    const edited = await gql('mutation ($id: Int!) { updateReview(id: $id, input: { rating: 5, text: "Отличное платье" }) { rating text } }', { id: reviewId }, as(anna));
    expect(edited.data.updateReview).toEqual({ rating: 5, text: 'Отличное платье' });
    expect(await product()).toEqual({ rating: 5, reviewCount: 1 });
  });

  it('comments on the review and edits the comment, which the review then counts', async () => {
    const written = await gql('mutation ($input: ReviewCommentInput!) { createReviewComment(input: $input) { id reviewId userId text } }', { input: { reviewId, text: 'Согласен!' } }, as(boris));
    expect(written.data.createReviewComment).toMatchObject({ reviewId, userId: boris.id, text: 'Согласен!' });
    commentId = written.data.createReviewComment.id;

    const edited = await gql('mutation ($id: Int!) { updateReviewComment(id: $id, input: { text: "Полностью согласен!" }) { text } }', { id: commentId }, as(boris));
    expect(edited.data.updateReviewComment).toEqual({ text: 'Полностью согласен!' });
    expect((await gql('query ($id: Int!) { reviewComment(id: $id) { text user { firstName } } }', { id: commentId })).data.reviewComment).toEqual({ text: 'Полностью согласен!', user: { firstName: 'boris' } });
    expect((await gql('query ($id: Int!) { reviewComments(reviewId: $id) { length rows { id } } }', { id: reviewId })).data.reviewComments).toEqual({ length: 1, rows: [{ id: commentId }] });
    expect((await app.gql('query ($id: Int!) { review(id: $id) { commentCount } }', { id: reviewId })).data.review.commentCount).toBe(1);
  });

  it('toggles reactions on the review and on its comment: a like, the opposite instead, the same again taking it back', async () => {
    const toggle = (reaction: string) => gql('mutation ($id: Int!, $r: ReactionType!) { toggleReviewReaction(reviewId: $id, reaction: $r) { likes dislikes myReaction } }', { id: reviewId, r: reaction }, as(boris));
    expect((await toggle('Like')).data.toggleReviewReaction).toEqual({ likes: 1, dislikes: 0, myReaction: 'Like' });
    expect((await toggle('Dislike')).data.toggleReviewReaction).toEqual({ likes: 0, dislikes: 1, myReaction: 'Dislike' });
    expect((await app.gql('query ($id: Int!) { review(id: $id) { likes dislikes myReaction } }', { id: reviewId }, as(boris))).data.review).toEqual({ likes: 0, dislikes: 1, myReaction: 'Dislike' });
    expect((await toggle('Dislike')).data.toggleReviewReaction).toEqual({ likes: 0, dislikes: 0, myReaction: null });

    const liked = await gql('mutation ($id: Int!) { toggleReviewCommentReaction(commentId: $id, reaction: Like) { likes dislikes myReaction } }', { id: commentId }, as(anna));
    expect(liked.data.toggleReviewCommentReaction).toEqual({ likes: 1, dislikes: 0, myReaction: 'Like' });
    expect((await app.gql('query ($id: Int!) { reviewComment(id: $id) { likes myReaction } }', { id: commentId }, as(anna))).data.reviewComment).toEqual({ likes: 1, myReaction: 'Like' });
  });

  it('deletes the comment and then the review, and the product no longer counts it', async () => {
    expect((await gql('mutation ($id: Int!) { deleteReviewComment(id: $id) { id } }', { id: commentId }, as(boris))).data.deleteReviewComment).toEqual({ id: commentId });
    expect(status(await app.gql('query ($id: Int!) { reviewComment(id: $id) { id } }', { id: commentId }))).toBe(404);
    expect((await gql('query ($id: Int!) { reviewComments(reviewId: $id) { length } }', { id: reviewId })).data.reviewComments.length).toBe(0);

    expect((await gql('mutation ($id: Int!) { deleteReview(id: $id) { id } }', { id: reviewId }, as(anna))).data.deleteReview).toEqual({ id: reviewId });
    expect(status(await app.gql('query ($id: Int!) { review(id: $id) { id } }', { id: reviewId }))).toBe(404);
    expect(await product()).toEqual({ rating: 0, reviewCount: 0 });
  });
});

describe('a question and its answer through GraphQL', () => {
  it('asks a question, answers it, edits the answer, likes both, then deletes the answer and the question', async () => {
    const asked = await gql('mutation ($input: QuestionInput!) { createQuestion(input: $input) { id userId productId text published } }', { input: { productId, text: 'Есть ли размер 52?' } }, as(boris));
    expect(asked.data.createQuestion).toMatchObject({ userId: boris.id, productId, text: 'Есть ли размер 52?', published: true });
    const questionId = asked.data.createQuestion.id;
    expect((await gql('query ($id: Int!) { question(id: $id) { text commentCount } }', { id: questionId })).data.question).toEqual({ text: 'Есть ли размер 52?', commentCount: 0 });

    const answered = await gql('mutation ($input: QuestionCommentInput!) { createQuestionComment(input: $input) { id questionId userId text } }', { input: { questionId, text: 'Да, есть' } }, as(anna));
    expect(answered.data.createQuestionComment).toMatchObject({ questionId, userId: anna.id, text: 'Да, есть' });
    const answerId = answered.data.createQuestionComment.id;
    const edited = await gql('mutation ($id: Int!) { updateQuestionComment(id: $id, input: { text: "Да, есть в синем цвете" }) { text } }', { id: answerId }, as(anna));
    expect(edited.data.updateQuestionComment).toEqual({ text: 'Да, есть в синем цвете' });
    expect((await gql('query ($id: Int!) { questionComment(id: $id) { text } }', { id: answerId })).data.questionComment).toEqual({ text: 'Да, есть в синем цвете' });
    expect((await gql('query ($id: Int!) { questionComments(questionId: $id) { length rows { id text } } }', { id: questionId })).data.questionComments).toEqual({ length: 1, rows: [{ id: answerId, text: 'Да, есть в синем цвете' }] });

    const likedQuestion = await gql('mutation ($id: Int!) { toggleQuestionReaction(questionId: $id, reaction: Like) { likes myReaction } }', { id: questionId }, as(anna));
    expect(likedQuestion.data.toggleQuestionReaction).toEqual({ likes: 1, myReaction: 'Like' });
    const likedAnswer = await gql('mutation ($id: Int!) { toggleQuestionCommentReaction(commentId: $id, reaction: Like) { likes myReaction } }', { id: answerId }, as(boris));
    expect(likedAnswer.data.toggleQuestionCommentReaction).toEqual({ likes: 1, myReaction: 'Like' });
    expect((await app.gql('query ($id: Int!) { question(id: $id) { likes commentCount comments { likes } } }', { id: questionId })).data.question).toEqual({ likes: 1, commentCount: 1, comments: [{ likes: 1 }] });

    expect((await gql('mutation ($id: Int!) { deleteQuestionComment(id: $id) { id } }', { id: answerId }, as(anna))).data.deleteQuestionComment).toEqual({ id: answerId });
    expect((await app.gql('query ($id: Int!) { question(id: $id) { commentCount } }', { id: questionId })).data.question.commentCount).toBe(0);
    expect((await gql('mutation ($id: Int!) { deleteQuestion(id: $id) { id } }', { id: questionId }, as(boris))).data.deleteQuestion).toEqual({ id: questionId });
    expect(status(await app.gql('query ($id: Int!) { question(id: $id) { id } }', { id: questionId }))).toBe(404);
  });
});

describe('this file', () => {
  it('called each operation graphql-success.ts gives it successfully', () => verify());
});
