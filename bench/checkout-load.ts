import { type LoadRequest, type LoadResult, runLoad } from './load-runner.ts';

// Load on POST /v1/checkout against a server in another process.

/** A card-only checkout of two products, without payment_form_override, for `customer`. */
export const checkoutBody = (customer = 'bench'): string =>
  JSON.stringify({
    payment_data: { type: 'SALE', currency_code: 'EUR', amount: '34.40', language: 'en-us' },
    customer: { merchant_customer_id: customer, email: 'bench@example.com', country_code: 'DE' },
    callback: { success_url: 'https://shop.example/ok', failure_url: 'https://shop.example/no' },
    products: [
      { product_type: 'SALE', product_name: 'Beans', product_price: '24.90' },
      { product_type: 'SALE', product_name: 'Cup', product_price: '9.50' },
    ],
  });

/** The checkout's load request against the server at `url`. */
export const checkoutRequest = (options: {
  url: string;
  apiKey: string;
  connections: number;
  durationSeconds: number;
}): LoadRequest => ({ ...options, url: `${options.url}/v1/checkout`, body: checkoutBody() });

export function loadCheckout(options: {
  url: string;
  apiKey: string;
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  return runLoad(checkoutRequest(options));
}
