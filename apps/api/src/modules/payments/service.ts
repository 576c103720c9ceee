/**
 * The payment provider adapter (create a payment session, verify a notification, charge a saved
 * card, refund) and the merchant's records of payments: saved cards, received notifications.
 */
export {};
