import { dictionaryUrls } from '../dictionaries/urls';

export const tagUrls = dictionaryUrls('tags', 'create-tag');
