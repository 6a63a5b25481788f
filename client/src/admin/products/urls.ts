import { dictionaryUrls } from '../dictionaries/urls';

/** The products screens (SPEC §2): the list, a new product and one product by id, and the spreadsheets (REST). */
export const productUrls = {
  ...dictionaryUrls('products', 'create-product'),
  /** `GET`: the catalogue as `products-ГГГГ-ММ-ДД.xlsx`. */
  exportFile: '/api/products/export',
  /** `POST` multipart, field `file`: creates or updates products from such a file. */
  importFile: '/api/products/import',
} as const;
