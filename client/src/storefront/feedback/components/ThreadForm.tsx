import { useApolloClient } from '@apollo/client/react';
import { useId } from 'react';
import { AskQuestionDocument, WriteReviewDocument } from '../../../generated/feedback/graphql';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { Button } from '../../ui/Button';
import type { FeedbackKind } from '../feedback-kinds';
import styles from './Feedback.module.css';
import { PhotoPicker } from './PhotoPicker';
import { RatingInput } from './Stars';

/** A new review (a rating and text) or a new question; the list and the product's rating are read again after it. */
export function ThreadForm({ kind, productId, onDone }: { kind: FeedbackKind; productId: number; onDone: () => void }) {
  const client = useApolloClient();
  const form = useForm({
    initial: { rating: 0, text: '', images: [] as string[] },
    validate: ({ rating, text }) => ({
      ...(kind.kind === 'review' && !rating ? { rating: 'Поставьте оценку от 1 до 5' } : {}),
      ...(text.trim() ? {} : { text: 'Напишите текст' }),
    }),
    onSubmit: async ({ rating, text, images }) => {
      if (kind.kind === 'review')
        await client.mutate({
          mutation: WriteReviewDocument,
          variables: { input: { productId, rating, text, images } },
        });
      else
        await client.mutate({
          mutation: AskQuestionDocument,
          variables: { input: { productId, text } },
        });
      await client.refetchQueries({ include: [kind.listQuery, 'ProductPage'] });
      notifySuccess(kind.thanks);
      onDone();
    },
  });
  const rating = form.field('rating');
  const ratingError = `${useId()}-rating-error`;
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={kind.write}>
      <div className={styles.form}>
        {kind.kind === 'review' && (
          <div className={styles.rating}>
            <span className={styles.label} aria-hidden>
              Оценка
              <span className={styles.required}>*</span>
            </span>
            <RatingInput value={rating.value} onChange={rating.onChange} errorId={rating.error ? ratingError : undefined} />
            {rating.error && (
              <p id={ratingError} className={styles.error}>
                {rating.error}
              </p>
            )}
          </div>
        )}
        <TextField label={kind.kind === 'review' ? 'Отзыв' : 'Вопрос'} rows={4} required {...form.field('text')} />
        {kind.kind === 'review' && <PhotoPicker {...form.field('images')} />}
        {form.failure && <FormAlert title={form.failure} />}
        <Button type="submit" className={styles.start} loading={form.submitting}>
          Отправить
        </Button>
      </div>
    </form>
  );
}
