/**
 * The back office, loaded on demand by the admin routes: a shopper's bundle never contains it.
 * Every screen is wrapped in the admin's Chakra system, which adds the multipart recipes.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { loadNoticeToaster } from '../shared/notices/Notices';
import { ThemeProvider } from '../shared/theme/ThemeProvider';
import { AdminLoginView } from './auth/views/AdminLoginView';
import { bannerUrls } from './banners/urls';
import { BannerUpdateView } from './banners/views/BannerUpdateView';
import { BannersView } from './banners/views/BannersView';
import { basketUrls } from './baskets/urls';
import { BasketsListView } from './baskets/views/BasketsListView';
import { brandsDictionary } from './brands/brands.dictionary';
import { campaignsDictionary } from './campaigns/campaigns.dictionary';
import { campaignUrls } from './campaigns/urls';
import { CampaignsListView } from './campaigns/views/CampaignsListView';
import { CampaignView } from './campaigns/views/CampaignView';
import { categoriesDictionary } from './categories/categories.dictionary';
import { checkoutUrls } from './checkouts/urls';
import { CheckoutCreateView } from './checkouts/views/CheckoutCreateView';
import { CheckoutsListView } from './checkouts/views/CheckoutsListView';
import { ReturnRequestsListView } from './checkouts/views/ReturnRequestsListView';
import { CheckoutView } from './checkouts/views/CheckoutView';
import { CheckoutsPrintView } from './checkouts/views/CheckoutsPrintView';
import { colorsDictionary } from './colors/colors.dictionary';
import { deliveryMethodsDictionary } from './checkout-methods/delivery-methods.dictionary';
import { paymentMethodsDictionary } from './checkout-methods/payment-methods.dictionary';
import { pickupPointsDictionary } from './checkout-methods/pickup-points.dictionary';
import { createDictionaryScreens, type DictionaryScreens } from './dictionaries/create-dictionary-screens';
import { DictionaryCreateView } from './dictionaries/views/DictionaryFormView';
import { createDiscussionScreens, type DiscussionScreens } from './discussions/create-discussion-screens';
import { AdminLayout } from './layout/views/AdminLayout';
import { ConsentsListView } from './consents/views/ConsentsListView';
import { messageUrls } from './messages/urls';
import { MessagesListView } from './messages/views/MessagesListView';
import { newsDictionary } from './news/news.dictionary';
import { productUrls } from './products/urls';
import { ProductCreateView, ProductEditView } from './products/views/ProductFormView';
import { ProductsListView } from './products/views/ProductsListView';
import { promotionUrls } from './promotions/urls';
import { PromotionCreateView, PromotionEditView } from './promotions/views/PromotionFormViews';
import { PromotionsListView } from './promotions/views/PromotionsListView';
import { questionsDiscussion } from './questions/questions.discussion';
import { reviewsDiscussion } from './reviews/reviews.discussion';
import type { BannerScreenKey, CampaignScreenKey, DictionaryKey, DiscussionKey, OfficeScreenKey, OrderScreenKey, ProductScreenKey, PromotionScreenKey, SettingsScreenKey } from './sections';
import { DashboardView } from './dashboard/views/DashboardView';
import { AuditLogView } from './audit/views/AuditLogView';
import { exchangeUrls } from './exchange/urls';
import { ExchangeView } from './exchange/views/ExchangeView';
import { SearchView } from './search/views/SearchView';
import { AdminNotFoundView } from './layout/views/AdminNotFoundView';
import { dashboardUrls } from './dashboard/urls';
import { dictionarySections, discussionSections } from './sections';
import { settingsUrl } from './settings/urls';
import { SettingsView } from './settings/views/SettingsView';
import { ShopSettingsView } from './settings/views/ShopSettingsView';
import { sizesDictionary } from './sizes/sizes.dictionary';
import { SubscribersListView } from './subscribers/views/SubscribersListView';
import { tagsDictionary } from './tags/tags.dictionary';
import { adminSystem } from './theme/admin-system';
import { UserCreateView, UserEditView } from './users/views/UserFormViews';
import { UsersListView } from './users/views/UsersListView';

const dictionaries = {
  categories: categoriesDictionary,
  brands: brandsDictionary,
  colors: colorsDictionary,
  sizes: sizesDictionary,
  tags: tagsDictionary,
};

const discussions = {
  reviews: reviewsDiscussion,
  questions: questionsDiscussion,
};

/** The admin's Chakra system; the notices' toaster is fetched at once, since every admin action ends in a notice. */
function AdminTheme({ children }: { children: ReactNode }) {
  useEffect(() => void loadNoticeToaster(), []);
  return <ThemeProvider system={adminSystem}>{children}</ThemeProvider>;
}

