import { settingsUrl } from '../settings/urls';

const list = `${settingsUrl}/users`;

/** The users screens: list, create and edit by id. */
export const userUrls = {
  list,
  create: `${list}/create-user`,
  editPattern: `${list}/:id`,
  edit: (id: number) => `${list}/${id}`,
} as const;
