// Test support: the service origin as unit tests see it. Every request from the page (the iframes'
// checkout pages) gets an empty page, so frames have real windows and nothing goes to the network.

export const SERVICE = 'https://pay.example.test';

export const checkoutUrl = (name: string): string => `${SERVICE}/pay/cs_${name.padEnd(32, '0')}`;

interface HappyDomWindow {
  happyDOM: {
    settings: {
      fetch: { interceptor: { beforeAsyncRequest(): Promise<Response> } | null };
    };
  };
}

export function serveEmptyPages(): void {
  (window as unknown as HappyDomWindow).happyDOM.settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new Response('<!doctype html><title>Payment</title>', {
        headers: { 'content-type': 'text/html' },
      }),
  };
}
