import { adminUrls } from '../urls';

export interface DiscussionUrls {
  /** `/admin/reviews` */
  list: string;
  /** `/admin/reviews/:id`, the route pattern of one review's page */
  threadPattern: string;
  /** `/admin/reviews/12` */
  thread: (id: number) => string;
}

/** The two screens of reviews or questions: the list and one thread by id. */
export function discussionUrls(section: string): DiscussionUrls {
  const list = `${adminUrls.root}/${section}`;
  return { list, threadPattern: `${list}/:id`, thread: (id) => `${list}/${id}` };
}
