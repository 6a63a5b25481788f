import { useApolloClient } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Stack } from '@chakra-ui/react/stack';
import { AskQuestionDocument, WriteReviewDocument } from '../../../generated/shop/graphql';
import { notifySuccess } from '../../../shared/notices/notices';
import { FormAlert } from '../../forms/FormAlert';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import type { FeedbackKind } from '../feedback-kinds';
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
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={kind.write}>
      <Stack gap="3" borderWidth="1px" borderRadius="l2" p="4">
        {kind.kind === 'review' && (
          <Field.Root invalid={!!rating.error} required>
            <Field.Label>Оценка</Field.Label>
            <RatingInput value={rating.value} onChange={rating.onChange} />
            {rating.error && <Field.ErrorText>{rating.error}</Field.ErrorText>}
          </Field.Root>
        )}
        <TextField label={kind.kind === 'review' ? 'Отзыв' : 'Вопрос'} rows={4} required {...form.field('text')} />
        {kind.kind === 'review' && <PhotoPicker {...form.field('images')} />}
        {form.failure && <FormAlert title={form.failure} />}
        <Button type="submit" alignSelf="start" loading={form.submitting}>
          Отправить
        </Button>
      </Stack>
    </form>
  );
}
