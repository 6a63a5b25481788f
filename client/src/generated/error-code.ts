export type AddressSortField =
  | 'city'
  | 'createdAt'
  | 'id';

/** Что менялось: таблица записи */
export type AuditEntity =
  | 'address'
  | 'advertisement'
  | 'brand'
  | 'category'
  | 'checkout'
  | 'checkout_line'
  | 'color'
  | 'delivery_method'
  | 'image'
  | 'news_post'
  | 'payment_method'
  | 'pickup_point'
  | 'product'
  | 'product_colors'
  | 'product_sizes'
  | 'product_tags'
  | 'product_variant'
  | 'promotion'
  | 'question'
  | 'question_comment'
  | 'return_request'
  | 'review'
  | 'review_comment'
  | 'shop_settings'
  | 'size'
  | 'slide'
  | 'subscriber'
  | 'tag'
  | 'users';

export type BasketSortField =
  | 'createdAt'
  | 'totalAmount'
  | 'updatedAt';

export type BasketStatus =
  | 'active'
  | 'empty'
  | 'ordered';

export type BrandSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'url';

export type CampaignSortField =
  | 'createdAt'
  | 'id';

/** Черновик, уходит, ушла вся */
export type CampaignStatus =
  | 'draft'
  | 'sending'
  | 'sent';

/** Служба доставки посылки */
export type Carrier =
  | 'boxberry'
  | 'cdek'
  | 'dpd'
  | 'other'
  | 'russian_post';

export type CategorySortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'url';

export type CheckoutSortField =
  | 'createdAt'
  | 'id'
  | 'status'
  | 'totalAmount';

export type ColorSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'url';

/** Цель обработки персональных данных */
export type ConsentPurpose =
  | 'address'
  | 'callback'
  | 'checkout'
  | 'help'
  | 'signup'
  | 'stock_alert'
  | 'subscription';

export type ConsentSortField =
  | 'createdAt'
  | 'id';

/** Как доставляют: manual — магазин по своей цене, cdek_pickup — СДЭК до пункта выдачи или постамата, cdek_courier — СДЭК курьером до двери */
export type DeliveryKind =
  | 'cdek_courier'
  | 'cdek_pickup'
  | 'manual';

export type DeliveryMethodSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'position';

/** pickup — пункт выдачи, locker — постамат */
export type DeliveryPointType =
  | 'locker'
  | 'pickup';

/** Код ошибки в `extensions.code`; подробности — в `extensions.details` */
export type ErrorCode =
  /** Почта уже подтверждена */
  | 'ALREADY_CONFIRMED'
  /** Внешняя служба ответила ошибкой */
  | 'BAD_GATEWAY'
  /** Рассылка уже отправлена */
  | 'CAMPAIGN_SENT'
  /** Доставка недоступна: 400 — способ доставки не найден или выключен (`details.deliveryMethodId`); 503 — служба доставки (СДЭК) не ответила вовремя или ответила ошибкой: предложите другие способы */
  | 'DELIVERY_UNAVAILABLE'
  /** Такая запись уже есть; `details.field` — поле с занятым значением */
  | 'DUPLICATE'
  /** Недостаточно прав */
  | 'FORBIDDEN'
  /** Ошибка сервера */
  | 'INTERNAL_SERVER_ERROR'
  /** Товар есть в наличии: ждать поступления не нужно */
  | 'IN_STOCK'
  /** Запись используется и не может быть удалена; `details` — где */
  | 'IN_USE'
  /** Последнего администратора нельзя удалить или лишить роли */
  | 'LAST_ADMIN'
  /** Запись не найдена */
  | 'NOT_FOUND'
  /** У сообщения нет адреса почты: ответить письмом нельзя */
  | 'NO_EMAIL'
  /** Заказ в этом статусе так изменить нельзя; `details {from, to}` */
  | 'ORDER_STATUS'
  /** Товара не хватает; `details {variantId, sku, left}` */
  | 'OUT_OF_STOCK'
  /** Оплата или возврат невозможны; `details {reason}` */
  | 'PAYMENT_REFUSED'
  /** Сохранённые запросы GraphQL не поддерживаются */
  | 'PERSISTED_QUERY_NOT_SUPPORTED'
  /** Товар больше не продаётся; `details {productId, variantId}` */
  | 'PRODUCT_OFF_SALE'
  /** Промокод не подходит; `details {reason}`: not_found, expired, not_started, min_amount, first_order, per_customer, not_applicable */
  | 'PROMO_REFUSED'
  /** Промокод уже использован */
  | 'PROMO_USED_UP'
  /** Запрос GraphQL сложнее допустимого */
  | 'QUERY_TOO_COMPLEX'
  /** Слишком много запросов или неоплаченных заказов; REST присылает Retry-After */
  | 'RATE_LIMITED'
  /** Запрос пересёкся с другим: повторите его */
  | 'RETRY'
  /** Заявку на возврат уже рассмотрели; `details {status}` */
  | 'RETURN_REQUEST_DECIDED'
  /** Услуга временно недоступна */
  | 'SERVICE_UNAVAILABLE'
  /** Запись изменили с тех пор, как её прочитали; `details.current` — запись сейчас */
  | 'STALE'
  /** Слишком большой запрос, файл или заголовки */
  | 'TOO_LARGE'
  /** Нужен вход */
  | 'UNAUTHENTICATED'
  /** Неподдерживаемый тип данных */
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** Неверные данные; `details` — поле → причина */
  | 'VALIDATION';

