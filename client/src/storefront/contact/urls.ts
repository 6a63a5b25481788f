/** The help desk, the call-back request, the consent text (152-ФЗ) they refer to, and joining and leaving the newsletter. */
export const contactUrls = {
  help: '/help',
  callBack: '/call-back',
  personalData: '/personal-data',
  /** The link in the letter «Подтвердите подписку» (CONTRACT §18): a page with «Подтвердить». */
  confirmSubscriptionPattern: '/subscribe/:token',
  /** The link in every letter to a subscriber: a page that asks before unsubscribing (CONTRACT §18). */
  unsubscribePattern: '/unsubscribe/:mailId',
} as const;

/** The page of a confirmation link, where its form is sent without JavaScript. */
export const confirmSubscriptionUrl = (token: string) => `/subscribe/${encodeURIComponent(token)}`;
/** The page of an unsubscribe link, where its form is sent without JavaScript. */
export const unsubscribeUrl = (mailId: string) => `/unsubscribe/${encodeURIComponent(mailId)}`;

/** What the server's answer to a page's form (a browser without JavaScript) says came of it: `?result=`. */
export type SubscriptionPageResult = 'confirmed' | 'invalid' | 'unsubscribed';
