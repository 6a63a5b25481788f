import { useApolloClient } from '@apollo/client/react';
import {
  ToggleQuestionCommentReactionDocument,
  ToggleQuestionReactionDocument,
  ToggleReviewCommentReactionDocument,
  ToggleReviewReactionDocument,
  type ReactionType,
} from '../../generated/feedback/graphql';

/** What a like or dislike can be put on, by its GraphQL type name. */
export type ReactionTarget = 'Review' | 'ReviewComment' | 'Question' | 'QuestionComment';

const toggles = {
  Review: {
    document: ToggleReviewReactionDocument,
    field: 'toggleReviewReaction',
  },
  ReviewComment: {
    document: ToggleReviewCommentReactionDocument,
    field: 'toggleReviewCommentReaction',
  },
  Question: {
    document: ToggleQuestionReactionDocument,
    field: 'toggleQuestionReaction',
  },
  QuestionComment: {
    document: ToggleQuestionCommentReactionDocument,
    field: 'toggleQuestionCommentReaction',
  },
} as const;

interface Counts {
  likes: number;
  dislikes: number;
  myReaction: ReactionType | null;
}

/**
 * SPEC §4's toggle, applied by the server in one mutation: the same reaction again removes it, the
 * opposite replaces it. The answer's counts are written into the cached review, question or comment.
 */
export function useToggleReaction() {
  const client = useApolloClient();
  return async (target: ReactionTarget, id: number, reaction: ReactionType): Promise<void> => {
    const { document, field } = toggles[target];
    const { data } = await client.mutate({
      mutation: document,
      variables: { id, reaction },
    });
    const counts = (data as Record<string, Counts> | undefined)?.[field];
    if (!counts) return;
    client.cache.modify({
      id: client.cache.identify({ __typename: target, id }),
      fields: {
        likes: () => counts.likes,
        dislikes: () => counts.dislikes,
        myReaction: () => counts.myReaction,
      },
    });
  };
}
