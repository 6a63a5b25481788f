import { dictionaryUrls } from '../dictionaries/urls';

/** The promotions: `/admin/promotions`, `/admin/promotions/create`, `/admin/promotions/7`. */
export const promotionUrls = dictionaryUrls('promotions', 'create');
