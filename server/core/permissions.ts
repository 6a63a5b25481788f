import { forbidden, unauthorized } from './errors.js';

export const roles = ['User', 'SuperUser', 'Admin'] as const;
export type Role = (typeof roles)[number];

/** Who may call an operation: everyone, any signed-in user, or the listed roles. */
type Rule = 'anyone' | 'signedIn' | readonly Role[];

const staff = ['SuperUser', 'Admin'] as const;
const admin = ['Admin'] as const;

/** Reviews, questions and their comments: anyone reads, signed-in users write (authors or staff change them). */
function writing<N extends string>(name: N) {
  return {
    [`${name}.list`]: 'anyone',
    [`${name}.get`]: 'anyone',
    [`${name}.create`]: 'signedIn',
    [`${name}.update`]: 'signedIn',
    [`${name}.delete`]: 'signedIn',
  } as Record<`${N}.${'list' | 'get' | 'create' | 'update' | 'delete'}`, Rule>;
}

function dictionary<N extends string>(name: N) {
  return {
    [`${name}.list`]: 'anyone',
    [`${name}.get`]: 'anyone',
    [`${name}.create`]: staff,
    [`${name}.update`]: staff,
    [`${name}.delete`]: staff,
  } as Record<`${N}.${'list' | 'get' | 'create' | 'update' | 'delete'}`, Rule>;
}

/**
 * Every operation of both APIs and who may call it (CONTRACT §3). An operation that is not
 * listed here cannot be declared, and a handler without a declaration is refused.
 * Ownership ("my order") is checked by the services on top of this.
 */
export const permissions = {
  'system.health': 'anyone',
  'auth.signUp': 'anyone',
  'auth.signIn': 'anyone',
  'auth.adminSignIn': 'anyone',
  'auth.refresh': 'anyone',
  'auth.session': 'anyone',
  'auth.signOut': 'anyone',
  'auth.confirmEmail': 'anyone',
  'auth.requestReset': 'anyone',
  'auth.resetPassword': 'anyone',
  'auth.resendConfirmation': 'anyone',
  'auth.me': 'signedIn',
  'user.list': admin,
  'user.create': admin,
  'user.getByEmail': admin,
  // the owner or an Admin: checked by the user service
  'user.get': 'signedIn',
  'user.update': 'signedIn',
  'user.delete': 'signedIn',
  'user.changePassword': 'signedIn',
  'consent.text': 'anyone',
  'consent.list': staff,
  'contact.help': 'anyone',
  'contact.callBack': 'anyone',
  ...dictionary('deliveryMethod'),
  ...dictionary('paymentMethod'),
  // shoppers read the active points, staff keep them
  ...dictionary('pickupPoint'),
  // the shop's name, requisites and contacts (CONTRACT §19): read by anyone, changed by an Admin
  'shopSettings.get': 'anyone',
  'shopSettings.update': admin,
  ...dictionary('brand'),
  ...dictionary('size'),
  ...dictionary('color'),
  ...dictionary('tag'),
  ...dictionary('category'),
  'category.tree': 'anyone',
  'product.list': 'anyone',
  'search.suggest': 'anyone',
  'product.get': 'anyone',
  'product.create': staff,
  'product.update': staff,
  'product.delete': staff,
  'product.export': staff,
  'product.import': staff,
  'product.bulk': staff,
  'productVariant.update': staff,
  ...dictionary('newsPost'),
  'slide.list': 'anyone',
  'slide.update': staff,
  'advertisement.list': 'anyone',
  'advertisement.update': staff,
  'subscriber.subscribe': 'anyone',
  'subscriber.list': staff,
  // whoever holds the secret mailId (from the letter)
  'subscriber.get': 'anyone',
  // whoever holds the basket's or wishlist's UUID
  'basket.use': 'anyone',
  'basket.list': staff,
  'wishlist.use': 'anyone',
  // own wishlists, or all for staff: checked by the wishlist service
  'wishlist.list': 'signedIn',
  'wishlist.manage': staff,
  'address.direct': 'anyone',
  // own addresses, or any for staff: checked by the address service
  'address.list': 'signedIn',
  'address.get': 'signedIn',
  'address.create': 'signedIn',
  'address.update': 'signedIn',
  'address.delete': 'signedIn',
  'address.manage': staff,
  // choosing a delivery through СДЭК at checkout (CONTRACT §20): each call asks СДЭК, so limited per IP
  'delivery.cities': 'anyone',
  'delivery.points': 'anyone',
  'delivery.quote': 'anyone',
  'delivery.map': 'anyone',
  'checkout.direct': 'anyone',
  'checkout.place': 'signedIn',
  // the owner, staff, or a guest holding the order's accessToken: checked by the checkout service
  'checkout.get': 'anyone',
  'checkout.pay': 'anyone',
  'checkout.refund': staff,
  'checkout.return': staff,
  // the order's owner or a guest holding its key: checked by the return request service
  'returnRequest.create': 'anyone',
  'returnRequest.list': staff,
  'returnRequest.decide': staff,
  // ЮKassa's notifications: only from its addresses, and only what reading the payment back says
  'payment.notify': 'anyone',
  'checkout.mine': 'signedIn',
  'checkout.manage': staff,
  'checkout.export': staff,
  // hand an order to the carrier, print its forms
  'shipment.manage': staff,
  // the carrier's notifications: only what reading the shipment back says
  'shipment.notify': 'anyone',
  ...writing('review'),
  ...writing('reviewComment'),
  ...writing('question'),
  ...writing('questionComment'),
  'reaction.add': 'signedIn',
  // its owner or staff: checked by the reaction service
  'reaction.delete': 'signedIn',
  'reaction.toggle': 'signedIn',
  // edit or delete anyone's reviews, questions, comments and reactions; show reviews on the home page
  'feedback.moderate': staff,
  // hide or show several reviews or questions at once: what hiding one needs (feedback.moderate)
  'review.bulk': staff,
  'question.bulk': staff,
  'message.manage': staff,
  // newsletters: staff only, reading included
  'campaign.list': staff,
  'campaign.get': staff,
  'campaign.create': staff,
  'campaign.update': staff,
  'campaign.delete': staff,
  'campaign.send': staff,
  'campaign.test': staff,
  // promotions: staff only; shoppers apply a code to their basket (basket.use)
  'promotion.list': staff,
  'promotion.get': staff,
  'promotion.create': staff,
  'promotion.update': staff,
  'promotion.delete': staff,
  'promotion.current': 'anyone',
  // the stock's history: staff only
  'stockMovement.list': staff,
  // «Сообщить о поступлении»: anyone leaves an address; staff see how many wait
  'stockAlert.subscribe': 'anyone',
  'stockAlert.count': staff,
  'image.list': staff,
  'image.upload': 'signedIn',
  // staff, or the person who uploaded it: checked by the image service
  'image.delete': 'signedIn',
  'dashboard.read': staff,
  'audit.list': admin,
  'exchange.read': staff,
} satisfies Record<string, Rule>;

