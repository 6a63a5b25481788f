import { z } from 'zod';

export const signInBody = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email()).describe('Электронная почта'),
    password: z.string().min(1).max(200).describe('Пароль'),
  })
  .describe('Вход');

export const tokenBody = z.object({ token: z.string().min(1).max(4000).describe('Токен') }).describe('Токен');
