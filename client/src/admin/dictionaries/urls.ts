import { adminUrls } from '../urls';

export interface DictionaryUrls {
  /** `/admin/colors` */
  list: string;
  /** `/admin/colors/create-color` */
  create: string;
  /** `/admin/colors/:id`, the route pattern of the edit screen */
  editPattern: string;
  /** `/admin/colors/7` */
  edit: (id: number) => string;
}

/** The three screens of a dictionary: list, create and edit by id (SPEC §2). */
export function dictionaryUrls(section: string, createSegment: string): DictionaryUrls {
  const list = `${adminUrls.root}/${section}`;
  return { list, create: `${list}/${createSegment}`, editPattern: `${list}/:id`, edit: (id) => `${list}/${id}` };
}
