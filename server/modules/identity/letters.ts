import { letter } from '../../core/mail/letter.js';
import type { User } from './user.entity.js';

const hello = (user: Pick<User, 'firstName'>) => (user.firstName ? `Здравствуйте, ${user.firstName}!` : 'Здравствуйте!');

/** Sign-up: the login, the password only when the shop made it up (a chosen one is never mailed), and the confirmation link. */
export const signUpLetter = (user: User, generatedPassword: string | undefined, confirmUrl: string) =>
  letter(user.email, {
    subject: 'Добро пожаловать в магазин «{shop}»',
    greeting: hello(user),
    paragraphs: ['Вы зарегистрировались в интернет-магазине «{shop}». Сохраните данные для входа.', 'Чтобы подтвердить адрес почты, нажмите на кнопку ниже. Ссылка действует 7 дней.'],
    facts: [['Логин', user.email], ...(generatedPassword ? [['Пароль', generatedPassword] as [string, string]] : [])],
    action: { label: 'Подтвердить почту', url: confirmUrl },
  });

/** An account a manager created: the login and password, and the confirmation link when the address is not yet confirmed. */
export const accountCreatedLetter = (user: User, password: string, confirmUrl: string | undefined) =>
  letter(user.email, {
    subject: 'Для вас создана учётная запись в магазине «{shop}»',
    greeting: hello(user),
    paragraphs: ['Администратор магазина «{shop}» создал для вас учётную запись. Данные для входа ниже; пароль можно сменить в личном кабинете.'],
    facts: [
      ['Логин', user.email],
      ['Пароль', password],
    ],
    action: confirmUrl ? { label: 'Подтвердить почту', url: confirmUrl } : undefined,
  });

export const confirmationLetter = (user: User, confirmUrl: string) =>
  letter(user.email, {
    subject: 'Подтвердите адрес почты',
    greeting: hello(user),
    paragraphs: ['Чтобы подтвердить адрес почты в магазине «{shop}», нажмите на кнопку ниже. Ссылка действует 7 дней.', 'Если вы не регистрировались у нас, просто удалите это письмо.'],
    action: { label: 'Подтвердить почту', url: confirmUrl },
  });

export const resetLetter = (user: User, resetUrl: string) =>
  letter(user.email, {
    subject: 'Восстановление пароля',
    greeting: hello(user),
    paragraphs: ['Мы получили запрос на смену пароля в магазине «{shop}». Нажмите на кнопку ниже, чтобы задать новый пароль. Ссылка действует 1 час и срабатывает один раз.', 'Если вы не запрашивали смену пароля, просто удалите это письмо — пароль останется прежним.'],
    action: { label: 'Задать новый пароль', url: resetUrl },
  });
