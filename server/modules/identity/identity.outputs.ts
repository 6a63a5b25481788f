import { z } from 'zod';
import { int, stamped } from '../../core/outputs.js';
import { roles } from '../../core/permissions.js';
import { consentPurposes } from './consent.entity.js';

export const userOutput = z
  .object({ ...stamped, firstName: z.string(), lastName: z.string(), email: z.string(), isVerified: z.boolean().describe('Почта подтверждена'), role: z.enum(roles) })
  .meta({ id: 'User' });

export const signedIn = z.object({ user: userOutput, accessToken: z.string(), refreshToken: z.string() }).meta({ id: 'SignedIn' });

export const tokensOutput = z.object({ accessToken: z.string(), refreshToken: z.string() });

export const sessionOutput = z.object({ message: z.string(), user: userOutput });

export const consentText = z.object({ version: z.string(), text: z.array(z.string()).describe('Абзацы текста согласия') });

export const consentOutput = z
  .object({
    ...stamped,
    user: int.nullable().describe('Пользователь, если он известен'),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    purpose: z.enum(consentPurposes),
    textVersion: z.string(),
    ip: z.string(),
  })
  .meta({ id: 'Consent' });
