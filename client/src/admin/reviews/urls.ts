import { discussionUrls } from '../discussions/urls';

export const reviewUrls = discussionUrls('reviews');
