import type { Route } from '../../core/rest.js';
import { signInBody, tokenBody } from './auth.inputs.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(auth: AuthService): Route[] {
  const tag = 'Auth';
  return [
    { method: 'post', path: '/auth/signin', tag, operation: 'auth.signIn', summary: 'Вход', body: signInBody, status: 200, handle: (ctx, req) => auth.signIn(ctx, req.body) },
    {
      method: 'post',
      path: '/auth/admin/signin',
      tag,
      operation: 'auth.adminSignIn',
      summary: 'Вход в панель управления (только Admin)',
      body: signInBody,
      status: 200,
      handle: (ctx, req) => auth.adminSignIn(ctx, req.body),
    },
    { method: 'post', path: '/auth/token', tag, operation: 'auth.refresh', summary: 'Новый токен доступа', body: tokenBody, status: 200, handle: (ctx, req) => auth.refresh(ctx, req.body) },
    { method: 'post', path: '/auth/session', tag, operation: 'auth.session', summary: 'Проверка сессии', body: tokenBody, status: 200, handle: (ctx, req) => auth.session(ctx, req.body) },
    { method: 'get', path: '/auth/me', tag, operation: 'auth.me', summary: 'Текущий пользователь', handle: (ctx) => auth.me(ctx) },
  ];
}
