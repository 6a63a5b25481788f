import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AdminCheckoutShipmentDocument, AdminCreateShipmentDocument } from '../../../generated/admin/graphql';
import { errorMessage } from '../../../shared/errors/error-message';
import { downloadFile } from '../../../shared/http/download-file';
import { notifyError, notifySuccess } from '../../../shared/notices/notices';
import { checkoutUrls, type ShipmentForm } from '../urls';

/** What is said when a print form fails and the server gave no reason of its own. */
const failedMessages: Record<ShipmentForm, string> = {
  waybill: 'Не удалось получить накладную СДЭК.',
  labels: 'Не удалось получить штрихкоды СДЭК.',
};

/**
 * The order's parcel at СДЭК (CONTRACT §20), read only for an order delivered by СДЭК: «Передать в
 * СДЭК» (СДЭК may take up to 20 s to answer; a refusal is shown with the server's message), then
 * the waybill and barcode labels downloaded as the signed-in staff member. `onRegistered` reloads
 * the order, whose track number is now СДЭК's.
 */
export function useCdekShipment(checkoutId: number, byCdek: boolean, onRegistered: () => void) {
  const client = useApolloClient();
  const variables = { checkoutId };
  const { data, loading, error, refetch } = useQuery(AdminCheckoutShipmentDocument, { variables, skip: !byCdek, fetchPolicy: 'network-only' });
  const [create, { loading: registering }] = useMutation(AdminCreateShipmentDocument, {
    update: (cache, { data: created }) => created && cache.writeQuery({ query: AdminCheckoutShipmentDocument, variables, data: { shipment: created.shipment } }),
  });
  const [printing, setPrinting] = useState<ShipmentForm | null>(null);

  const register = async () => {
    try {
      const { data: created } = await create({ variables });
      const number = created?.shipment.trackNumber;
      notifySuccess(number ? `Заказ передан в СДЭК, номер ${number}` : 'Заказ передан в СДЭК');
      onRegistered();
    } catch (failure) {
      notifyError(errorMessage(failure));
    }
  };

  const print = async (form: ShipmentForm) => {
    setPrinting(form);
    try {
      await downloadFile(client, checkoutUrls.shipmentFile(checkoutId, form), { fallbackName: `${form}-${checkoutId}.pdf`, failedMessage: failedMessages[form] });
    } catch (failure) {
      notifyError(failure instanceof Error && failure.message ? failure.message : errorMessage(failure));
    } finally {
      setPrinting(null);
    }
  };

  return {
    shipment: data?.shipment ?? null,
    loading: loading && !data,
    failed: !!error && !data,
    retry: () => void refetch(),
    registering,
    register: () => void register(),
    printing,
    print: (form: ShipmentForm) => void print(form),
  };
}

export type CdekShipment = ReturnType<typeof useCdekShipment>;
