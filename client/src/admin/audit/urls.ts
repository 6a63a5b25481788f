import { adminUrls } from '../urls';

/** The audit log, its filters in the address (`?entity=product&entityId=5`). */
export const auditUrls = {
  list: `${adminUrls.root}/audit`,
  /** The log narrowed to one record's changes. */
  of: (entity: string, entityId: number) => `${adminUrls.root}/audit?entity=${entity}&entityId=${entityId}`,
} as const;
