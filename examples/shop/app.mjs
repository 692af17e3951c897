import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CURRENCY, cartFromForm, kassaProducts, toAmount, totalCents } from './catalogue.mjs';
import { KassaError } from './kassa-client.mjs';
import { applyTransaction, paidSaleId } from './orders.mjs';
import { cartPage, embeddedPaymentPage, ordersPage, problemPage, returnPage } from './pages.mjs';
import { BodyTooLarge, readForm } from './request-body.mjs';
import { handlePostback } from './webhook.mjs';

// The shop's routes. Everything that talks to Kassa happens here, on the server, with the API key:
//
//   GET  /                          the cart
//   POST /checkout                  creates the order and its Kassa checkout, then sends the
//                                   shopper to Kassa's page or to ours with the embedded form
//   GET  /orders/:id/pay            our page with the embedded form
//   GET  /orders/:id/return         success_url and failure_url: where the shopper comes back
//   POST /webhooks/kassa            Kassa's postbacks (MERCHANT_CALLBACK_URL)
//   GET  /orders                    every order with its state
//   POST /orders/:id/refund         POST /v1/refund of the order's sale
//   POST /orders/:id/charge-again   a new order paid with the saved card: POST /v1/mit-sale

/**
 * @import { IncomingMessage, ServerResponse } from 'node:http'
 * @import { KassaClient } from './kassa-client.mjs'
 * @import { Door, Order, OrderStore } from './orders.mjs'
 */

/**
 * The signed-in shopper. A real shop takes them from its session; the sample has one customer so
 * that a card saved on one order can be charged again on the next (a token is saved for one
 * merchant_customer_id and charged only for it).
 */
export const CUSTOMER = {
  merchant_customer_id: 'cust-ann',
  email: 'ann@example.com',
  country_code: 'DE',
  first_name: 'Ann',
  last_name: 'Example',
};

const SHOP_NAME = 'Kassa sample shop';

const EMBEDDED_SCRIPT = readFileSync(new URL('./public/embedded-checkout.js', import.meta.url));

/**
 * A new X-Idempotency-Key for one "charge again" form. It is made when the page is shown, so
 * the same form sent twice (a double click, a browser retry) carries the same key, and Kassa
 * charges once. Random letters rather than a UUID: Kassa refuses a key that looks like a card
 * number, and long runs of digits could.
 */
export function newChargeKey() {
  return `charge-${randomBytes(12).toString('base64url')}`;
}

const CHARGE_KEY = /^charge-[A-Za-z0-9_-]{16}$/;

/**
 * @typedef {object} ShopSettings
 * @property {string} shopUrl Where shoppers reach the shop: the base of success_url and failure_url.
 * @property {string} kassaUrl Where shoppers' browsers load kassa.js from.
 * @property {string} postbackSecret Kassa's POSTBACK_SECRET, which signs every postback.
 * @property {KassaClient} kassa
 * @property {OrderStore} store
 * @property {(line: string) => void} [log]
 */

/**
 * @param {ShopSettings} settings
 * @returns {(request: IncomingMessage, response: ServerResponse) => Promise<void>}
 */
