import type { Carrier } from '../../generated/error-code';

/** The delivery services a parcel goes with, as people read them (CONTRACT §19). */
export const carrierNames: Record<Carrier, string> = { cdek: 'СДЭК', russian_post: 'Почта России', boxberry: 'Boxberry', dpd: 'DPD', other: 'Другая служба' };

export const carrierOptions = Object.entries(carrierNames).map(([value, label]) => ({ value: value as Carrier, label }));

/** «Заявка на возврат № 5: рассматривается», «… отклонена: причина». */
export function returnRequestState(request: { id: number; status: 'requested' | 'accepted' | 'declined'; decisionReason?: string | null }): string {
  const state = { requested: 'рассматривается', accepted: 'принята', declined: 'отклонена' }[request.status];
  return `Заявка на возврат № ${request.id}: ${state}${request.status === 'declined' && request.decisionReason ? `: ${request.decisionReason}` : ''}`;
}
