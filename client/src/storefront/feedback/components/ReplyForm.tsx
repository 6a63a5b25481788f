import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { AnswerQuestionDocument, CommentReviewDocument } from '../../../generated/feedback/graphql';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';
import type { FeedbackKind } from '../feedback-kinds';
import styles from './Feedback.module.css';

/** A comment under a review or an answer under a question; the list is read again when it is sent. */
export function ReplyForm({ kind, threadId }: { kind: FeedbackKind; threadId: number }) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const form = useForm({
    initial: { text: '' },
    validate: ({ text }): Record<string, string> => (text.trim() ? {} : { text: 'Напишите текст' }),
    onSubmit: async ({ text }) => {
      if (kind.kind === 'review')
        await client.mutate({
          mutation: CommentReviewDocument,
          variables: { input: { reviewId: threadId, text } },
        });
      else
        await client.mutate({
          mutation: AnswerQuestionDocument,
          variables: { input: { questionId: threadId, text } },
        });
      await client.refetchQueries({ include: [kind.listQuery] });
      form.setValues({ text: '' });
      setOpen(false);
    },
  });
  if (!open) {
    return (
      <Button size="xs" variant="outline" className={styles.start} onClick={() => setOpen(true)}>
        {kind.reply}
      </Button>
    );
  }
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={kind.reply}>
      <Stack gap={2}>
        <TextField label={kind.reply} rows={3} {...form.field('text')} />
        {form.failure && <FormAlert title={form.failure} />}
        <Button type="submit" size="sm" className={styles.start} loading={form.submitting}>
          Отправить
        </Button>
      </Stack>
    </form>
  );
}