export function createShop(settings) {
  const { shopUrl, kassaUrl, kassa, store } = settings;
  const log = settings.log ?? ((line) => console.log(line));

  /**
   * @param {ServerResponse} response
   * @param {number} status
   * @param {string} html
   */
  const page = (response, status, html) =>
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);

  /**
   * 303 See Other: after a form is posted, the browser GETs the next page, so a reload does not
   * post the form again.
   * @param {ServerResponse} response
   * @param {string} location
   */
  const seeOther = (response, location) => response.writeHead(303, { Location: location }).end();

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  async function checkout(request, response) {
    const form = await readForm(request);
    const lines = cartFromForm(form);
    if (lines.length === 0) {
      page(response, 400, cartPage({ message: 'Choose at least one product.' }));
      return;
    }
    /** @type {Door} */
    const door = form.get('door') === 'embedded' ? 'EMBEDDED' : 'HOSTED';
    // The order exists before Kassa is asked: its number is the checkout's merchant_payment_id,
    // which every postback carries back.
    const order = store.create({
      door,
      lines,
      amount: toAmount(totalCents(lines)),
      currency: CURRENCY,
      customer_id: CUSTOMER.merchant_customer_id,
    });
    const back = `${shopUrl}/orders/${order.id}/return`;
    try {
      const answer = await kassa.createCheckout({
        payment_data: {
          type: 'SALE',
          currency_code: CURRENCY,
          amount: order.amount,
          merchant_payment_id: order.id,
          language: 'en-gb',
          shop_name: SHOP_NAME,
          shop_url: shopUrl,
          // EMBEDDED: the session may be framed, by the origins in Kassa's MERCHANT_ALLOWED_ORIGINS.
          ui_mode: door,
        },
        customer: CUSTOMER,
        // Kassa adds error_code and error_message to the failure URL's query.
        callback: {
          success_url: `${back}?outcome=success`,
          failure_url: `${back}?outcome=failure`,
        },
        products: kassaProducts(lines),
      });
      order.payment_id = answer.data.payment_id;
      order.checkout_url = answer.data.session.redirect_url;
      order.session_expires_at = answer.data.session.expires_at;
      store.save();
    } catch (error) {
      order.problem = `Kassa refused the checkout: ${messageOf(error)}`;
      store.save();
      page(response, 502, problemPage('The payment could not be started', order.problem));
      return;
    }
    seeOther(response, door === 'HOSTED' ? String(order.checkout_url) : `/orders/${order.id}/pay`);
  }

  /**
   * @param {ServerResponse} response
   * @param {Order} order
   */
  async function refund(response, order) {
    const saleId = paidSaleId(order);
    if (!saleId) {
      page(response, 409, problemPage('Nothing to refund', `${order.id} has no paid sale.`));
      return;
    }
    // One key per refund of this sale: a retry after a timeout sends the same key and cannot
    // refund twice. A refund the processor declined used its key, so the next attempt needs
    // a new one: the count of declined refunds is part of the key.
    const declined = Object.values(order.transactions).filter(
      (t) => t.type === 'REFUND' && t.status !== 'SUCCESS' && t.status !== 'PENDING',
    ).length;
    try {
      const answer = await kassa.refund(saleId, `refund-${saleId}-${declined + 1}`);
      // The answer is the refund's transaction record, the same its postback brings.
      applyTransaction(order, answer.data);
      delete order.problem;
    } catch (error) {
      // 409: this key was used already. The refund was made; its postback brings it.
      if (!(error instanceof KassaError && error.status === 409)) {
        order.problem = `Kassa refused the refund: ${messageOf(error)}`;
      }
    }
    store.save();
    seeOther(response, '/orders');
  }

  /**
   * A new order with the same items, charged on the card the first order saved, without the
   * shopper: a merchant-initiated transaction (MIT), as for a subscription renewal or a reorder.
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {Order} source
   */
  async function chargeAgain(request, response, source) {
    const key = (await readForm(request)).get('key') ?? '';
    if (!source.payment_token_id || !CHARGE_KEY.test(key)) {
      page(
        response,
        400,
        problemPage('Cannot charge again', 'No saved card, or a form we did not make.'),
      );
      return;
    }
    let order = store.findByChargeKey(key);
    if (order?.payment_id) {
      // The same form arrived again after its charge was made: nothing more to do.
      seeOther(response, '/orders');
      return;
    }
    order ??= store.create({
      door: 'SAVED_CARD',
      lines: source.lines,
      amount: source.amount,
      currency: source.currency,
      customer_id: source.customer_id,
      reordered_from: source.id,
      charge_key: key,
      // The card it is paid with: charged again from this order too, as from the first.
      payment_token_id: source.payment_token_id,
      payment_method: source.payment_method ?? 'CARD',
    });
    try {
      const answer = await kassa.mitSale(
        {
          payment_token_id: order.payment_token_id,
          payment_method: order.payment_method,
          merchant_customer_id: source.customer_id,
          merchant_payment_id: order.id,
          email: CUSTOMER.email,
          country_code: CUSTOMER.country_code,
          currency_code: order.currency,
          amount: order.amount,
          shop_name: SHOP_NAME,
          products: kassaProducts(order.lines),
        },
        key,
      );
      order.payment_id = answer.data.payment_id;
      delete order.problem;
      // SYNC mode: the answer has the outcome; the postback, which may come first, agrees.
      for (const transaction of answer.data.transactions) applyTransaction(order, transaction);
    } catch (error) {
      // 409: an earlier attempt with this key reached Kassa; its postback brings the outcome.
      if (!(error instanceof KassaError && error.status === 409)) {
        order.problem = `Kassa refused the charge: ${messageOf(error)}`;
      }
    }
    store.save();
    seeOther(response, '/orders');
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  async function route(request, response) {
    const url = new URL(request.url ?? '/', shopUrl);
    const method = request.method ?? 'GET';
    const path = url.pathname;

    if (method === 'GET' && path === '/') return page(response, 200, cartPage());
    if (method === 'POST' && path === '/checkout') return checkout(request, response);
    if (method === 'POST' && path === '/webhooks/kassa') {
      return handlePostback(request, response, {
        secret: settings.postbackSecret,
        store,
        log,
      });
    }
    if (method === 'GET' && path === '/orders') {
      return page(response, 200, ordersPage(store.list(), newChargeKey));
    }
    if (method === 'GET' && path === '/embedded-checkout.js') {
      response
        .writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' })
        .end(EMBEDDED_SCRIPT);
      return;
    }

    const match = /^\/orders\/([a-z0-9-]{1,64})\/(pay|return|refund|charge-again)$/.exec(path);
    const order = match?.[1] === undefined ? undefined : store.get(match[1]);
    if (!match || !order) {
      return page(response, 404, problemPage('Not found', `Nothing at ${path}.`));
    }
    const action = `${method} ${match[2]}`;
    if (action === 'GET pay') return page(response, 200, embeddedPaymentPage(order, kassaUrl));
    if (action === 'GET return') {
      const failed = url.searchParams.get('outcome') === 'failure';
      const errorMessage = url.searchParams.get('error_message');
      return page(response, 200, returnPage(order, { failed, errorMessage }));
    }
    if (action === 'POST refund') return refund(response, order);
    if (action === 'POST charge-again') return chargeAgain(request, response, order);
    return page(response, 405, problemPage('Not allowed', `${method} ${path}`));
  }

  return async (request, response) => {
    try {
      await route(request, response);
    } catch (error) {
      const status = error instanceof BodyTooLarge ? 413 : 500;
      log(`${request.method} ${request.url}: ${messageOf(error)}`);
      if (!response.headersSent)
        page(response, status, problemPage('Something went wrong', messageOf(error)));
      else response.end();
    }
  };
}

/** @param {unknown} error */
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
