import { contactUrls } from '../contact/urls';
import { infoUrls } from '../info/urls';

export interface FooterLinkGroup {
  title: string;
  links: { label: string; to: string }[];
}

/** The two link groups of the footer (SPEC §1). */
export const footerGroups: FooterLinkGroup[] = [
  {
    title: 'О нас',
    links: [
      { label: 'Доставка', to: infoUrls.deliveryInfo },
      { label: 'Возврат товара', to: infoUrls.returnPolicy },
      { label: 'Отзывы', to: infoUrls.reviews },
      { label: 'Контакты', to: infoUrls.contacts },
    ],
  },
  {
    title: 'Сервис',
    links: [
      { label: 'Гарантии', to: infoUrls.guarantee },
      { label: 'Как купить', to: infoUrls.howToBuy },
      { label: 'Доставка', to: infoUrls.delivery },
      { label: 'Скидки', to: infoUrls.discount },
    ],
  },
];

/** Under the groups, next to the copyright: the newsletter's form (on /discount), the help desk and the consent text (152-ФЗ). */
export const footerExtraLinks: FooterLinkGroup['links'] = [
  { label: 'Подписаться на рассылку', to: infoUrls.discount },
  { label: 'Написать в поддержку', to: contactUrls.help },
  { label: 'Заказать звонок', to: contactUrls.callBack },
  { label: 'Согласие на обработку персональных данных', to: contactUrls.personalData },
];
