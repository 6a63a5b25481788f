/** The consent template the storefront shows at /personal-data; change the version whenever its words change. */
export const CONSENT_VERSION = '2026-11-29';

/** Who processes the data: the seller as the shop settings name it (152-ФЗ asks for the operator's name and address). */
export interface Operator {
  name: string;
  legalName: string;
  inn: string;
  ogrn: string;
  address: string;
}

/** The operator as the text names them: the legal name with its numbers and address, or the shop alone while the requisites are blank. */
function operatorWords({ name, legalName, inn, ogrn, address }: Operator): string {
  if (!legalName.trim()) return `интернет-магазину «${name}»`;
  const numbers = [inn && `ИНН ${inn}`, ogrn && `${ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${ogrn}`, address && `адрес: ${address}`].filter(Boolean).join(', ');
  return `${legalName}${numbers ? ` (${numbers})` : ''}, продавцу интернет-магазина «${name}»,`;
}

/** The consent's paragraphs, naming the operator. */
export function consentText(operator: Operator): string[] {
  return [
    `Я даю согласие ${operatorWords(operator)} на обработку моих персональных данных: фамилии, имени, адреса электронной почты, номера телефона и адреса доставки.`,
    'Цели обработки: регистрация и вход в личный кабинет, оформление и доставка заказов, ответы на обращения и обратные звонки, рассылка новостей магазина, письма о поступлении товаров — в той мере, в какой я пользуюсь этими услугами.',
    'Действия с данными: сбор, запись, систематизация, хранение, уточнение, использование, передача службе доставки для выполнения заказа, обезличивание, блокирование и уничтожение, с использованием средств автоматизации и без них.',
    'Согласие действует до достижения целей обработки или до его отзыва. Отозвать согласие можно, написав в службу поддержки магазина; после отзыва данные уничтожаются в течение 30 дней, если закон не требует хранить их дольше.',
    'Согласие дано свободно, своей волей и в своём интересе, в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».',
  ];
}
