/**
 * Money as whole kopecks, the unit every sum is added and compared in: a price in roubles (a number,
 * or the string a NUMERIC column reads as) rounded to the kopeck.
 */
export const kopecks = (roubles: number | string) => Math.round(Number(roubles) * 100);

/** Whole kopecks as the roubles both APIs answer (a number with at most 2 decimals). */
export const roublesOf = (kopecks: number) => Math.round(kopecks) / 100;

/** A line of an order as money sees it: its price per unit and its discount in all, both in roubles. */
export interface PricedLine {
  quantity: number;
  price: number;
  discount: number;
}

/**
 * A line's units at their discounted price, in kopecks: one group when the discount divides evenly,
 * else all units but one at the lower price and one unit carrying the kopecks left.
 */
export function unitPrices(line: PricedLine): { quantity: number; price: number }[] {
  const amount = kopecks(line.price) * line.quantity - kopecks(line.discount);
  const unit = Math.floor(amount / line.quantity);
  if (unit * line.quantity === amount) return [{ quantity: line.quantity, price: unit }];
  return [
    { quantity: line.quantity - 1, price: unit },
    { quantity: 1, price: amount - unit * (line.quantity - 1) },
  ];
}
