import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../dictionaries/components/fields/TextField';

export interface AnswerFormProps {
  posting: boolean;
  /** The server's reason about the text («Напишите текст»). */
  error?: string;
  /** Posts the answer; resolves `true` when it was published, and the field is emptied. */
  onAnswer: (text: string) => Promise<boolean>;
}

/** «Ответ магазина» and «Ответить»: the shop answers in the thread, as plain text. */
export function AnswerForm({ posting, error, onAnswer }: AnswerFormProps) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (posting || !text.trim()) return;
    if (await onAnswer(text.trim())) setText('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="3" maxW="2xl">
        <TextField label="Ответ магазина" multiline value={text} onChange={setText} error={error} helper="Простой текст: покупатели увидят его под своим сообщением." />
        <Button type="submit" alignSelf="flex-start" loading={posting} loadingText="Отправка…" disabled={posting || !text.trim()}>
          Ответить
        </Button>
      </Stack>
    </form>
  );
}
