/** Why ЮKassa cancelled a payment (`cancellation_details.reason`), as the shopper reads it. */
const reasons: Record<string, string> = {
  '3d_secure_failed': 'Не пройдена проверка 3-D Secure. Попробуйте ещё раз или оплатите другой картой.',
  call_issuer: 'Банк отклонил оплату. Уточните причину в банке или оплатите другим способом.',
  canceled_by_merchant: 'Платёж отменён магазином.',
  card_expired: 'Истёк срок действия карты. Оплатите другой картой.',
  country_forbidden: 'Картой, выпущенной в этой стране, оплатить нельзя. Выберите другой способ.',
  deal_expired: 'Истёк срок сделки.',
  expired_on_capture: 'Истёк срок списания оплаты.',
  expired_on_confirmation: 'Время на оплату истекло. Нажмите «Оплатить снова».',
  fraud_suspected: 'Платёж заблокирован из-за подозрения в мошенничестве. Оплатите другим способом.',
  general_decline: 'Платёж отклонён. Попробуйте ещё раз или оплатите другим способом.',
  identification_required: 'Превышен лимит платежей для кошелька без идентификации.',
  insufficient_funds: 'Недостаточно денег для оплаты.',
  internal_timeout: 'Технический сбой на стороне ЮKassa. Попробуйте оплатить ещё раз.',
  invalid_card_number: 'Неверный номер карты.',
  invalid_csc: 'Неверный код CVV2 (CVC2, CID).',
  issuer_unavailable: 'Банк, выпустивший карту, недоступен. Попробуйте позже или оплатите другой картой.',
  payment_method_limit_exceeded: 'Исчерпан лимит платежей для этой карты или кошелька.',
  payment_method_restricted: 'Операции этой картой или кошельком запрещены. Выберите другой способ.',
  permission_revoked: 'Разрешение на оплату отозвано.',
  unsupported_mobile_operator: 'Оплата с этого номера телефона невозможна.',
};

export const cancellationReason = (reason: string | undefined) => (reason && reasons[reason]) || 'Платёж не прошёл. Попробуйте оплатить ещё раз или выберите другой способ.';
