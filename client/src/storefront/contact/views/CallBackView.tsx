import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { RequestCallBackDocument } from '../../../generated/account/graphql';
import { useSession } from '../../../shared/auth/session';
import { notifySuccess } from '../../../shared/notices/notices';
import { ConsentField } from '../../forms/ConsentField';
import { FormAlert } from '../../forms/FormAlert';
import { FormPage } from '../../forms/FormPage';
import { TextField } from '../../forms/TextField';
import { useForm } from '../../forms/use-form';
import { check, consentGiven, phoneNumber, requiredText } from '../../forms/validation';
import { Button } from '../../ui/Button';
import { Stack } from '../../ui/Text';

export const CALL_BACK_RECEIVED = 'Заявка на обратный звонок принята, мы скоро свяжемся с вами';

/** «Заказать звонок»: name, phone and the consent; staff is notified and calls back (SPEC §1, §8). */
export function CallBackView() {
  const { user } = useSession();
  const [request] = useMutation(RequestCallBackDocument);
  const [answer, setAnswer] = useState<string>();
  const form = useForm({
    initial: { name: user?.firstName ?? '', phone: '', consent: false },
    validate: (values) => check({ name: requiredText(values.name), phone: phoneNumber(values.phone), consent: consentGiven(values.consent) }),
    onSubmit: async ({ name, phone }) => {
      setAnswer(undefined);
      const { data } = await request({ variables: { input: { name: name.trim(), phone: phone.trim(), consent: true } } });
      const text = data?.requestCallBack.message ?? CALL_BACK_RECEIVED;
      setAnswer(text);
      notifySuccess(text);
    },
  });
  return (
    <FormPage title="Заказать звонок" lead="Оставьте номер — специалист перезвонит в течение рабочего дня, ежедневно с 9:00 до 21:00 по московскому времени.">
      <form onSubmit={form.onSubmit} noValidate>
        <Stack gap={4}>
          {form.failure && <FormAlert title={form.failure} />}
          {answer && !form.failure && <FormAlert status="success" title={answer} />}
          <TextField label="Как к вам обращаться" autoComplete="name" required {...form.field('name')} />
          <TextField label="Телефон" type="tel" autoComplete="tel" placeholder="+7 916 123-45-67" required {...form.field('phone')} />
          <ConsentField {...form.field('consent')} />
          <Button type="submit" loading={form.submitting}>
            {form.submitting ? 'Отправляем…' : 'Жду звонка'}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
