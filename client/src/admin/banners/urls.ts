import { adminUrls } from '../urls';

const list = `${adminUrls.root}/banners`;

/** The banner's screens (SPEC §2): its slides with the advertisement text, and the slides' editor. */
export const bannerUrls = {
  list,
  update: `${list}/update-banner`,
} as const;