const menu = [
  { label: 'Сводка', to: dashboardUrls.home },
  { label: 'Товары', to: productUrls.list },
  ...dictionarySections.map(({ key }) => ({ label: dictionaries[key].texts.title, to: dictionaries[key].urls.list })),
  { label: 'Заказы', to: checkoutUrls.list },
  { label: 'Заявки на возврат', to: checkoutUrls.returnRequests, count: 'openReturnRequests' as const },
  { label: 'Корзины', to: basketUrls.list },
  { label: 'Сообщения', to: messageUrls.list, count: 'newMessages' as const },
  { label: deliveryMethodsDictionary.texts.title, to: deliveryMethodsDictionary.urls.list },
  { label: paymentMethodsDictionary.texts.title, to: paymentMethodsDictionary.urls.list },
  { label: pickupPointsDictionary.texts.title, to: pickupPointsDictionary.urls.list },
  ...discussionSections.map(({ key }) => ({ label: discussions[key].texts.title, to: discussions[key].urls.list })),
  { label: newsDictionary.texts.title, to: newsDictionary.urls.list },
  { label: 'Акции', to: promotionUrls.list },
  { label: campaignsDictionary.texts.title, to: campaignUrls.list },
  { label: 'Баннеры', to: bannerUrls.list },
  { label: 'Обмен', to: exchangeUrls.home },
  { label: 'Настройки', to: settingsUrl },
];

export const AdminLoginScreen: ComponentType = () => (
  <AdminTheme>
    <AdminLoginView />
  </AdminTheme>
);

export const AdminLayoutScreen: ComponentType = () => (
  <AdminTheme>
    <AdminLayout menu={menu} />
  </AdminTheme>
);

export const productScreens: Record<ProductScreenKey, ComponentType> = {
  ProductsList: ProductsListView,
  ProductCreate: ProductCreateView,
  ProductEdit: ProductEditView,
};

export const dictionaryScreens: Record<DictionaryKey, DictionaryScreens> = {
  categories: createDictionaryScreens(categoriesDictionary),
  brands: createDictionaryScreens(brandsDictionary),
  colors: createDictionaryScreens(colorsDictionary),
  sizes: createDictionaryScreens(sizesDictionary),
  tags: createDictionaryScreens(tagsDictionary),
  newsPosts: createDictionaryScreens(newsDictionary),
  deliveryMethods: createDictionaryScreens(deliveryMethodsDictionary),
  paymentMethods: createDictionaryScreens(paymentMethodsDictionary),
  pickupPoints: createDictionaryScreens(pickupPointsDictionary),
};

export const discussionScreens: Record<DiscussionKey, DiscussionScreens> = {
  reviews: createDiscussionScreens(reviewsDiscussion),
  questions: createDiscussionScreens(questionsDiscussion),
};

export const orderScreens: Record<OrderScreenKey, ComponentType> = {
  CheckoutsList: CheckoutsListView,
  CheckoutCreate: CheckoutCreateView,
  ReturnRequestsList: ReturnRequestsListView,
  CheckoutsPrint: CheckoutsPrintView,
  Checkout: CheckoutView,
  BasketsList: BasketsListView,
};

export const bannerScreens: Record<BannerScreenKey, ComponentType> = {
  Banners: BannersView,
  BannerUpdate: BannerUpdateView,
};

export const officeScreens: Record<OfficeScreenKey, ComponentType> = {
  Dashboard: DashboardView,
  AuditLog: AuditLogView,
  Exchange: ExchangeView,
  Search: SearchView,
  Messages: MessagesListView,
  NotFound: AdminNotFoundView,
};

export const promotionScreens: Record<PromotionScreenKey, ComponentType> = {
  PromotionsList: PromotionsListView,
  PromotionCreate: PromotionCreateView,
  Promotion: PromotionEditView,
};

export const campaignScreens: Record<CampaignScreenKey, ComponentType> = {
  CampaignsList: CampaignsListView,
  CampaignCreate: () => <DictionaryCreateView dictionary={campaignsDictionary} />,
  Campaign: CampaignView,
};

export const settingsScreens: Record<SettingsScreenKey, ComponentType> = {
  Settings: SettingsView,
  UsersList: UsersListView,
  UserCreate: UserCreateView,
  UserEdit: UserEditView,
  SubscribersList: SubscribersListView,
  ConsentsList: ConsentsListView,
  ShopSettings: ShopSettingsView,
};
