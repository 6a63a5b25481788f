import { Migration20261123011959_Initial } from './Migration20261123011959_Initial.js';
import { Migration20261123013441_Identity } from './Migration20261123013441_Identity.js';
import { Migration20261123021159_Products } from './Migration20261123021159_Products.js';
import { Migration20261123022427_Images } from './Migration20261123022427_Images.js';
import { Migration20261123023357_Content } from './Migration20261123023357_Content.js';
import { Migration20261123025228_Baskets } from './Migration20261123025228_Baskets.js';
import { Migration20261123031802_Checkouts } from './Migration20261123031802_Checkouts.js';
import { Migration20261123035208_ShopWishlistsAddresses } from './Migration20261123035208_ShopWishlistsAddresses.js';
import { Migration20261123040106_Feedback } from './Migration20261123040106_Feedback.js';
import { Migration20261124120000_SearchDocument } from './Migration20261124120000_SearchDocument.js';
import { Migration20261124130000_DeliveryPayment } from './Migration20261124130000_DeliveryPayment.js';
import { Migration20261124140000_ProductFacetArrays } from './Migration20261124140000_ProductFacetArrays.js';
import { Migration20261125090000_Audit } from './Migration20261125090000_Audit.js';
import { Migration20261125100000_BackOfficeIndexes } from './Migration20261125100000_BackOfficeIndexes.js';
import { Migration20261125110000_CommerceML } from './Migration20261125110000_CommerceML.js';
import { Migration20261125120000_ExchangeRuns } from './Migration20261125120000_ExchangeRuns.js';
import { Migration20261125130000_CatalogueVersion } from './Migration20261125130000_CatalogueVersion.js';
import { Migration20261125140000_PublicVersions } from './Migration20261125140000_PublicVersions.js';
import { Migration20261126090000_CataloguePageIndex } from './Migration20261126090000_CataloguePageIndex.js';
import { Migration20261126120000_VariantBarcodeParameters } from './Migration20261126120000_VariantBarcodeParameters.js';
import { Migration20261126220000_MailHeaders } from './Migration20261126220000_MailHeaders.js';
import { Migration20261127010000_ModerationInbox } from './Migration20261127010000_ModerationInbox.js';

/** Every committed migration, in order; `npm run migration:create` writes a new file to add here. */
export const migrationsList = [
  { name: 'Migration20261123011959_Initial', class: Migration20261123011959_Initial },
  { name: 'Migration20261123013441_Identity', class: Migration20261123013441_Identity },
  { name: 'Migration20261123021159_Products', class: Migration20261123021159_Products },
  { name: 'Migration20261123022427_Images', class: Migration20261123022427_Images },
  { name: 'Migration20261123023357_Content', class: Migration20261123023357_Content },
  { name: 'Migration20261123025228_Baskets', class: Migration20261123025228_Baskets },
  { name: 'Migration20261123031802_Checkouts', class: Migration20261123031802_Checkouts },
  { name: 'Migration20261123035208_ShopWishlistsAddresses', class: Migration20261123035208_ShopWishlistsAddresses },
  { name: 'Migration20261123040106_Feedback', class: Migration20261123040106_Feedback },
  { name: 'Migration20261124120000_SearchDocument', class: Migration20261124120000_SearchDocument },
  { name: 'Migration20261124130000_DeliveryPayment', class: Migration20261124130000_DeliveryPayment },
  { name: 'Migration20261124140000_ProductFacetArrays', class: Migration20261124140000_ProductFacetArrays },
  { name: 'Migration20261125090000_Audit', class: Migration20261125090000_Audit },
  { name: 'Migration20261125100000_BackOfficeIndexes', class: Migration20261125100000_BackOfficeIndexes },
  { name: 'Migration20261125110000_CommerceML', class: Migration20261125110000_CommerceML },
  { name: 'Migration20261125120000_ExchangeRuns', class: Migration20261125120000_ExchangeRuns },
  { name: 'Migration20261125130000_CatalogueVersion', class: Migration20261125130000_CatalogueVersion },
  { name: 'Migration20261125140000_PublicVersions', class: Migration20261125140000_PublicVersions },
  { name: 'Migration20261126090000_CataloguePageIndex', class: Migration20261126090000_CataloguePageIndex },
  { name: 'Migration20261126120000_VariantBarcodeParameters', class: Migration20261126120000_VariantBarcodeParameters },
  { name: 'Migration20261126220000_MailHeaders', class: Migration20261126220000_MailHeaders },
  { name: 'Migration20261127010000_ModerationInbox', class: Migration20261127010000_ModerationInbox },
];
