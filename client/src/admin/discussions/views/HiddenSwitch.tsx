import { useMutation } from '@apollo/client/react';
import { Switch } from '@chakra-ui/react/switch';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { errorMessage } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import type { DiscussionDocuments, DiscussionTexts, ThreadRecord, ThreadRow } from '../discussion';

export interface HiddenSwitchProps<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string> {
  thread: Pick<ThreadRow, 'id' | 'published'>;
  texts: DiscussionTexts;
  documents: DiscussionDocuments<TRow, TRecord, TSort>;
  /** After the change, so a list filtered by «Показ» lets the row go. */
  onChanged: () => unknown;
}

/**
 * The «Скрыт» cell of a row: a switch that shows the current state («Скрыт» or «Показан») and hides
 * or shows the thread at once, as the button on its page does; the server's answer updates the cached row.
 * A screen reader hears the question it answers («Отзыв № 12 скрыт», on or off) rather than the state word.
 */
export function HiddenSwitch<TRow extends ThreadRow, TRecord extends ThreadRecord, TSort extends string>({ thread, texts, documents, onChanged }: HiddenSwitchProps<TRow, TRecord, TSort>) {
  const [publish, { loading }] = useMutation(documents.publish);
  const toggle = async (hidden: boolean) => {
    try {
      await publish({ variables: { id: thread.id, published: !hidden } });
      notifySuccess(hidden ? texts.hidden : texts.shown);
      await onChanged();
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };
  return (
    <Switch.Root size="sm" checked={!thread.published} disabled={loading} onCheckedChange={(details) => void toggle(details.checked)}>
      <Switch.HiddenInput role="switch" />
      <Switch.Control />
      <Switch.Label whiteSpace="nowrap">
        <span aria-hidden="true">{thread.published ? 'Показан' : 'Скрыт'}</span>
        <VisuallyHidden>{texts.threadName(thread.id)} скрыт</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}