export type Operation = keyof typeof permissions;

export const isOperation = (name: string): name is Operation => Object.hasOwn(permissions, name);

/** The caller as the permission layer sees it. */
export interface Actor {
  id: number;
  role: Role;
}

export function can(actor: Actor | null, operation: Operation): boolean {
  const rule: Rule = permissions[operation];
  if (rule === 'anyone') return true;
  if (!actor) return false;
  return rule === 'signedIn' || rule.includes(actor.role);
}

/** Throws 401 for an anonymous caller and 403 for a caller whose role may not do it. */
export function authorize(actor: Actor | null, operation: Operation): void {
  if (can(actor, operation)) return;
  throw actor ? forbidden() : unauthorized();
}

/** Ownership on top of the table: the record's owner, or a caller the `operation` allows (staff), else 403. */
export function authorizeOwner(actor: Actor | null, ownerId: number | null | undefined, operation: Operation): void {
  if (actor && ownerId === actor.id) return;
  authorize(actor, operation);
}

/** Operations limited by AUTH_RATE_LIMIT_PER_MIN per IP on top of the general limit: password and token guessing, mail to any address. */
export const authLimited: ReadonlySet<Operation> = new Set<Operation>(['auth.signUp', 'auth.signIn', 'auth.adminSignIn', 'auth.refresh', 'auth.requestReset', 'auth.resetPassword', 'auth.resendConfirmation', 'returnRequest.create']);

/** Public operations that each cost a call to the delivery service: limited by DELIVERY_RATE_LIMIT_PER_MIN per IP. */
export const deliveryLimited: ReadonlySet<Operation> = new Set<Operation>(['delivery.cities', 'delivery.points', 'delivery.quote']);

/**
 * The one check both APIs make before an operation runs: the caller's role, then, for the
 * operations that guess passwords or tokens or cost a call to the delivery service, the stricter per-IP limit.
 */
export async function guard(ctx: { actor: Actor | null; throttle(bucket: 'auth' | 'delivery'): Promise<void> }, operation: Operation): Promise<void> {
  authorize(ctx.actor, operation);
  if (authLimited.has(operation)) await ctx.throttle('auth');
  if (deliveryLimited.has(operation)) await ctx.throttle('delivery');
}
