// The service origin as the embed's unit tests see it; its pages are empty
// (src/test-support/empty-pages.ts), so nothing goes to the network.

export { serveEmptyPages } from '../../src/test-support/empty-pages.ts';

export const SERVICE = 'https://pay.example.test';

export const checkoutUrl = (name: string): string => `${SERVICE}/pay/cs_${name.padEnd(32, '0')}`;
