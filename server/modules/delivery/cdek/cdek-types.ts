/**
 * The messages of СДЭК's API v2 the shop sends and reads (api-docs.cdek.ru; field names checked
 * against СДЭК's own WordPress module and SDK, cdek-it/wordpress and cdek-it/sdk2.0). Only the
 * fields the shop uses are declared; СДЭК sends more. Money is in roubles, weights in grams.
 */

export interface CdekError {
  code: string;
  message: string;
}

/** `POST /oauth/token` (client credentials). */
export interface CdekToken {
  access_token: string;
  token_type: string;
  /** Seconds. */
  expires_in: number;
  scope: string;
  jti: string;
}

/** One answer of `GET /location/suggest/cities`. */
export interface CdekSuggestedCity {
  city_uuid: string;
  code: number;
  full_name: string;
  country_code: string;
}

export interface CdekPackageSize {
  weight: number;
  length?: number;
  width?: number;
  height?: number;
}

/** `POST /calculator/tariff`; `type` 1 is «интернет-магазин». */
export interface CdekTariffRequest {
  type?: 1 | 2;
  tariff_code: number;
  from_location: { code: number };
  to_location: { code: number };
  packages: CdekPackageSize[];
}

export interface CdekTariffAnswer {
  delivery_sum: number;
  /** Working days. */
  period_min: number;
  period_max: number;
  /** Calendar days (newer answers carry them). */
  calendar_min?: number;
  calendar_max?: number;
  /** Kilograms. */
  weight_calc: number;
  /** The delivery with its services (insurance and the like): what the sender pays. */
  total_sum: number;
  currency?: string;
  errors?: CdekError[];
}

/** One tariff of `POST /calculator/tarifflist`. */
export interface CdekTariffListItem {
  tariff_code: number;
  tariff_name: string;
  tariff_description?: string;
  delivery_mode: number;
  delivery_sum: number;
  period_min: number;
  period_max: number;
  calendar_min?: number;
  calendar_max?: number;
}

export interface CdekTariffListAnswer {
  tariff_codes: CdekTariffListItem[];
  errors?: CdekError[];
}

/** One office of `GET /deliverypoints`: `PVZ` a pickup point, `POSTAMAT` a parcel locker. */
export interface CdekDeliveryPoint {
  code: string;
  name: string;
  location: {
    country_code?: string;
    region?: string;
    city_code: number;
    city: string;
    postal_code?: string;
    longitude: number;
    latitude: number;
    address: string;
    address_full: string;
  };
  address_comment?: string;
  nearest_metro_station?: string;
  work_time: string;
  phones?: { number: string }[];
  type: 'PVZ' | 'POSTAMAT';
  owner_code?: string;
  is_handout?: boolean;
  is_reception?: boolean;
  have_cash?: boolean;
  have_cashless?: boolean;
  allowed_cod?: boolean;
  weight_min?: number;
  weight_max?: number;
}

export interface CdekMoney {
  value: number;
  vat_sum?: number;
  vat_rate?: number;
}

export interface CdekItem {
  name: string;
  ware_key: string;
  /** What the recipient pays for one unit on receipt; 0 when paid in advance. */
  payment: CdekMoney;
  /** Declared value of one unit (insurance is counted from it). */
  cost: number;
  /** Grams, one unit. */
  weight: number;
  amount: number;
}

export interface CdekPackage extends CdekPackageSize {
  number: string;
  comment?: string;
  items: CdekItem[];
}

export interface CdekContact {
  name: string;
  company?: string;
  email?: string;
  phones: { number: string }[];
}

export interface CdekLocation {
  code?: number;
  city?: string;
  postal_code?: string;
  country_code?: string;
  address?: string;
}

/** `POST /orders`: `number` is the shop's order number (`im_number` when looked up). */
export interface CdekOrderRequest {
  type: 1;
  number: string;
  tariff_code: number;
  comment?: string;
  delivery_point?: string;
  from_location: CdekLocation;
  to_location?: CdekLocation;
  recipient: CdekContact;
  /** Delivery charged to the recipient on receipt (cash on delivery). */
  delivery_recipient_cost?: CdekMoney;
  packages: CdekPackage[];
}

/** The life of a request made of СДЭК: asynchronous ones are ACCEPTED, then SUCCESSFUL or INVALID. */
export interface CdekRequestState {
  request_uuid?: string;
  type: string;
  state: 'ACCEPTED' | 'WAITING' | 'SUCCESSFUL' | 'INVALID';
  date_time: string;
  errors?: CdekError[];
  warnings?: CdekError[];
}

/** What every operation on an entity answers: `POST /orders`, `POST /print/…`, `POST /webhooks`. */
export interface CdekEntityAnswer {
  entity?: { uuid: string };
  requests: CdekRequestState[];
}

export interface CdekStatus {
  code: string;
  name: string;
  date_time: string;
  reason_code?: string;
  city?: string;
}

/** `GET /orders/{uuid}` and `GET /orders?im_number=`. */
export interface CdekOrderAnswer {
  entity?: {
    uuid: string;
    type?: number;
    is_return?: boolean;
    cdek_number?: string;
    number?: string;
    tariff_code: number;
    delivery_point?: string;
    statuses: CdekStatus[];
  };
  requests: CdekRequestState[];
}

/** `POST /print/orders` (the waybill) and `POST /print/barcodes` (labels of the places). */
export interface CdekPrintRequest {
  orders: { order_uuid: string }[];
  copy_count?: number;
  format?: 'A4' | 'A5' | 'A6';
}

/** `GET /print/orders/{uuid}` and `GET /print/barcodes/{uuid}`: `url` appears when the form is READY. */
export interface CdekPrintAnswer {
  entity?: {
    uuid: string;
    url?: string;
    statuses: { code: 'ACCEPTED' | 'PROCESSING' | 'READY' | 'REMOVED' | 'INVALID'; name: string; date_time: string }[];
  };
  requests: CdekRequestState[];
}

/** What СДЭК posts to a subscribed address on each status change of an order. */
export interface CdekStatusNotice {
  type: 'ORDER_STATUS';
  date_time: string;
  uuid: string;
  attributes: {
    is_return: boolean;
    cdek_number: string;
    number?: string;
    code: string;
    status_code?: string;
    status_date_time: string;
    city_name?: string;
    city_code?: string;
  };
}
