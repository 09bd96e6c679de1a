/**
 * Razorpay's own checkout script, unless RAZORPAY_CHECKOUT_URL says otherwise: the gateway hands it
 * to the browser (index.ts) and the CSP allows its origin's hosts (http/security.ts). A leaf module,
 * so the CSP can read it without loading the gateways.
 */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
