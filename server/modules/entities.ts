import { Brand } from './catalogue/brand.entity.js';
import { Category } from './catalogue/category.entity.js';
import { Color } from './catalogue/color.entity.js';
import { Product, ProductVariant } from './catalogue/product.entities.js';
import { Size } from './catalogue/size.entity.js';
import { Tag } from './catalogue/tag.entity.js';
import { MailMessage } from '../core/mail/mail-message.entity.js';
import { Consent } from './identity/consent.entity.js';
import { RefreshToken } from './identity/refresh-token.entity.js';
import { User } from './identity/user.entity.js';
import { Image } from './media/image.entity.js';
import { Basket, BasketLine } from './shop/basket.entity.js';
import { Question, QuestionComment, Reaction, Review, ReviewComment } from './feedback/feedback.entities.js';
import { Address } from './shop/address.entity.js';
import { Checkout, CheckoutLine } from './shop/checkout.entity.js';
import { DeliveryMethod, PaymentMethod, PickupPoint } from './shop/checkout-methods.entities.js';
import { ShopSettings } from './content/shop-settings.entity.js';
import { Wishlist, WishlistItem } from './shop/wishlist.entity.js';
import { Payment, Refund } from './shop/payment/payment.entities.js';
import { Advertisement, NewsPost, ShopMessage, ShopMessageReply, Slide, Subscriber } from './content/content.entities.js';
import { Campaign, CampaignRecipient } from './content/campaign.entities.js';
import { CheckoutDiscount, Promotion } from './shop/promotion/promotion.entities.js';
import { OrderReturn, OrderReturnLine } from './shop/returns/order-return.entities.js';
import { ReturnRequest, ReturnRequestLine } from './shop/returns/return-request.entities.js';
import { ShopPayment } from './shop/payment/shop-payment.entity.js';
import { Shipment } from './delivery/shipment.entity.js';

/** Every entity MikroORM knows, listed statically so the built app needs no folder scanning. */
export const entities = [User, RefreshToken, Consent, MailMessage, Category, Brand, Size, Color, Tag, Product, ProductVariant, Image, NewsPost, Slide, Advertisement, Subscriber, ShopMessage, ShopMessageReply, Campaign, CampaignRecipient, Basket, BasketLine, Wishlist, WishlistItem, Address, DeliveryMethod, PaymentMethod, PickupPoint, ShopSettings, Checkout, CheckoutLine, Promotion, CheckoutDiscount, Payment, Refund, ShopPayment, OrderReturn, OrderReturnLine, ReturnRequest, ReturnRequestLine, Shipment, Review, ReviewComment, Question, QuestionComment, Reaction];
