import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import { expect } from 'vitest';
import type { Role } from '../../server/core/permissions.js';
import type { TestApp } from './test-app.js';

/**
 * Where each query and mutation of schema.graphql has a successful call through the real server.
 * graphql-success-paths.test.ts fails when a field is missing here or a file named here does not
 * make the call: the files that record their calls (`successRecorder`) check at their end that
 * every field given to them answered data without errors; any other file must hold the field in
 * a GraphQL document and read the field's `data`.
 */
export const successPaths: Record<string, string> = {
  // identity
  'query me': 'graphql-accounts.test.ts',
  'query users': 'identity.test.ts',
  'query user': 'graphql-accounts.test.ts',
  'query userByEmail': 'graphql-accounts.test.ts',
  'query consentText': 'graphql-accounts.test.ts',
  'query consents': 'graphql-accounts.test.ts',
  'mutation signUp': 'identity.test.ts',
  'mutation signIn': 'graphql-accounts.test.ts',
  'mutation adminSignIn': 'identity.test.ts',
  'mutation refreshToken': 'graphql-accounts.test.ts',
  'mutation checkSession': 'graphql-accounts.test.ts',
  'mutation signOut': 'identity.test.ts',
  'mutation confirmEmail': 'graphql-accounts.test.ts',
  'mutation requestPasswordReset': 'graphql-accounts.test.ts',
  'mutation resetPassword': 'graphql-accounts.test.ts',
  'mutation resendConfirmation': 'graphql-accounts.test.ts',
  'mutation createUser': 'graphql-accounts.test.ts',
  'mutation updateUser': 'graphql-accounts.test.ts',
  'mutation deleteUser': 'graphql-accounts.test.ts',
  'mutation changePassword': 'graphql-accounts.test.ts',
  'mutation sendHelpMessage': 'graphql-accounts.test.ts',
  'mutation requestCallBack': 'identity.test.ts',
  'query messages': 'moderation-inbox.test.ts',
  'mutation setMessageStatus': 'moderation-inbox.test.ts',
  'mutation replyToMessage': 'moderation-inbox.test.ts',
  // catalogue
  'query brands': 'categories.test.ts',
  'query brand': 'graphql-catalogue.test.ts',
  'query sizes': 'dictionaries.test.ts',
  'query size': 'graphql-catalogue.test.ts',
  'query colors': 'graphql-catalogue.test.ts',
  'query color': 'graphql-catalogue.test.ts',
  'query tags': 'graphql-catalogue.test.ts',
  'query tag': 'graphql-catalogue.test.ts',
  'query categories': 'graphql-catalogue.test.ts',
  'query category': 'graphql-catalogue.test.ts',
  'query categoriesTree': 'categories.test.ts',
  'query categoryByUrl': 'graphql-catalogue.test.ts',
  'mutation createBrand': 'graphql-catalogue.test.ts',
  'mutation updateBrand': 'graphql-catalogue.test.ts',
  'mutation deleteBrand': 'graphql-catalogue.test.ts',
  'mutation createSize': 'graphql-catalogue.test.ts',
  'mutation updateSize': 'graphql-catalogue.test.ts',
  'mutation deleteSize': 'graphql-catalogue.test.ts',
  'mutation createColor': 'graphql-catalogue.test.ts',
  'mutation updateColor': 'graphql-catalogue.test.ts',
  'mutation deleteColor': 'graphql-catalogue.test.ts',
  'mutation createTag': 'graphql-catalogue.test.ts',
  'mutation updateTag': 'graphql-catalogue.test.ts',
  'mutation deleteTag': 'graphql-catalogue.test.ts',
  'mutation createCategory': 'graphql-catalogue.test.ts',
  'mutation updateCategory': 'graphql-catalogue.test.ts',
  'mutation deleteCategory': 'graphql-catalogue.test.ts',
  'query products': 'products.test.ts',
  'query product': 'commerceml-variants.test.ts',
  'query productByUrl': 'products.test.ts',
  'query productFacets': 'facets.test.ts',
  'query searchSuggest': 'search-suggest.test.ts',
  'query searchCorrection': 'search-suggest.test.ts',
  'query priceRange': 'products.test.ts',
  'query deliveryCities': 'cdek-checkout.test.ts',
  'query deliveryPoints': 'cdek-checkout.test.ts',
  'query deliveryQuote': 'cdek-checkout.test.ts',
  'query deliveryMap': 'cdek-checkout.test.ts',
  'mutation createProduct': 'graphql-catalogue.test.ts',
  'mutation updateProduct': 'products.test.ts',
  'mutation deleteProduct': 'graphql-catalogue.test.ts',
  'mutation bulkProducts': 'products-bulk.test.ts',
  'mutation bulkReviews': 'feedback-bulk.test.ts',
  'mutation bulkQuestions': 'feedback-bulk.test.ts',
  'mutation updateProductVariant': 'products-bulk.test.ts',
  'query stockMovements': 'stock-movements.test.ts',
  'query stockAlertsWaiting': 'stock-alerts.test.ts',
  'mutation subscribeStockAlert': 'stock-alerts.test.ts',
  'query images': 'graphql-catalogue.test.ts',
  'mutation uploadImages': 'images.test.ts',
  'mutation deleteImage': 'graphql-catalogue.test.ts',
  // content
  'query newsPosts': 'graphql-content.test.ts',
  'query newsPost': 'graphql-content.test.ts',
  'query newsPostByUrl': 'graphql-content.test.ts',
  'mutation createNewsPost': 'graphql-content.test.ts',
  'mutation updateNewsPost': 'graphql-content.test.ts',
  'mutation deleteNewsPost': 'graphql-content.test.ts',
  'query slides': 'graphql-content.test.ts',
  'mutation createSlide': 'graphql-content.test.ts',
  'mutation replaceSlides': 'graphql-content.test.ts',
  'query advertisements': 'graphql-content.test.ts',
  'mutation updateAdvertisement': 'graphql-content.test.ts',
  'query subscriber': 'subscriptions-opt-in.test.ts',
  'query subscribers': 'subscriptions-opt-in.test.ts',
  'mutation subscribe': 'subscriptions-opt-in.test.ts',
  'mutation confirmSubscription': 'subscriptions-opt-in.test.ts',
  'mutation unsubscribe': 'graphql-content.test.ts',
  'query campaigns': 'graphql-content.test.ts',
  'query campaign': 'graphql-content.test.ts',
  'query campaignPreview': 'newsletters.test.ts',
  'mutation createCampaign': 'graphql-content.test.ts',
  'mutation updateCampaign': 'graphql-content.test.ts',
  'mutation deleteCampaign': 'graphql-content.test.ts',
  'mutation sendCampaign': 'graphql-content.test.ts',
  'mutation sendCampaignToMe': 'newsletters.test.ts',
  // shop
  'query basket': 'hardening-accounts.test.ts',
  'query baskets': 'shop-members.test.ts',
  'mutation createBasket': 'shop-members.test.ts',
  'mutation addToBasket': 'baskets.test.ts',
  'mutation setBasketLine': 'graphql-shop.test.ts',
  'mutation removeFromBasket': 'graphql-shop.test.ts',
  'mutation applyPromoCode': 'promotions.test.ts',
  'mutation removePromoCode': 'promotions.test.ts',
  'mutation clearBasket': 'graphql-shop.test.ts',
  'query wishlist': 'graphql-shop.test.ts',
  'query wishlistProducts': 'shop-members.test.ts',
  'query wishlists': 'graphql-shop.test.ts',
  'mutation createWishlist': 'graphql-shop.test.ts',
  'mutation updateWishlist': 'graphql-shop.test.ts',
  'mutation deleteWishlist': 'graphql-shop.test.ts',
  'query addresses': 'graphql-shop.test.ts',
  'query address': 'graphql-shop.test.ts',
  'mutation createAddress': 'graphql-shop.test.ts',
  'mutation updateAddress': 'graphql-shop.test.ts',
  'mutation deleteAddress': 'graphql-shop.test.ts',
  'mutation createDirectAddress': 'graphql-shop.test.ts',
  'query deliveryMethods': 'graphql-shop.test.ts',
  'query deliveryMethod': 'graphql-shop.test.ts',
  'mutation createDeliveryMethod': 'graphql-shop.test.ts',
  'mutation updateDeliveryMethod': 'delivery-payment.test.ts',
  'mutation deleteDeliveryMethod': 'graphql-shop.test.ts',
  'query paymentMethods': 'delivery-payment.test.ts',
  'query paymentMethod': 'graphql-shop.test.ts',
  'query pickupPoints': 'pickup-points.test.ts',
  'query pickupPoint': 'pickup-points.test.ts',
  'mutation createPickupPoint': 'pickup-points.test.ts',
  'mutation updatePickupPoint': 'pickup-points.test.ts',
  'mutation deletePickupPoint': 'pickup-points.test.ts',
  'query shopSettings': 'shop-settings.test.ts',
  'mutation updateShopSettings': 'shop-settings.test.ts',
  'mutation createPaymentMethod': 'graphql-shop.test.ts',
  'mutation updatePaymentMethod': 'graphql-shop.test.ts',
  'mutation deletePaymentMethod': 'graphql-shop.test.ts',
  'query promotions': 'promotions.test.ts',
  'query promotion': 'graphql-shop.test.ts',
  'query currentPromotions': 'promotions.test.ts',
  'mutation createPromotion': 'promotions.test.ts',
  'mutation updatePromotion': 'graphql-shop.test.ts',
  'mutation deletePromotion': 'graphql-shop.test.ts',
  // orders
  'query myCheckouts': 'shop-members.test.ts',
  'query checkouts': 'shop-members.test.ts',
  'query orderCustomers': 'phone-orders.test.ts',
  'query checkout': 'order-money.test.ts',
  'query checkoutHistory': 'order-money.test.ts',
  'mutation setCheckoutStatuses': 'checkout-bulk.test.ts',
  'mutation placeCheckout': 'shop-members.test.ts',
  'mutation placeDirectCheckout': 'delivery-payment.test.ts',
  'mutation setCheckoutStatus': 'shop-members.test.ts',
  'mutation deleteCheckout': 'graphql-shop.test.ts',
  'mutation payCheckout': 'online-payment.test.ts',
  'mutation refundCheckout': 'online-payment.test.ts',
  'mutation returnCheckout': 'order-returns.test.ts',
  'mutation createReturnRequest': 'return-requests.test.ts',
  'mutation decideReturnRequest': 'return-requests.test.ts',
  'query returnRequests': 'return-requests.test.ts',
  'mutation createShipment': 'cdek-shipping.test.ts',
  'query checkoutShipment': 'cdek-shipping.test.ts',
  // feedback
  'query reviews': 'feedback.test.ts',
  'query review': 'feedback.test.ts',
  'query reviewComments': 'graphql-feedback.test.ts',
  'query reviewComment': 'graphql-feedback.test.ts',
  'query questions': 'feedback.test.ts',
  'query question': 'graphql-feedback.test.ts',
  'query questionComments': 'graphql-feedback.test.ts',
  'query questionComment': 'graphql-feedback.test.ts',
  'mutation createReview': 'graphql-feedback.test.ts',
  'mutation updateReview': 'graphql-feedback.test.ts',
  'mutation deleteReview': 'graphql-feedback.test.ts',
  'mutation createReviewComment': 'graphql-feedback.test.ts',
  'mutation updateReviewComment': 'graphql-feedback.test.ts',
  'mutation deleteReviewComment': 'graphql-feedback.test.ts',
  'mutation createQuestion': 'graphql-feedback.test.ts',
  'mutation updateQuestion': 'moderation-inbox.test.ts',
  'mutation deleteQuestion': 'graphql-feedback.test.ts',
  'mutation createQuestionComment': 'graphql-feedback.test.ts',
  'mutation updateQuestionComment': 'graphql-feedback.test.ts',
  'mutation deleteQuestionComment': 'graphql-feedback.test.ts',
  'mutation toggleReviewReaction': 'graphql-feedback.test.ts',
  'mutation toggleReviewCommentReaction': 'graphql-feedback.test.ts',
  'mutation toggleQuestionReaction': 'graphql-feedback.test.ts',
  'mutation toggleQuestionCommentReaction': 'graphql-feedback.test.ts',
  // back office
  'query dashboard': 'dashboard.test.ts',
  'query auditLog': 'audit.test.ts',
  'query exchangeOverview': 'exchange-overview.test.ts',
};

