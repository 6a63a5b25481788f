/** Sends the browser to another site (ЮKassa's payment page); the shop's page is left behind. */
export function leaveShopFor(url: string): void {
  window.location.assign(url);
}
