/** The browser's trip to the payment provider's hosted page: a full page load, outside the portal. */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
