import type { ReturnRequestStatus } from '../../generated/admin/graphql';

/** A request's state as the back office names it, and its badge colour. */
export const returnRequestStatusNames: Record<ReturnRequestStatus, string> = { requested: 'Рассматривается', accepted: 'Принята', declined: 'Отклонена' };
export const returnRequestStatusColors: Record<ReturnRequestStatus, string> = { requested: 'orange', accepted: 'green', declined: 'red' };

export const returnRequestStatusOptions = Object.entries(returnRequestStatusNames).map(([value, label]) => ({ value, label }));

export const isReturnRequestStatus = (value: string | undefined): value is ReturnRequestStatus => !!value && value in returnRequestStatusNames;
