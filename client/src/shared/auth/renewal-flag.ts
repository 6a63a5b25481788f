/** Context flag of the operations the session link must pass straight through (the refresh itself, the session check). */
export const SKIP_SESSION_RENEWAL = 'skipSessionRenewal';
