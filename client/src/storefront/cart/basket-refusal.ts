import { errorMessage, fieldErrors } from '../../shared/errors/error-message';

/**
 * Why the server refused a basket change, in its own words: the reason it gives for the field
 * («В наличии только 3 шт.», «Товар не найден или больше не продаётся»), else its message.
 */
export function basketRefusal(error: unknown): string {
  const { quantity, productVariantId } = fieldErrors(error);
  return quantity ?? productVariantId ?? errorMessage(error);
}
