import { dictionaryUrls } from '../dictionaries/urls';

export const sizeUrls = dictionaryUrls('sizes', 'create-size');
