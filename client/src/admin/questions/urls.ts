import { discussionUrls } from '../discussions/urls';

export const questionUrls = discussionUrls('questions');
