import { dictionaryUrls } from '../dictionaries/urls';

export const newsUrls = dictionaryUrls('newsPosts', 'create-news');
