import { useState } from 'react';
import type { ReactionType } from '../../../generated/shop/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/notices/notices';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import { useToggleReaction, type ReactionTarget } from '../reactions';

export interface ReactionButtonsProps {
  target: ReactionTarget;
  id: number;
  likes: number;
  dislikes: number;
  myReaction: ReactionType | null;
  /** Why the shopper may not react (not signed in, their own review), shown instead of sending. */
  refusal?: string;
}

/** «Полезно» and «Бесполезно» with their counts; the shopper's own choice is pressed. */
export function ReactionButtons({ target, id, likes, dislikes, myReaction, refusal }: ReactionButtonsProps) {
  const toggle = useToggleReaction();
  const [sending, setSending] = useState(false);
  const react = async (reaction: ReactionType) => {
    if (refusal) return notifyError(refusal);
    setSending(true);
    try {
      await toggle(target, id, reaction);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  const button = (reaction: ReactionType, label: string, count: number) => (
    <Button
      size="xs"
      variant={myReaction === reaction ? 'subtle' : 'ghost'}
      aria-pressed={myReaction === reaction}
      aria-label={`${label}: ${count}`}
      disabled={sending}
      onClick={() => void react(reaction)}
    >
      {reaction === 'Like' ? '👍' : '👎'} {count}
    </Button>
  );
  return (
    <Stack row gap={1}>
      {button('Like', 'Полезно', likes)}
      {button('Dislike', 'Бесполезно', dislikes)}
    </Stack>
  );
}
