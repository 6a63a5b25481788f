import { getNamedType, isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, type GraphQLArgument, type GraphQLField, type GraphQLInputType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../server/core/permissions.js';
import { hashPassword } from '../../server/modules/identity/auth.service.js';
import { User } from '../../server/modules/identity/user.entity.js';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Who may call what, written by hand from CONTRACT §3 (and the sections it points to), not read
 * from server/core/permissions.ts: every REST route and every GraphQL query and mutation, with the
 * callers allowed past the permission layer. Each row is called by all four callers through the
 * real server; a caller left out must be refused (anonymous 401, a signed-in role 403), a caller
 * listed must not be (a dummy body may well get 400 or 404). SuperUser is the manager («Менеджер»):
 * what Admin may, except managing users and roles (CONTRACT §3).
 */

type Caller = 'anonymous' | 'User' | 'SuperUser' | 'Admin';
const callers: readonly Caller[] = ['anonymous', 'User', 'SuperUser', 'Admin'];

const anyone = callers;
const signedIn: readonly Caller[] = ['User', 'SuperUser', 'Admin'];
const staff: readonly Caller[] = ['SuperUser', 'Admin'];
const admin: readonly Caller[] = ['Admin'];

interface Expectation {
  /** `METHOD /path` as the OpenAPI document names it, or `query name` / `mutation name`. */
  operation: string;
  allowed: readonly Caller[];
  /** The path parameter or argument that names the caller's own account: the call is about oneself (ownership is checked on top of the role). */
  self?: string;
  /** The call ends the account that makes it: each caller makes it from a new account of its role. */
  fresh?: true;
  /** GraphQL argument literals to send instead of the placeholders. */
  args?: Record<string, string>;
}

/** Reads by anyone, writes by staff: the catalogue's dictionaries, news, delivery and payment methods (CONTRACT §3, §9). */
const readByAnyoneWrittenByStaff = (path: string, id: string): Expectation[] => [
  { operation: `GET ${path}`, allowed: anyone },
  { operation: `POST ${path}`, allowed: staff },
  { operation: `GET ${path}/{${id}}`, allowed: anyone },
  { operation: `PUT ${path}/{${id}}`, allowed: staff },
  { operation: `DELETE ${path}/{${id}}`, allowed: staff },
];
const graphqlReadByAnyoneWrittenByStaff = (many: string, one: string, type: string): Expectation[] => [
  { operation: `query ${many}`, allowed: anyone },
  { operation: `query ${one}`, allowed: anyone },
  { operation: `mutation create${type}`, allowed: staff },
  { operation: `mutation update${type}`, allowed: staff },
  { operation: `mutation delete${type}`, allowed: staff },
];
/** Reviews, questions and their comments: anyone reads the published ones, signed-in users write (authors change their own, staff anyone's). */
const discussion = (path: string, id: string): Expectation[] => [
  { operation: `GET ${path}`, allowed: anyone },
  { operation: `POST ${path}`, allowed: signedIn },
  { operation: `GET ${path}/{${id}}`, allowed: anyone },
  { operation: `PUT ${path}/{${id}}`, allowed: signedIn },
  { operation: `DELETE ${path}/{${id}}`, allowed: signedIn },
  { operation: `POST ${path}/reaction`, allowed: signedIn },
  { operation: `DELETE ${path}/reaction/{reactionId}`, allowed: signedIn },
];
const graphqlDiscussion = (many: string, one: string, type: string): Expectation[] => [
  { operation: `query ${many}`, allowed: anyone },
  { operation: `query ${one}`, allowed: anyone },
  { operation: `mutation create${type}`, allowed: signedIn },
  { operation: `mutation update${type}`, allowed: signedIn },
  { operation: `mutation delete${type}`, allowed: signedIn },
  { operation: `mutation toggle${type}Reaction`, allowed: signedIn },
];

const matrix: Record<string, Expectation[]> = {
  // CONTRACT §1: health for anyone; §2 Auth and §3: anyone signs up and in; §7: reset and resending answer anyone the same.
  'health and sign-in': [
    { operation: 'GET /health', allowed: anyone },
    { operation: 'POST /auth/signup', allowed: anyone },
    { operation: 'POST /auth/signin', allowed: anyone },
    // §13: staff sign-in is refused to a User by the credentials it checks, not by the caller's token
    { operation: 'POST /auth/admin/signin', allowed: anyone },
    { operation: 'POST /auth/token', allowed: anyone },
    { operation: 'POST /auth/session', allowed: anyone },
    { operation: 'POST /auth/signout', allowed: anyone },
    { operation: 'POST /auth/reset', allowed: anyone },
    { operation: 'PUT /auth/update-password', allowed: anyone },
    { operation: 'GET /auth/authorize/{token}', allowed: anyone },
    { operation: 'POST /users/email-confirmation', allowed: anyone },
    { operation: 'GET /auth/me', allowed: signedIn },
    { operation: 'mutation signUp', allowed: anyone },
    { operation: 'mutation signIn', allowed: anyone },
    { operation: 'mutation adminSignIn', allowed: anyone },
    // a token that is there but wrong is 403 by §2 whoever sends it: an empty one (400) shows the permission layer alone
    { operation: 'mutation refreshToken', allowed: anyone, args: { token: '""' } },
    { operation: 'mutation checkSession', allowed: anyone, args: { token: '""' } },
    { operation: 'mutation signOut', allowed: anyone },
    { operation: 'mutation confirmEmail', allowed: anyone },
    { operation: 'mutation requestPasswordReset', allowed: anyone },
    { operation: 'mutation resetPassword', allowed: anyone },
    { operation: 'mutation resendConfirmation', allowed: anyone },
    { operation: 'query me', allowed: signedIn },
  ],
  // §3: a User keeps their own profile and password; Admin manages users; SuperUser may not manage users and roles.
  users: [
    { operation: 'GET /users', allowed: admin },
    { operation: 'POST /users', allowed: admin },
    { operation: 'GET /users/get-by-email/{email}', allowed: admin },
    { operation: 'GET /users/user/{userId}', allowed: signedIn, self: 'userId' },
    { operation: 'PUT /users/user/{userId}', allowed: signedIn, self: 'userId' },
    { operation: 'DELETE /users/user/{userId}', allowed: signedIn, self: 'userId', fresh: true },
    { operation: 'PUT /users/changepsw/{userId}', allowed: signedIn, self: 'userId' },
    { operation: 'query users', allowed: admin },
    { operation: 'query userByEmail', allowed: admin },
    { operation: 'mutation createUser', allowed: admin },
    { operation: 'query user', allowed: signedIn, self: 'id' },
    { operation: 'mutation updateUser', allowed: signedIn, self: 'id' },
    { operation: 'mutation deleteUser', allowed: signedIn, self: 'id', fresh: true },
    { operation: 'mutation changePassword', allowed: signedIn, self: 'userId' },
  ],
  // §2 (152-ФЗ): anyone reads the consent text; the records are shop data for staff (README: staff list consent records).
  consents: [
    { operation: 'GET /consent', allowed: anyone },
    { operation: 'GET /consents', allowed: staff },
    { operation: 'query consentText', allowed: anyone },
    { operation: 'query consents', allowed: staff },
  ],
  // §3: anyone sends a help-desk message or a call-back request; §13: staff read them in the inbox.
  'messages to the shop': [
    { operation: 'POST /users/help', allowed: anyone },
    { operation: 'POST /subscribes/call', allowed: anyone },
    { operation: 'GET /messages', allowed: staff },
    { operation: 'PUT /messages/{messageId}', allowed: staff },
    { operation: 'POST /messages/{messageId}/replies', allowed: staff },
    { operation: 'mutation sendHelpMessage', allowed: anyone },
    { operation: 'mutation requestCallBack', allowed: anyone },
    { operation: 'query messages', allowed: staff },
    { operation: 'mutation setMessageStatus', allowed: staff },
    { operation: 'mutation replyToMessage', allowed: staff },
  ],
  // §3: anyone reads the catalogue; Admin and SuperUser change it.
  'catalogue dictionaries': [
    ...readByAnyoneWrittenByStaff('/brands', 'brandId'),
    ...readByAnyoneWrittenByStaff('/sizes', 'sizeId'),
    ...readByAnyoneWrittenByStaff('/colors', 'colorId'),
    ...readByAnyoneWrittenByStaff('/tags', 'tagId'),
    ...readByAnyoneWrittenByStaff('/categories', 'categoryId'),
    { operation: 'GET /categories/categoriesTree', allowed: anyone },
    ...graphqlReadByAnyoneWrittenByStaff('brands', 'brand', 'Brand'),
    ...graphqlReadByAnyoneWrittenByStaff('sizes', 'size', 'Size'),
    ...graphqlReadByAnyoneWrittenByStaff('colors', 'color', 'Color'),
    ...graphqlReadByAnyoneWrittenByStaff('tags', 'tag', 'Tag'),
    ...graphqlReadByAnyoneWrittenByStaff('categories', 'category', 'Category'),
    { operation: 'query categoriesTree', allowed: anyone },
    { operation: 'query categoryByUrl', allowed: anyone },
  ],
  // §3 and §10: anyone reads products; staff create, change, export, import and bulk-edit them.
  products: [
    { operation: 'GET /products', allowed: anyone },
    { operation: 'GET /products/facets', allowed: anyone },
    { operation: 'GET /products/priceRange', allowed: anyone },
    { operation: 'GET /products/by-url/{url}', allowed: anyone },
    { operation: 'GET /products/{productId}', allowed: anyone },
    { operation: 'GET /search/suggest', allowed: anyone },
    { operation: 'GET /search/correction', allowed: anyone },
    { operation: 'POST /products', allowed: staff },
    { operation: 'PUT /products/{productId}', allowed: staff },
    { operation: 'DELETE /products/{productId}', allowed: staff },
    { operation: 'GET /products/export', allowed: staff },
    { operation: 'POST /products/import', allowed: staff },
    { operation: 'POST /products/bulk', allowed: staff },
    { operation: 'PATCH /product-variants/{variantId}', allowed: staff },
    { operation: 'query products', allowed: anyone },
    { operation: 'query product', allowed: anyone },
    { operation: 'query productByUrl', allowed: anyone },
    { operation: 'query productFacets', allowed: anyone },
    { operation: 'query searchSuggest', allowed: anyone },
    { operation: 'query searchCorrection', allowed: anyone },
    { operation: 'query priceRange', allowed: anyone },
    { operation: 'mutation createProduct', allowed: staff },
    { operation: 'mutation updateProduct', allowed: staff },
    { operation: 'mutation deleteProduct', allowed: staff },
    { operation: 'mutation bulkProducts', allowed: staff },
    { operation: 'mutation updateProductVariant', allowed: staff },
  ],
  // §16: staff read the stock's history; anyone asks to be told of a return to stock, staff see how many wait.
  stock: [
    { operation: 'GET /stock-movements', allowed: staff },
    { operation: 'POST /stock-alerts', allowed: anyone },
    { operation: 'GET /stock-alerts/waiting', allowed: staff },
    { operation: 'query stockMovements', allowed: staff },
    { operation: 'query stockAlertsWaiting', allowed: staff },
    { operation: 'mutation subscribeStockAlert', allowed: anyone },
  ],
  // §3: anyone reads news, slides and advertisements; staff manage them (§13: a manager saves the banner's text).
  'news, slides and banner': [
    ...readByAnyoneWrittenByStaff('/news', 'newsId'),
    { operation: 'GET /news/by-url/{url}', allowed: anyone },
    { operation: 'GET /slides', allowed: anyone },
    { operation: 'GET /slides/{slideId}', allowed: anyone },
    { operation: 'POST /slides', allowed: staff },
    { operation: 'PUT /slides', allowed: staff },
    { operation: 'GET /advertisements', allowed: anyone },
    { operation: 'GET /advertisements/{advertisementId}', allowed: anyone },
    { operation: 'PUT /advertisements/{advertisementId}', allowed: staff },
    ...graphqlReadByAnyoneWrittenByStaff('newsPosts', 'newsPost', 'NewsPost'),
    { operation: 'query newsPostByUrl', allowed: anyone },
    { operation: 'query slides', allowed: anyone },
    { operation: 'mutation createSlide', allowed: staff },
    { operation: 'mutation replaceSlides', allowed: staff },
    { operation: 'query advertisements', allowed: anyone },
    { operation: 'mutation updateAdvertisement', allowed: staff },
  ],
  // §3: anyone subscribes and unsubscribes by mailId; Admin (and so SuperUser) reads subscribers and their export; §15: newsletters are staff's.
  'subscribers and newsletters': [
    { operation: 'POST /subscribes', allowed: anyone },
    { operation: 'POST /subscribes/confirm', allowed: anyone },
    { operation: 'GET /subscribes/{mailId}', allowed: anyone },
    { operation: 'DELETE /subscribes/{mailId}', allowed: anyone },
    { operation: 'GET /subscribes/{mailId}/unsubscribe', allowed: anyone },
    { operation: 'POST /subscribes/{mailId}/unsubscribe', allowed: anyone },
    { operation: 'GET /subscribes', allowed: staff },
    { operation: 'GET /subscribes/files', allowed: staff },
    { operation: 'query subscriber', allowed: anyone },
    { operation: 'query subscribers', allowed: staff },
    { operation: 'mutation subscribe', allowed: anyone },
    { operation: 'mutation confirmSubscription', allowed: anyone },
    { operation: 'mutation unsubscribe', allowed: anyone },
    { operation: 'GET /campaigns', allowed: staff },
    { operation: 'POST /campaigns', allowed: staff },
    { operation: 'GET /campaigns/{campaignId}', allowed: staff },
    { operation: 'PUT /campaigns/{campaignId}', allowed: staff },
    { operation: 'DELETE /campaigns/{campaignId}', allowed: staff },
    { operation: 'POST /campaigns/{campaignId}/send', allowed: staff },
    { operation: 'GET /campaigns/{campaignId}/preview', allowed: staff },
    { operation: 'POST /campaigns/{campaignId}/test', allowed: staff },
    { operation: 'query campaigns', allowed: staff },
    { operation: 'query campaign', allowed: staff },
    { operation: 'query campaignPreview', allowed: staff },
    { operation: 'mutation createCampaign', allowed: staff },
    { operation: 'mutation updateCampaign', allowed: staff },
    { operation: 'mutation deleteCampaign', allowed: staff },
    { operation: 'mutation sendCampaign', allowed: staff },
    { operation: 'mutation sendCampaignToMe', allowed: staff },
  ],
  // §3: a User uploads pictures for a review; images are shop data for staff (README: staff or the uploader delete one).
  images: [
    { operation: 'GET /images', allowed: staff },
    { operation: 'GET /images/{fileName}/info', allowed: staff },
    { operation: 'POST /images', allowed: signedIn },
    { operation: 'DELETE /images/{fileName}', allowed: signedIn },
    { operation: 'query images', allowed: staff },
    { operation: 'mutation uploadImages', allowed: signedIn },
    { operation: 'mutation deleteImage', allowed: signedIn },
  ],
  // §3: anyone creates and uses a basket or wishlist by its UUID; listing baskets is shop data (staff); a User lists their own wishlists.
  'baskets and wishlists': [
    { operation: 'GET /baskets', allowed: staff },
    { operation: 'POST /baskets', allowed: anyone },
    { operation: 'GET /baskets/{basketId}', allowed: anyone },
    { operation: 'GET /baskets/clear/{basketId}', allowed: anyone },
    { operation: 'POST /order-products/{basketId}', allowed: anyone },
    { operation: 'PUT /order-products/{basketId}', allowed: anyone },
    { operation: 'DELETE /order-products/{basketId}', allowed: anyone },
    { operation: 'POST /baskets/{basketId}/promo', allowed: anyone },
    { operation: 'DELETE /baskets/{basketId}/promo', allowed: anyone },
    { operation: 'query basket', allowed: anyone },
    { operation: 'query baskets', allowed: staff },
    { operation: 'mutation createBasket', allowed: anyone },
    { operation: 'mutation addToBasket', allowed: anyone },
    { operation: 'mutation setBasketLine', allowed: anyone },
    { operation: 'mutation removeFromBasket', allowed: anyone },
    { operation: 'mutation applyPromoCode', allowed: anyone },
    { operation: 'mutation removePromoCode', allowed: anyone },
    { operation: 'mutation clearBasket', allowed: anyone },
    { operation: 'POST /wishlists', allowed: anyone },
    { operation: 'GET /wishlists', allowed: signedIn },
    { operation: 'GET /wishlists/{wishlistId}', allowed: anyone },
    { operation: 'PUT /wishlists/{wishlistId}', allowed: anyone },
    { operation: 'DELETE /wishlists/{wishlistId}', allowed: anyone },
    { operation: 'GET /wishlists/wishlistProducts/{wishlistId}', allowed: anyone },
    { operation: 'query wishlist', allowed: anyone },
    { operation: 'query wishlistProducts', allowed: anyone },
    { operation: 'query wishlists', allowed: signedIn },
    { operation: 'mutation createWishlist', allowed: anyone },
    { operation: 'mutation updateWishlist', allowed: anyone },
    { operation: 'mutation deleteWishlist', allowed: anyone },
  ],
  // §3: a User keeps their own addresses; anyone orders without registering, leaving an address with consent (§2).
  addresses: [
    { operation: 'POST /addresses/direct', allowed: anyone },
    { operation: 'GET /addresses', allowed: signedIn },
    { operation: 'POST /addresses', allowed: signedIn },
    { operation: 'GET /addresses/{addressId}', allowed: signedIn },
    { operation: 'PUT /addresses/{addressId}', allowed: signedIn },
    { operation: 'DELETE /addresses/{addressId}', allowed: signedIn },
    { operation: 'mutation createDirectAddress', allowed: anyone },
    { operation: 'query addresses', allowed: signedIn },
    { operation: 'query address', allowed: signedIn },
    { operation: 'mutation createAddress', allowed: signedIn },
    { operation: 'mutation updateAddress', allowed: signedIn },
    { operation: 'mutation deleteAddress', allowed: signedIn },
  ],
  // §9: anyone lists the active methods, staff manage them; §15: promotions are staff's, the current ones public.
  'delivery, payment and promotions': [
    ...readByAnyoneWrittenByStaff('/delivery-methods', 'deliveryMethodId'),
    ...readByAnyoneWrittenByStaff('/payment-methods', 'paymentMethodId'),
    ...graphqlReadByAnyoneWrittenByStaff('deliveryMethods', 'deliveryMethod', 'DeliveryMethod'),
    ...graphqlReadByAnyoneWrittenByStaff('paymentMethods', 'paymentMethod', 'PaymentMethod'),
    // §19: anyone lists the active pickup points, staff keep them; anyone reads the shop's settings, an Admin changes them.
    ...readByAnyoneWrittenByStaff('/pickup-points', 'pickupPointId'),
    ...graphqlReadByAnyoneWrittenByStaff('pickupPoints', 'pickupPoint', 'PickupPoint'),
    { operation: 'GET /shop-settings', allowed: anyone },
    { operation: 'PUT /shop-settings', allowed: admin },
    { operation: 'query shopSettings', allowed: anyone },
    { operation: 'mutation updateShopSettings', allowed: admin },
    { operation: 'GET /promotions/current', allowed: anyone },
    { operation: 'GET /promotions', allowed: staff },
    { operation: 'POST /promotions', allowed: staff },
    { operation: 'GET /promotions/{promotionId}', allowed: staff },
    { operation: 'PUT /promotions/{promotionId}', allowed: staff },
    { operation: 'DELETE /promotions/{promotionId}', allowed: staff },
    { operation: 'query currentPromotions', allowed: anyone },
    { operation: 'query promotions', allowed: staff },
    { operation: 'query promotion', allowed: staff },
    { operation: 'mutation createPromotion', allowed: staff },
    { operation: 'mutation updatePromotion', allowed: staff },
    { operation: 'mutation deletePromotion', allowed: staff },
  ],
  // §3: anyone orders without registering, a User sees their own orders, Admin all orders;
  // §14: an order is paid by its owner, staff or a guest holding its key, notifications come from ЮKassa's addresses;
  // §10, §13, §14, §16: search, export, history, phone orders' customers, status, refunds and returns are staff's.
  // §20: anyone chooses a СДЭК delivery at checkout (cities, points, a basket's quote, the points' map).
  delivery: [
    { operation: 'GET /delivery/map', allowed: anyone },
    { operation: 'query deliveryMap', allowed: anyone },
    { operation: 'GET /delivery/cities', allowed: anyone },
    { operation: 'GET /delivery/points', allowed: anyone },
    { operation: 'POST /delivery/quote', allowed: anyone },
    { operation: 'query deliveryCities', allowed: anyone },
    { operation: 'query deliveryPoints', allowed: anyone },
    { operation: 'query deliveryQuote', allowed: anyone },
  ],
  orders: [
    { operation: 'POST /checkouts/direct', allowed: anyone },
    { operation: 'POST /checkouts', allowed: signedIn },
    { operation: 'GET /checkouts', allowed: signedIn },
    { operation: 'GET /checkouts/{checkoutId}', allowed: anyone },
    { operation: 'POST /checkouts/{checkoutId}/pay', allowed: anyone },
    { operation: 'POST /payments/yookassa', allowed: anyone },
    { operation: 'GET /checkouts/all', allowed: staff },
    { operation: 'GET /checkouts/customers', allowed: staff },
    { operation: 'GET /checkouts/export', allowed: staff },
    { operation: 'GET /checkouts/{checkoutId}/history', allowed: staff },
    { operation: 'PUT /checkouts/{checkoutId}', allowed: staff },
    // issue 47: a bulk status change is as many single changes: the same staff
    { operation: 'POST /checkouts/bulk-status', allowed: staff },
    { operation: 'DELETE /checkouts/{checkoutId}', allowed: staff },
    { operation: 'POST /checkouts/{checkoutId}/refunds', allowed: staff },
    { operation: 'POST /checkouts/{checkoutId}/returns', allowed: staff },
    { operation: 'mutation placeDirectCheckout', allowed: anyone },
    { operation: 'mutation placeCheckout', allowed: signedIn },
    { operation: 'query myCheckouts', allowed: signedIn },
    { operation: 'query checkout', allowed: anyone },
    { operation: 'mutation payCheckout', allowed: anyone },
    { operation: 'query checkouts', allowed: staff },
    { operation: 'query orderCustomers', allowed: staff },
    { operation: 'query checkoutHistory', allowed: staff },
    { operation: 'mutation setCheckoutStatus', allowed: staff },
    { operation: 'mutation setCheckoutStatuses', allowed: staff },
    { operation: 'mutation deleteCheckout', allowed: staff },
    { operation: 'mutation refundCheckout', allowed: staff },
    { operation: 'mutation returnCheckout', allowed: staff },
    // §20: staff hand an order to СДЭК and print its forms; СДЭК's notifications count only as read back from it.
    { operation: 'POST /checkouts/{checkoutId}/shipments', allowed: staff },
    { operation: 'GET /checkouts/{checkoutId}/shipments/waybill', allowed: staff },
    { operation: 'GET /checkouts/{checkoutId}/shipments/labels', allowed: staff },
    { operation: 'POST /deliveries/cdek', allowed: anyone },
    { operation: 'mutation createShipment', allowed: staff },
    { operation: 'query checkoutShipment', allowed: staff },
    // §19: the order's owner or a holder of its key asks for a return (checked by the service); staff list and decide.
    { operation: 'POST /checkouts/{checkoutId}/return-requests', allowed: anyone },
    { operation: 'GET /return-requests', allowed: staff },
    { operation: 'PUT /return-requests/{returnRequestId}', allowed: staff },
    { operation: 'mutation createReturnRequest', allowed: anyone },
    { operation: 'query returnRequests', allowed: staff },
    { operation: 'mutation decideReturnRequest', allowed: staff },
  ],
  // §3: anyone reads published reviews and questions; a User writes reviews, questions, comments and reacts.
  'reviews and questions': [
    ...discussion('/reviews', 'reviewId'),
    ...discussion('/comments', 'commentId'),
    ...discussion('/questions', 'questionId'),
    ...discussion('/question-comments', 'commentId'),
    ...graphqlDiscussion('reviews', 'review', 'Review'),
    ...graphqlDiscussion('reviewComments', 'reviewComment', 'ReviewComment'),
    ...graphqlDiscussion('questions', 'question', 'Question'),
    ...graphqlDiscussion('questionComments', 'questionComment', 'QuestionComment'),
    // issue 47: hiding several at once is what hiding one needs: staff (feedback.moderate)
    { operation: 'POST /reviews/bulk', allowed: staff },
    { operation: 'POST /questions/bulk', allowed: staff },
    { operation: 'mutation bulkReviews', allowed: staff },
    { operation: 'mutation bulkQuestions', allowed: staff },
  ],
  // §10: the dashboard is staff's, the audit log Admin's (README: a manager's settings offer neither users, roles nor the audit log); §11: 1C runs with a staff account.
  'back office': [
    { operation: 'GET /dashboard', allowed: staff },
    { operation: 'GET /audit', allowed: admin },
    { operation: 'GET /exchange', allowed: staff },
    { operation: 'query dashboard', allowed: staff },
    { operation: 'query auditLog', allowed: admin },
    { operation: 'query exchangeOverview', allowed: staff },
  ],
};

const rows = Object.values(matrix).flat();

let app: TestApp;
/** Each signed-in caller's own account id. */
const ids = new Map<Caller, number>();

beforeAll(async () => {
  // ЮKassa's notifications are taken from its addresses only (CONTRACT §14); here the callers are 127.0.0.1.
  app = await startTestApp({ YOOKASSA_NOTIFY_IPS: '127.0.0.1' });
  for (const caller of signedIn) ids.set(caller, (await app.rest('GET', '/auth/me', { as: caller as Role })).body.id);
});
afterAll(() => app.close());

/** A new account of the role, signed in: for calls that end the account making them. */
async function freshAccount(role: Exclude<Caller, 'anonymous'>): Promise<{ id: number; token: string }> {
  const email = `fresh-${role.toLowerCase()}-${Math.random().toString(36).slice(2)}@test.local`;
  const em = app.orm.em.fork();
  const user = em.create(User, { email, role, firstName: role, passwordHash: await hashPassword('fresh-password-1') });
  await em.flush();
  const session = await app.rest('POST', '/auth/signin', { body: { email, password: 'fresh-password-1' } });
  return { id: user.id, token: session.body.accessToken };
}

/** Who makes the call and which account "self" names. */
async function identity(row: Expectation, caller: Caller): Promise<{ token?: string; self: number }> {
  if (caller === 'anonymous') return { self: ids.get('User')! };
  if (row.fresh) {
    const account = await freshAccount(caller);
    return { token: account.token, self: account.id };
  }
  return { token: await app.tokenFor(caller), self: ids.get(caller)! };
}

/** Placeholder path values: well-formed, naming nothing that exists. */
const placeholders: Record<string, string> = {
  fileName: '00000000-0000-4000-8000-000000000000.png',
  mailId: '00000000-0000-4000-8000-000000000000',
  basketId: '00000000-0000-4000-8000-000000000000',
  wishlistId: '00000000-0000-4000-8000-000000000000',
  email: 'nobody@test.local',
  token: 'x',
  url: 'nothing',
};

type Outcome = 'passes' | 401 | 403 | `refused wrongly: ${string}`;

async function callRest(row: Expectation, caller: Caller): Promise<Outcome> {
  const [method, path] = row.operation.split(' ');
  const { token, self } = await identity(row, caller);
  const address = path.replace(/\{(\w+)\}/g, (_, name: string) => (name === row.self ? String(self) : (placeholders[name] ?? '999999')));
  const { status, body } = await app.rest(method, address, { body: method === 'GET' ? undefined : {}, token });
  if (status === 401 || status === 403) {
    const message = status === 401 ? 'Вы не авторизованы.' : 'У Вас недостаточно прав.';
    return body.message === message ? status : `refused wrongly: ${status} ${JSON.stringify(body)}`;
  }
  return 'passes';
}

/** A literal GraphQL accepts for an argument's type: enough to pass validation, naming nothing that exists. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return '[]';
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${required.map((field) => `${field.name}: ${literal(field.type)}`).join(', ')} }`;
  }
  return ({ Int: '999999', Float: '1', Boolean: 'true', JSONObject: '{}', DateTimeISO: '"2026-01-01T00:00:00.000Z"' } as Record<string, string>)[type.name] ?? '"x"';
}

function document(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, row: Expectation, self: number): string {
  const value = (arg: GraphQLArgument) => (arg.name === row.self ? String(self) : (row.args?.[arg.name] ?? literal(arg.type)));
  const args = field.args.filter((arg) => isNonNullType(arg.type) || arg.name === row.self || row.args?.[arg.name]).map((arg) => `${arg.name}: ${value(arg)}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

async function callGraphql(row: Expectation, caller: Caller): Promise<Outcome> {
  const [kind, name] = row.operation.split(' ') as ['query' | 'mutation', string];
  const field = (kind === 'query' ? app.schema.getQueryType() : app.schema.getMutationType())!.getFields()[name];
  const { token, self } = await identity(row, caller);
  const answer = await app.gql(document(kind, field, row, self), {}, token ? { token } : undefined);
  const error = answer.errors?.[0]?.extensions;
  if (error?.status === 401 || error?.status === 403) {
    const code = error.status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN';
    return error.code === code ? error.status : `refused wrongly: ${JSON.stringify(answer.errors[0])}`;
  }
  // A placeholder the schema refuses (a GraphQL validation error carries a `reason`) never reaches the permission layer.
  if (error?.reason) return `refused wrongly: the placeholder call is invalid: ${JSON.stringify(answer.errors[0])}`;
  return 'passes';
}

describe.each(Object.entries(matrix))('who may call %s', (_area, expectations) => {
  it.each(expectations)('$operation: only the callers CONTRACT allows get past the permission layer', async (row) => {
    const call = row.operation.startsWith('query ') || row.operation.startsWith('mutation ') ? callGraphql : callRest;
    const got: Record<string, Outcome> = {};
    const want: Record<string, Outcome> = {};
    for (const caller of callers) {
      got[caller] = await call(row, caller);
      want[caller] = row.allowed.includes(caller) ? 'passes' : caller === 'anonymous' ? 401 : 403;
    }
    expect(got).toEqual(want);
  });
});

describe('the permission matrix', () => {
  it('names every REST route of the OpenAPI document once, and nothing else', async () => {
    const openapi = (await app.rest('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(openapi.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = rows.map((row) => row.operation).filter((operation) => !/^(query|mutation) /.test(operation));
    expect(new Set(expected).size).toBe(expected.length);
    expect([...expected].sort()).toEqual([...served].sort());
    expect(served.length).toBeGreaterThan(150);
  });

  it('names every GraphQL query and mutation once, and nothing else', () => {
    const served = [
      ...Object.keys(app.schema.getQueryType()!.getFields()).map((name) => `query ${name}`),
      ...Object.keys(app.schema.getMutationType()!.getFields()).map((name) => `mutation ${name}`),
    ];
    const expected = rows.map((row) => row.operation).filter((operation) => /^(query|mutation) /.test(operation));
    expect(new Set(expected).size).toBe(expected.length);
    expect([...expected].sort()).toEqual([...served].sort());
    expect(served.length).toBeGreaterThan(150);
  });
});
