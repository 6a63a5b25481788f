import { adminUrls } from '../urls';

const list = `${adminUrls.root}/checkouts`;

/** The print forms of a СДЭК shipment: «Накладная» and «Штрихкоды». */
export type ShipmentForm = 'waybill' | 'labels';

/** The printed forms of an order (issue 47): «Лист сборки» and «Товарный чек». */
export type PrintForm = 'packing' | 'receipt';

/** The orders screens (SPEC §2): the list, a new order for a customer and one order by its number. */
export const checkoutUrls = {
  list,
  create: `${list}/create-checkout`,
  /** Shoppers' requests to return goods (CONTRACT §19), `?status=` kept in the address. */
  returnRequests: `${list}/return-requests`,
  /** The printable page of one or several orders, one order a sheet. */
  printPattern: `${list}/print`,
  print: (ids: readonly number[], form: PrintForm) => `${list}/print?${new URLSearchParams({ form, ids: ids.join(',') }).toString()}`,
  orderPattern: `${list}/:id`,
  order: (id: number) => `${list}/${id}`,
  /** `GET`: the orders matching the list's filters as `orders-ГГГГ-ММ-ДД.csv` (REST). */
  exportFile: (filters: Record<string, string>) => {
    const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
    return `/api/checkouts/export${query ? `?${query}` : ''}`;
  },
  /** `GET`: the order's СДЭК waybill or barcode labels as PDF (REST, staff token; CONTRACT §20). */
  shipmentFile: (id: number, form: ShipmentForm) => `/api/checkouts/${id}/shipments/${form}`,
  /** The list narrowed to one customer's orders. */
  customerOrders: (userId: number) => `${list}?userId=${userId}`,
} as const;
