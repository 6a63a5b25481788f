import { dictionaryUrls } from '../dictionaries/urls';

export const colorUrls = dictionaryUrls('colors', 'create-color');
