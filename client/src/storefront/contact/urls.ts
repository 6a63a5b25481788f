/** The help desk, the call-back request, the consent text (152-ФЗ) they refer to, and leaving the newsletter. */
export const contactUrls = {
  help: '/help',
  callBack: '/call-back',
  personalData: '/personal-data',
  /** The link in every letter to a subscriber: the server unsubscribes on the visit (CONTRACT §13). */
  unsubscribePattern: '/unsubscribe/:mailId',
} as const;
