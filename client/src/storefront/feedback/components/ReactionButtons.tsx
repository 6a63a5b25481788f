import { useState } from 'react';
import type { ReactionType } from '../../../generated/feedback/graphql';
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

// Drawn, not emoji: 👍/👎 show as empty boxes where no emoji font is installed.
const THUMB = 'M7 11v9H4a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1h3Zm0 0 4-8a2 2 0 0 1 3 2l-1 5h5.5a2 2 0 0 1 2 2.4l-1.4 7A2 2 0 0 1 17 20H7';

function Thumb({ down }: { down?: boolean }) {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
      <path d={THUMB} transform={down ? 'rotate(180 12 12)' : undefined} />
    </svg>
  );
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
      <Thumb down={reaction === 'Dislike'} />
      {count}
    </Button>
  );
  return (
    <Stack row gap={1}>
      {button('Like', 'Полезно', likes)}
      {button('Dislike', 'Бесполезно', dislikes)}
    </Stack>
  );
}
