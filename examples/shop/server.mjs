import { createServer } from 'node:http';
import { join } from 'node:path';
import { createShop } from './app.mjs';
import { kassaClient } from './kassa-client.mjs';
import { OrderStore } from './orders.mjs';

// Starts the sample shop: `node examples/shop/server.mjs`, Node.js 20.19 or newer, nothing to
// install. Everything it needs comes from the environment:
//
//   KASSA_API_KEY          the merchant's API key (Kassa's MERCHANT_API_KEY, or the one it printed)
//   KASSA_POSTBACK_SECRET  the postback secret (Kassa's POSTBACK_SECRET, or the one it printed)
//   KASSA_URL              where Kassa runs (default http://127.0.0.1:8080)
//   PORT                   the shop's port (default 3000); HOST its address (default 127.0.0.1)
//   SHOP_URL               how shoppers reach the shop (default http://HOST:PORT)
//   SHOP_DATA_DIR          where orders.json is kept (default examples/shop/data)
//
// Kassa must know the shop too: MERCHANT_CALLBACK_URL=<SHOP_URL>/webhooks/kassa (where postbacks
// go) and MERCHANT_ALLOWED_ORIGINS=<SHOP_URL> (who may embed the form). `npm run example:shop`
// starts both with all of this set.

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) {
    console.error(
      `[shop] ${name} is not set. Start the shop and Kassa together with npm run example:shop, or see examples/shop/README.md.`,
    );
    process.exit(1);
  }
  return value;
}

const apiKey = required('KASSA_API_KEY');
const postbackSecret = required('KASSA_POSTBACK_SECRET');
const kassaUrl = (process.env.KASSA_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
const shopUrl = (process.env.SHOP_URL || `http://${host}:${port}`).replace(/\/+$/, '');
const dataDir = process.env.SHOP_DATA_DIR || join(import.meta.dirname, 'data');

const handler = createShop({
  shopUrl,
  kassaUrl,
  postbackSecret,
  kassa: kassaClient({ baseUrl: kassaUrl, apiKey }),
  store: new OrderStore(join(dataDir, 'orders.json')),
  log: (line) => console.log(`[shop] ${line}`),
});

const server = createServer((request, response) => void handler(request, response));
server.listen(port, host, () => {
  console.log(
    `[shop] The sample shop is running on ${shopUrl} (orders in ${dataDir}, Kassa at ${kassaUrl})`,
  );
});

// Ctrl-C or `kill`: stop taking requests, let the ones under way finish, then exit.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