export type ImageSortField =
  | 'createdAt'
  | 'id'
  | 'originalName'
  | 'size';

/** help — вопрос в поддержку, callback — просьба перезвонить */
export type MessageKind =
  | 'callback'
  | 'help';

/** new — новое, done — обработано */
export type MessageStatus =
  | 'done'
  | 'new';

export type NewsPostSortField =
  | 'createdAt'
  | 'id'
  | 'title';

/** Событие заказа */
export type OrderEventKind =
  | 'paid_to_shop'
  | 'payment_failed'
  | 'payment_succeeded'
  | 'placed'
  | 'promo'
  | 'refund_asked'
  | 'refund_failed'
  | 'refund_succeeded'
  | 'refunded_by_shop'
  | 'return'
  | 'return_request'
  | 'shipment'
  | 'status';

/** Статус оплаты заказа; none — ничего не платили */
export type OrderPaymentFilter =
  | 'canceled'
  | 'none'
  | 'partially_refunded'
  | 'pending'
  | 'refunded'
  | 'succeeded';

/** Оплата заказа онлайн: ждёт, оплачен, не прошла, деньги возвращены */
export type OrderPaymentStatus =
  | 'canceled'
  | 'partially_refunded'
  | 'pending'
  | 'refunded'
  | 'succeeded';

/** Статус заказа */
export type OrderStatus =
  | 'cancelled'
  | 'delivered'
  | 'new'
  | 'paid'
  | 'processing'
  | 'shipped';

/** Как платят: при получении, переводом по счёту или онлайн через ЮKassa */
export type PaymentKind =
  | 'bank_transfer'
  | 'on_delivery'
  | 'online';

export type PaymentMethodSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'position';

/** Статус платежа в ЮKassa */
export type PaymentStatus =
  | 'canceled'
  | 'pending'
  | 'succeeded'
  | 'waiting_for_capture';

export type PickupPointSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'position';

/** hide — снять с продажи, show — вернуть в продажу, delete — удалить, move — перенести в категорию */
export type ProductBulkAction =
  | 'delete'
  | 'hide'
  | 'move'
  | 'show';

/** Сортировка; по умолчанию relevance: при поиске — по соответствию, иначе как popular */
export type ProductSort =
  | 'new'
  | 'popular'
  | 'price_asc'
  | 'price_desc'
  | 'rating'
  | 'relevance';

/** Процент от цены, сумма на заказ или бесплатная доставка */
export type PromotionKind =
  | 'fixed'
  | 'free_delivery'
  | 'percent';

export type PromotionSortField =
  | 'createdAt'
  | 'endsAt'
  | 'id'
  | 'name';

/** new — новые; liked — больше лайков; useful — полезные; comments_desc/comments_asc — больше/меньше ответов; answered/unanswered — с ответом/без ответа первыми */
export type QuestionSort =
  | 'answered'
  | 'comments_asc'
  | 'comments_desc'
  | 'liked'
  | 'new'
  | 'unanswered'
  | 'useful';

/** Нравится или не нравится */
export type ReactionType =
  | 'Dislike'
  | 'Like';

/** Статус возврата в ЮKassa */
export type RefundStatus =
  | 'canceled'
  | 'pending'
  | 'succeeded';

/** Решение по заявке */
export type ReturnDecision =
  | 'accepted'
  | 'declined';

export type ReturnRequestSortField =
  | 'createdAt';

/** Заявка на возврат: requested — рассматривается, accepted — принята, declined — отклонена */
export type ReturnRequestStatus =
  | 'accepted'
  | 'declined'
  | 'requested';

/** new — новые; liked — больше лайков; useful — полезные; rating_desc/rating_asc — по оценке; answered/unanswered — с ответом/без ответа первыми */
export type ReviewSort =
  | 'answered'
  | 'liked'
  | 'new'
  | 'rating_asc'
  | 'rating_desc'
  | 'unanswered'
  | 'useful';

/** Роль: User — покупатель, SuperUser — менеджер, Admin — администратор */
export type Role =
  | 'Admin'
  | 'SuperUser'
  | 'User';

/** Где посылка: регистрируется, принята службой, в пути, вручена, проблема */
export type ShipmentState =
  | 'delivered'
  | 'problem'
  | 'registered'
  | 'registering'
  | 'shipped';

export type SizeSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'url';

/** Направление сортировки */
export type SortOrder =
  | 'ASC'
  | 'DESC';

/** Заказ, отмена, возврат, Excel, 1С, вручную, резерв, снятие резерва */
export type StockReason =
  | 'cancel'
  | 'exchange'
  | 'import'
  | 'manual'
  | 'order'
  | 'release'
  | 'reservation'
  | 'return';

export type SubscriberSortField =
  | 'createdAt'
  | 'email'
  | 'id';

/** pending — ждёт подтверждения по ссылке из письма, confirmed — подтверждён */
export type SubscriberStatus =
  | 'confirmed'
  | 'pending';

export type TagSortField =
  | 'createdAt'
  | 'id'
  | 'name'
  | 'url';

/** hide — скрыть, show — показать */
export type ThreadBulkAction =
  | 'hide'
  | 'show';

export type UserSortField =
  | 'createdAt'
  | 'email'
  | 'firstName'
  | 'id'
  | 'lastName';

export type WishlistSortField =
  | 'createdAt'
  | 'updatedAt';
