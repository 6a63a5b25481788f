import { useMutation } from '@apollo/client/react';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { AdminNewMessageCountDocument, AdminReplyToMessageDocument, type AdminMessageRowFragment } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors/error-message';
import { notifySuccess } from '../../../shared/notices/notices';
import { TextField } from '../../dictionaries/components/fields/TextField';
import { FormDialog } from '../../forms/FormDialog';

export interface ReplyDialogProps {
  /** The message being answered; none while the dialog is closed. */
  message: AdminMessageRowFragment | null;
  onClose: () => void;
}

/** «Ответить»: the shopper's question above, the answer below; «Отправить письмо» mails it and marks the message handled. */
export function ReplyDialog({ message, onClose }: ReplyDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [reply, { loading }] = useMutation(AdminReplyToMessageDocument, { refetchQueries: [AdminNewMessageCountDocument] });

  const close = () => {
    setText('');
    setError(undefined);
    onClose();
  };
  const send = async () => {
    if (!message) return;
    if (!text.trim()) return setError('Напишите ответ');
    try {
      await reply({ variables: { id: message.id, text } });
      notifySuccess(`Ответ отправлен на ${message.email}`);
      close();
    } catch (failure) {
      setError(fieldErrors(failure).text ?? errorMessage(failure));
    }
  };

  return (
    <FormDialog open={!!message} title={`Ответ: ${message?.name ?? ''}`} submitLabel="Отправить письмо" busyLabel="Отправка…" busy={loading} onSubmit={() => void send()} onCancel={close} size="lg">
      {message?.text && (
        <Text mb="3" whiteSpace="pre-wrap" color="fg.muted">
          {message.text}
        </Text>
      )}
      <Text mb="3">Письмо уйдёт на {message?.email}; сообщение станет обработанным.</Text>
      <TextField label="Ответ" value={text} onChange={setText} error={error} multiline required />
    </FormDialog>
  );
}
