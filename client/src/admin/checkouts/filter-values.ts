/** A customer id typed into a list filter: a positive whole number, otherwise no filter. */
export function customerIdFrom(text: string): number | undefined {
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** A sum in roubles typed into a list filter: zero or more, otherwise no filter. */
export function amountFrom(text: string): number | undefined {
  const amount = Number(text);
  return text && Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}