/** The root fields of a document's operations, as `query name` / `mutation name`, with the key their data comes under. */
export function rootFields(document: string): { operation: string; key: string }[] {
  return parse(document)
    .definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .flatMap((definition) =>
      definition.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD && !selection.name.value.startsWith('__') ? [{ operation: `${definition.operation} ${selection.name.value}`, key: selection.alias?.value ?? selection.name.value }] : [],
      ),
    );
}

/**
 * `gql` as the test app has it, remembering each query and mutation that answered data without
 * errors; `verify()` then checks that every field `successPaths` gives to the calling file did.
 */
export function successRecorder(app: () => TestApp, fileUrl: string) {
  const file = basename(fileURLToPath(fileUrl));
  const succeeded = new Set<string>();

  async function gql<T = any>(query: string, variables: Record<string, unknown> = {}, as?: Role | { token: string }): Promise<{ data?: T; errors?: any }> {
    const answer = await app().gql<T>(query, variables, as);
    if (!answer.errors && answer.data) {
      for (const { operation, key } of rootFields(query)) if ((answer.data as Record<string, unknown>)[key] != null) succeeded.add(operation);
    }
    return answer;
  }

  function verify() {
    const given = Object.entries(successPaths)
      .filter(([, path]) => path === file)
      .map(([operation]) => operation);
    expect(given.length).toBeGreaterThan(0);
    expect(given.filter((operation) => !succeeded.has(operation))).toEqual([]);
  }

  return { gql, verify, succeeded };
}
