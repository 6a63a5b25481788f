import { dictionaryUrls } from '../dictionaries/urls';

export const categoryUrls = dictionaryUrls('categories', 'create-category');
