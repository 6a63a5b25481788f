import { bannerUrls } from './banners/urls';
import { basketUrls } from './baskets/urls';
import { brandUrls } from './brands/urls';
import { campaignUrls } from './campaigns/urls';
import { checkoutUrls } from './checkouts/urls';
import { categoryUrls } from './categories/urls';
import { dashboardUrls } from './dashboard/urls';
import { auditUrls } from './audit/urls';
import { exchangeUrls } from './exchange/urls';
import { searchUrls } from './search/urls';
import { consentUrls } from './consents/urls';
import { messageUrls } from './messages/urls';
import { newsUrls } from './news/urls';
import { productUrls } from './products/urls';
import { promotionUrls } from './promotions/urls';
import { questionUrls } from './questions/urls';
import { reviewUrls } from './reviews/urls';
import { settingsUrl, shopSettingsUrl } from './settings/urls';
import { subscriberUrls } from './subscribers/urls';
import { userUrls } from './users/urls';
import { colorUrls } from './colors/urls';
import { sizeUrls } from './sizes/urls';
import { tagUrls } from './tags/urls';
import { deliveryMethodUrls, paymentMethodUrls, pickupPointUrls } from './checkout-methods/urls';

/** The products screens (SPEC §2), first of the catalogue in the menu, and the key of each one's component in the admin chunk. */
export const productSections = [
  { path: productUrls.list, screen: 'ProductsList' },
  { path: productUrls.create, screen: 'ProductCreate' },
  { path: productUrls.editPattern, screen: 'ProductEdit' },
] as const;

export type ProductScreenKey = (typeof productSections)[number]['screen'];

/**
 * The dictionaries of the back office and their addresses, in menu order. Only addresses live
 * here: the route table reads it without pulling the admin screens into the storefront bundle.
 */
export const dictionarySections = [
  { key: 'categories', urls: categoryUrls },
  { key: 'brands', urls: brandUrls },
  { key: 'colors', urls: colorUrls },
  { key: 'sizes', urls: sizeUrls },
  { key: 'tags', urls: tagUrls },
] as const;

/** The news (SPEC §2): one more dictionary, in the menu with the shop's content rather than the catalogue. */
export const newsSection = { key: 'newsPosts', urls: newsUrls } as const;

/** The ways to deliver and to pay (CONTRACT §9): dictionaries too, in the menu beside the orders. */
export const checkoutMethodSections = [
  { key: 'deliveryMethods', urls: deliveryMethodUrls },
  { key: 'paymentMethods', urls: paymentMethodUrls },
  { key: 'pickupPoints', urls: pickupPointUrls },
] as const;

export type DictionaryKey = (typeof dictionarySections)[number]['key'] | typeof newsSection.key | (typeof checkoutMethodSections)[number]['key'];

/** The orders and baskets screens and the key of each one's component in the admin chunk. */
export const orderSections = [
  { path: checkoutUrls.list, screen: 'CheckoutsList' },
  { path: checkoutUrls.create, screen: 'CheckoutCreate' },
  { path: checkoutUrls.returnRequests, screen: 'ReturnRequestsList' },
  { path: checkoutUrls.printPattern, screen: 'CheckoutsPrint' },
  { path: checkoutUrls.orderPattern, screen: 'Checkout' },
  { path: basketUrls.list, screen: 'BasketsList' },
] as const;

export type OrderScreenKey = (typeof orderSections)[number]['screen'];

/** Shoppers' reviews and questions (SPEC §2), in menu order: a list and one thread's page each. */
export const discussionSections = [
  { key: 'reviews', urls: reviewUrls },
  { key: 'questions', urls: questionUrls },
] as const;

export type DiscussionKey = (typeof discussionSections)[number]['key'];

/** The banner's screens (SPEC §2): the slides with the advertisement text, and the slides' editor. */
export const bannerSections = [
  { path: bannerUrls.list, screen: 'Banners' },
  { path: bannerUrls.update, screen: 'BannerUpdate' },
] as const;

export type BannerScreenKey = (typeof bannerSections)[number]['screen'];

/** The newsletters (CONTRACT §15): the list, a new one, and one campaign's page (its form while a draft, its progress once sent). */
export const campaignSections = [
  { path: campaignUrls.list, screen: 'CampaignsList' },
  { path: campaignUrls.create, screen: 'CampaignCreate' },
  { path: campaignUrls.editPattern, screen: 'Campaign' },
] as const;

export type CampaignScreenKey = (typeof campaignSections)[number]['screen'];

/** The promotions and promo codes (CONTRACT §15): the list, a new one, and one promotion's form. */
export const promotionSections = [
  { path: promotionUrls.list, screen: 'PromotionsList' },
  { path: promotionUrls.create, screen: 'PromotionCreate' },
  { path: promotionUrls.editPattern, screen: 'Promotion' },
] as const;

export type PromotionScreenKey = (typeof promotionSections)[number]['screen'];

/** The settings screens (SPEC §2) and the key of each one's component in the admin chunk. */
export const settingsSections = [
  { path: settingsUrl, screen: 'Settings' },
  { path: userUrls.list, screen: 'UsersList' },
  { path: userUrls.create, screen: 'UserCreate' },
  { path: userUrls.editPattern, screen: 'UserEdit' },
  { path: subscriberUrls.list, screen: 'SubscribersList' },
  { path: consentUrls.list, screen: 'ConsentsList' },
  { path: shopSettingsUrl, screen: 'ShopSettings' },
] as const;

export type SettingsScreenKey = (typeof settingsSections)[number]['screen'];

/** The back office's own screens: the dashboard (its home), the audit log, the search over everything, the exchange with other systems and the shoppers' messages. */
export const officeSections = [
  { path: dashboardUrls.home, screen: 'Dashboard' },
  { path: auditUrls.list, screen: 'AuditLog' },
  { path: exchangeUrls.home, screen: 'Exchange' },
  { path: searchUrls.list, screen: 'Search' },
  { path: messageUrls.list, screen: 'Messages' },
  // Any other address under /admin: the back office's own «not found», inside its frame.
  { path: '*', screen: 'NotFound' },
] as const;

export type OfficeScreenKey = (typeof officeSections)[number]['screen'];

/** Where `/admin` leads. */
export const adminHomeUrl = dashboardUrls.home;
