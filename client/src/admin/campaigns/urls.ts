import { dictionaryUrls } from '../dictionaries/urls';

/** The newsletters: `/admin/campaigns`, `/admin/campaigns/create`, `/admin/campaigns/7`. */
export const campaignUrls = dictionaryUrls('campaigns', 'create');
