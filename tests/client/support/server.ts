import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ErrorCode } from '../../../client/src/generated/error-code';

export const adminUser = { __typename: 'User', id: 1, email: 'admin@shop.local', firstName: 'Администратор', lastName: '', role: 'Admin', isVerified: true };

/** A shopper as the session check, `me` and the sign-in calls return them. */
export const shopper = { __typename: 'User', id: 7, email: 'anna@example.ru', firstName: 'Анна', lastName: 'Смирнова', role: 'User', isVerified: true };

/** What the session check answers by default: the admin, valid. */
export const sessionOf = (user: object) => ({ data: { checkSession: { __typename: 'SessionPayload', message: 'Сессия действительна', user } } });

/** An empty list page as every admin list query answers it by default. */
export const emptyList = (typename: string) => ({ list: { __typename: typename, rows: [], length: 0 } });

const noProducts = { __typename: 'ProductList', rows: [] };

/** The home page's query with nothing to show. */
export const emptyHomePage = {
  newProducts: noProducts,
  popularProducts: noProducts,
  discountedProducts: noProducts,
  categoriesTree: [],
  brands: { __typename: 'BrandList', rows: [], length: 0 },
  slides: { __typename: 'SlideList', rows: [] },
  advertisements: { __typename: 'AdvertisementList', rows: [{ __typename: 'Advertisement', id: 1, title: '', description: '' }] },
  newsPosts: { __typename: 'NewsPostList', rows: [] },
  reviews: { __typename: 'ReviewList', rows: [] },
};

/** The basket `createBasket` answers unless a test says otherwise. */
/** The back office home of a shop without orders. */
export const emptyDashboard = {
  __typename: 'Dashboard',
  from: '2026-10-26',
  to: '2026-11-24',
  days: [],
  totals: { __typename: 'DashboardTotals', orders: 0, revenue: 0, refunds: 0, averageOrder: 0, cancelled: 0, discounts: 0, discountedOrders: 0 },
  topProducts: [],
  promotions: [],
  lowStock: [],
  waiting: { __typename: 'DashboardWaiting', newOrders: 0, unansweredQuestions: 0, unansweredReviews: 0 },
  newSubscribers: 0,
};

/** The shop's settings (CONTRACT §19) every storefront page's footer shows unless a test says otherwise. */
export const shopContacts = {
  __typename: 'ShopSettings',
  id: 1,
  name: 'Лавка Марии',
  legalName: 'ИП Иванова Мария Петровна',
  inn: '770123456789',
  ogrn: '315774600123456',
  address: 'Москва, ул. Покровка, д. 3',
  phone: '+79161234567',
  email: 'shop@lavka.example',
  workHours: 'Пн–Сб 10:00–20:00',
};

export const EMPTY_BASKET_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Handlers every test gets: the signed-in admin and empty dictionaries. A test overrides what it
 * looks at with `server.use(...)`.
 */
export const defaultHandlers = [
  graphql.mutation('CheckSession', () => HttpResponse.json(sessionOf(adminUser))),
  graphql.query('AdminMe', () => HttpResponse.json({ data: { me: adminUser } })),
  graphql.query('AdminNewMessageCount', () => HttpResponse.json({ data: { waiting: { __typename: 'ShopMessageList', length: 0 } } })),
  graphql.query('AdminOpenReturnRequestCount', () => HttpResponse.json({ data: { open: { __typename: 'ReturnRequestList', length: 0 } } })),
  graphql.query('AdminDashboard', () => HttpResponse.json({ data: { dashboard: emptyDashboard } })),
  graphql.query('AdminCategories', () => HttpResponse.json({ data: emptyList('CategoryList') })),
  graphql.query('AdminBrands', () => HttpResponse.json({ data: emptyList('BrandList') })),
  graphql.query('AdminColors', () => HttpResponse.json({ data: emptyList('ColorList') })),
  graphql.query('AdminSizes', () => HttpResponse.json({ data: emptyList('SizeList') })),
  graphql.query('AdminTags', () => HttpResponse.json({ data: emptyList('TagList') })),
  graphql.query('AdminCategoryOptions', () => HttpResponse.json({ data: { options: { __typename: 'CategoryList', rows: [] } } })),
  graphql.query('ProductReviews', () => HttpResponse.json({ data: { reviews: { __typename: 'ReviewList', rows: [], length: 0 } } })),
  graphql.query('ProductQuestions', () => HttpResponse.json({ data: { questions: { __typename: 'QuestionList', rows: [], length: 0 } } })),
  // A customer who signs in is given their basket and wishlist (storefront/shop/claim-shopper-records.ts): an empty basket, no wishlist.
  graphql.mutation('CreateBasket', () => HttpResponse.json({ data: { createBasket: { __typename: 'Basket', id: EMPTY_BASKET_ID, itemsAmount: 0, discountAmount: 0, totalAmount: 0, promoCode: null, promoProblem: null, discounts: [], orderProducts: [], problems: [] } } })),
  graphql.query('MyWishlist', () => HttpResponse.json({ data: { wishlists: { __typename: 'WishlistList', rows: [] } } })),
  graphql.query('HomePage', () => HttpResponse.json({ data: emptyHomePage })),
  graphql.query('InfoCheckoutMethods', () => HttpResponse.json({ data: { deliveryMethods: { __typename: 'DeliveryMethodList', rows: [] }, paymentMethods: { __typename: 'PaymentMethodList', rows: [] } } })),
  graphql.query('ShopContacts', () => HttpResponse.json({ data: { shopSettings: shopContacts } })),
  graphql.query('InfoPickupPoints', () => HttpResponse.json({ data: { pickupPoints: { __typename: 'PickupPointList', rows: [] } } })),
  graphql.query('InfoPromotions', () => HttpResponse.json({ data: { currentPromotions: [] } })),
  // The header's and the phone menu's category tree: one root with one subcategory.
  graphql.query('CatalogMenu', () =>
    HttpResponse.json({
      data: {
        categoriesTree: [
          { __typename: 'Category', id: 1, name: 'Женщинам', url: 'women', children: [{ __typename: 'Category', id: 2, name: 'Платья', url: 'women-dresses' }] },
          { __typename: 'Category', id: 10, name: 'Мужчинам', url: 'men', children: [] },
        ],
      },
    }),
  ),
  // A search the shop has no correction for.
  graphql.query('SearchCorrection', () => HttpResponse.json({ data: { searchCorrection: null } })),
  graphql.query('AdminStockMovements', () => HttpResponse.json({ data: { stockMovements: { __typename: 'StockMovementList', rows: [], length: 0 } } })),
  graphql.query('AdminStockAlertsWaiting', () => HttpResponse.json({ data: { stockAlertsWaiting: { __typename: 'StockAlertCountList', rows: [] } } })),
];

export const server = setupServer(...defaultHandlers);

/** A GraphQL error as the server formats it (Russian message, code, status, details). */
export function graphQLError(status: number, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return HttpResponse.json<{ errors: { message: string; extensions: Record<string, unknown> }[] }>({
    errors: [{ message, extensions: { code, status, ...(details ? { details } : {}) } }],
  });
}
