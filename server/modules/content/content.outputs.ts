import { z } from 'zod';
import { int, stamped } from '../../core/outputs.js';

export const newsOutput = z
  .object({ ...stamped, title: z.string(), url: z.string(), text: z.string(), image: z.string().nullable(), showOnMain: z.boolean() })
  .meta({ id: 'NewsPost' });

export const slideOutput = z.object({ ...stamped, image: z.string(), link: z.string(), position: int }).meta({ id: 'Slide' });

export const advertisementOutput = z.object({ ...stamped, title: z.string(), description: z.string() }).meta({ id: 'Advertisement' });

export const subscriberOutput = z.object({ ...stamped, email: z.string(), mailId: z.uuid() }).meta({ id: 'Subscriber' });

export const unsubscribed = z.object({ id: int, message: z.string() });
