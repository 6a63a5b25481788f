import { useMutation } from '@apollo/client/react';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { HStack } from '@chakra-ui/react/stack';
import { useState, type FormEvent } from 'react';
import { AdminDecideReturnRequestDocument, type AdminReturnRequestFragment } from '../../../generated/admin/graphql';
import { errorMessage, fieldErrors } from '../../../shared/errors/error-message';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { DataTable } from '../../dictionaries/components/DataTable';
import { Panel } from './Panel';
import { returnRequestColumns } from './ReturnRequestColumns';

/** «Принять» and «Отклонить» of an open request; declining asks why, and the shopper is told. */
function Decision({ request, onDecided }: { request: AdminReturnRequestFragment; onDecided: () => void }) {
  const [decide, { loading }] = useMutation(AdminDecideReturnRequestDocument);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const send = async (status: 'accepted' | 'declined') => {
    try {
      await decide({ variables: { id: request.id, input: { status, reason: status === 'declined' ? reason.trim() : undefined } } });
      notifySuccess(status === 'accepted' ? `Заявка № ${request.id} принята: товар вернётся на склад, деньги — покупателю` : `Заявка № ${request.id} отклонена`);
      onDecided();
    } catch (failure) {
      const field = fieldErrors(failure).reason;
      if (field) return setError(field);
      // Decided meanwhile by someone else (409): the page then shows the decision.
      notifyError(errorMessage(failure));
      onDecided();
    }
  };
  const decline = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError('Укажите, почему заявка отклонена');
    void send('declined');
  };
  if (declining)
    return (
      <form onSubmit={decline} aria-label={`Отказ по заявке № ${request.id}`}>
        <HStack gap="2" align="flex-end">
          <Field.Root invalid={!!error} w="2xs">
            <Field.Label>Причина отказа</Field.Label>
            <Input size="xs" value={reason} onChange={(event) => (setReason(event.target.value), setError(undefined))} />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button size="xs" colorPalette="red" type="submit" loading={loading}>
            Отклонить
          </Button>
          <Button size="xs" variant="ghost" onClick={() => setDeclining(false)}>
            Отмена
          </Button>
        </HStack>
      </form>
    );
  return (
    <HStack gap="2">
      <Button size="xs" loading={loading} onClick={() => void send('accepted')} aria-label={`Принять заявку № ${request.id}`}>
        Принять
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeclining(true)} aria-label={`Отклонить заявку № ${request.id}`}>
        Отклонить
      </Button>
    </HStack>
  );
}

/** «Заявки на возврат» of an order: what the shopper asked for and why, with the decision on each open one. */
export function OrderReturnRequests({ requests, onDecided }: { requests: AdminReturnRequestFragment[]; onDecided: () => void }) {
  if (!requests.length) return null;
  return (
    <Panel title="Заявки на возврат">
      <DataTable caption="Заявки на возврат" columns={returnRequestColumns} rows={requests} actions={(request) => request.status === 'requested' && <Decision request={request} onDecided={onDecided} />} />
    </Panel>
  );
}
