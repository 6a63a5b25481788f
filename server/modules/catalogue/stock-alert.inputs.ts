import { z } from 'zod';
import { id } from '../../core/validation.js';
import { consent, email } from '../identity/auth.inputs.js';

/** «Сообщить о поступлении» (CONTRACT §16): an address waiting for a sold-out variant, with the consent 152-ФЗ asks for. */
export const stockAlertBody = z.object({ productVariantId: id.describe('Вариант товара'), email, consent }).describe('Сообщить о поступлении');

/** Which product's waiting addresses to count (staff); zod reads a preprocessed id as optional input, so the document is told it is required. */
export const stockAlertCountQuery = z.object({ productId: id.describe('Товар').meta({ param: { required: true } }) });
