import { z } from 'zod';
import { deleted, message, page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import { id, text } from '../../core/validation.js';
import { changePasswordBody, consentQuery, email, emailBody, newPasswordBody, signInBody, signOutBody, signUpBody, tokenBody, userCreateBody, userQuery, userUpdateBody } from './auth.inputs.js';
import { consentOutput, consentText, sessionOutput, signedIn, tokensOutput, userOutput } from './identity.outputs.js';
import type { AuthService } from './auth.service.js';
import type { ConsentService } from './consent.service.js';
import type { UserService } from './user.service.js';

/** REST paths of SPEC §7 (Auth, Users) and CONTRACT §2. */
export function identityRoutes(auth: AuthService, users: UserService, consents: ConsentService): Route[] {
  const userParams = z.object({ userId: id });
  return [
    { method: 'post', path: '/auth/signup', tag: 'Auth', operation: 'auth.signUp', summary: 'Регистрация; пароль придумает магазин, если не задан', body: signUpBody, response: signedIn, handle: (ctx, req) => auth.signUp(ctx, req.body) },
    { method: 'post', path: '/auth/signin', tag: 'Auth', operation: 'auth.signIn', summary: 'Вход', body: signInBody, status: 200, response: signedIn, handle: (ctx, req) => auth.signIn(ctx, req.body) },
    { method: 'post', path: '/auth/admin/signin', tag: 'Auth', operation: 'auth.adminSignIn', summary: 'Вход в панель управления: Admin и менеджер (SuperUser)', body: signInBody, status: 200, response: signedIn, handle: (ctx, req) => auth.adminSignIn(ctx, req.body) },
    { method: 'post', path: '/auth/token', tag: 'Auth', operation: 'auth.refresh', summary: 'Новый токен доступа (и новый токен обновления)', body: tokenBody, status: 200, response: tokensOutput, handle: (ctx, req) => auth.refresh(ctx, req.body) },
    { method: 'post', path: '/auth/session', tag: 'Auth', operation: 'auth.session', summary: 'Проверка сессии', body: tokenBody, status: 200, response: sessionOutput, handle: (ctx, req) => auth.session(ctx, req.body) },
    { method: 'post', path: '/auth/signout', tag: 'Auth', operation: 'auth.signOut', summary: 'Выход: с этого устройства или со всех', body: signOutBody, status: 200, response: message, handle: (ctx, req) => auth.signOut(ctx, req.body) },
    { method: 'post', path: '/auth/reset', tag: 'Auth', operation: 'auth.requestReset', summary: 'Письмо со ссылкой для смены пароля', body: emailBody, status: 200, response: message, handle: (ctx, req) => auth.requestReset(ctx, req.body) },
    { method: 'put', path: '/auth/update-password', tag: 'Auth', operation: 'auth.resetPassword', summary: 'Новый пароль по ссылке из письма', body: newPasswordBody, response: signedIn, handle: (ctx, req) => auth.resetPassword(ctx, req.body) },
    {
      method: 'get',
      path: '/auth/authorize/{token}',
      tag: 'Auth',
      operation: 'auth.confirmEmail',
      summary: 'Подтверждение почты по ссылке из письма',
      params: z.object({ token: text() }),
      response: signedIn,
      handle: (ctx, req) => auth.confirmEmail(ctx, { token: req.params.token }),
    },
    { method: 'get', path: '/auth/me', tag: 'Auth', operation: 'auth.me', summary: 'Текущий пользователь', response: userOutput, handle: (ctx) => auth.me(ctx) },
    { method: 'get', path: '/consent', tag: 'Auth', operation: 'consent.text', summary: 'Текст согласия на обработку персональных данных и его версия', response: consentText, handle: (ctx) => consents.current(ctx) },
    { method: 'get', path: '/consents', tag: 'Auth', operation: 'consent.list', summary: 'Записи о согласиях', query: consentQuery, response: page(consentOutput), handle: (ctx, req) => consents.list(ctx, req.query) },

    { method: 'get', path: '/users', tag: 'Users', operation: 'user.list', summary: 'Пользователи', query: userQuery, response: page(userOutput), handle: (ctx, req) => users.list(ctx, req.query) },
    { method: 'post', path: '/users', tag: 'Users', operation: 'user.create', summary: 'Создать пользователя; пароль придёт ему письмом', body: userCreateBody, response: userOutput, handle: (ctx, req) => users.create(ctx, req.body) },
    {
      method: 'get',
      path: '/users/get-by-email/{email}',
      tag: 'Users',
      operation: 'user.getByEmail',
      summary: 'Пользователь по адресу почты',
      params: z.object({ email }),
      response: userOutput,
      handle: (ctx, req) => users.getByEmail(ctx, req.params.email),
    },
    { method: 'get', path: '/users/user/{userId}', tag: 'Users', operation: 'user.get', summary: 'Профиль (свой или любой для Admin)', params: userParams, response: userOutput, handle: (ctx, req) => users.get(ctx, req.params.userId) },
    {
      method: 'put',
      path: '/users/user/{userId}',
      tag: 'Users',
      operation: 'user.update',
      summary: 'Изменить профиль; роль и подтверждение меняет только Admin',
      params: userParams,
      body: userUpdateBody,
      response: userOutput,
      handle: (ctx, req) => users.update(ctx, req.params.userId, req.body),
    },
    { method: 'delete', path: '/users/user/{userId}', tag: 'Users', operation: 'user.delete', summary: 'Удалить учётную запись', params: userParams, response: deleted, handle: (ctx, req) => users.remove(ctx, req.params.userId) },
    {
      method: 'put',
      path: '/users/changepsw/{userId}',
      tag: 'Users',
      operation: 'user.changePassword',
      summary: 'Сменить пароль',
      params: userParams,
      body: changePasswordBody,
      response: message,
      handle: (ctx, req) => users.changePassword(ctx, req.params.userId, req.body),
    },
    { method: 'post', path: '/users/email-confirmation', tag: 'Users', operation: 'auth.resendConfirmation', summary: 'Повторить письмо для подтверждения почты', body: emailBody, status: 200, response: message, handle: (ctx, req) => auth.resendConfirmation(ctx, req.body) },
  ];
}
