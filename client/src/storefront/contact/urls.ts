/** The help desk, the call-back request and the consent text (152-ФЗ) they refer to. */
export const contactUrls = {
  help: '/help',
  callBack: '/call-back',
  personalData: '/personal-data',
} as const;
