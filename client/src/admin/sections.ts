import { brandUrls } from './brands/urls';
import { categoryUrls } from './categories/urls';
import { colorUrls } from './colors/urls';
import { sizeUrls } from './sizes/urls';
import { tagUrls } from './tags/urls';

/**
 * The dictionaries of the back office and their addresses, in menu order. Only addresses live
 * here: the route table reads it without pulling the admin screens into the storefront bundle.
 */
export const dictionarySections = [
  { key: 'categories', urls: categoryUrls },
  { key: 'brands', urls: brandUrls },
  { key: 'colors', urls: colorUrls },
  { key: 'sizes', urls: sizeUrls },
  { key: 'tags', urls: tagUrls },
] as const;

export type DictionaryKey = (typeof dictionarySections)[number]['key'];

/** Where `/admin` leads. */
export const adminHomeUrl = categoryUrls.list;
