import { dictionaryUrls } from '../dictionaries/urls';

export const brandUrls = dictionaryUrls('brands', 'create-brand');
