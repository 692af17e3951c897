import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyTransaction,
  type Order,
  OrderStore,
  orderState,
  paidSaleId,
  type TransactionRecord,
} from './orders.mjs';

// The order's state is worked out from the transaction records Kassa reported, whatever order
// they arrived in and however often.

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

function newOrder(door: Order['door'] = 'HOSTED'): Order {
  return new OrderStore().create({
    door,
    lines: [{ sku: 'cup', name: 'Ceramic cup', quantity: 2, cents: 1900 }],
    amount: '19.00',
    currency: 'EUR',
    customer_id: 'cust-ann',
    session_expires_at: '2026-11-22T10:15:00.000Z',
  });
}

function record(
  id: string,
  type: string,
  status: string,
  version: number,
  amount = '19.00',
): TransactionRecord {
  return {
    version,
    transaction_id: id,
    transaction_type: type,
    transaction_status: status,
    transaction_amount: amount,
    response_code: status === 'SUCCESS' ? 1000 : status === 'PENDING' ? 1200 : 2004,
    response_text: status,
    created_at: '2026-11-22T10:01:00.000Z',
    payment: { payment_id: 'pay_1', payment_token_id: 'tok_1', payment_method: 'CARD' },
  };
}

const BEFORE_EXPIRY = new Date('2026-11-22T10:05:00.000Z');
const AFTER_EXPIRY = new Date('2026-11-22T10:16:00.000Z');

describe('orderState', () => {
  it('waits for payment until the session ends, then says not paid', () => {
    const order = newOrder();
    expect(orderState(order, BEFORE_EXPIRY)).toBe('AWAITING_PAYMENT');
    applyTransaction(order, record('trx_d', 'SALE', 'DECLINE', 1));
    // A decline on Kassa's form: the shopper may try again while the session lasts.
    expect(orderState(order, BEFORE_EXPIRY)).toBe('AWAITING_PAYMENT');
    expect(orderState(order, AFTER_EXPIRY)).toBe('NOT_PAID');
  });

  it('is paid by a successful sale, and keeps the saved card it reports', () => {
    const order = newOrder();
    applyTransaction(order, record('trx_s', 'SALE', 'SUCCESS', 1));
    expect(orderState(order, AFTER_EXPIRY)).toBe('PAID');
    expect(order.payment_token_id).toBe('tok_1');
    expect(order.payment_id).toBe('pay_1');
    expect(paidSaleId(order)).toBe('trx_s');
  });

  it('applies a record only when its version is newer: a late PENDING never undoes a SUCCESS', () => {
    const order = newOrder();
    expect(applyTransaction(order, record('trx_p', 'SALE', 'SUCCESS', 2))).toBe(true);
    expect(applyTransaction(order, record('trx_p', 'SALE', 'PENDING', 1))).toBe(false);
    expect(applyTransaction(order, record('trx_p', 'SALE', 'SUCCESS', 2))).toBe(false);
    expect(orderState(order, BEFORE_EXPIRY)).toBe('PAID');
  });

  it('is pending while a sale is pending', () => {
    const order = newOrder();
    applyTransaction(order, record('trx_p', 'SALE', 'PENDING', 1));
    expect(orderState(order, AFTER_EXPIRY)).toBe('PENDING');
  });

  it('is refunded by successful refunds adding up to the sale; a declined refund refunds nothing', () => {
    const order = newOrder();
    applyTransaction(order, record('trx_s', 'SALE', 'SUCCESS', 1));
    applyTransaction(order, record('trx_r0', 'REFUND', 'DECLINE', 1, '19.00'));
    expect(orderState(order)).toBe('PAID');
    applyTransaction(order, record('trx_r1', 'REFUND', 'SUCCESS', 1, '9.5'));
    expect(orderState(order)).toBe('PARTIALLY_REFUNDED');
    applyTransaction(order, record('trx_r2', 'REFUND', 'SUCCESS', 1, '9.50'));
    expect(orderState(order)).toBe('REFUNDED');
  });

  it('a saved-card charge has one attempt: its decline is final', () => {
    const order = newOrder('SAVED_CARD');
    expect(orderState(order)).toBe('PENDING');
    applyTransaction(order, record('trx_d', 'SALE', 'DECLINE', 1));
    expect(orderState(order)).toBe('DECLINED');
  });
});

describe('OrderStore', () => {
  it('numbers orders and keeps them, and the events seen, across a restart', () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-orders-'));
    const file = join(dir, 'data', 'orders.json');
    const store = new OrderStore(file);
    const first = store.create({
      door: 'HOSTED',
      lines: [],
      amount: '1.00',
      currency: 'EUR',
      customer_id: 'c',
    });
    store.markSeen('evt_1');
    store.save();
    expect(first.id).toBe('order-1001');
    expect(JSON.parse(readFileSync(file, 'utf8')).orders['order-1001'].amount).toBe('1.00');

    const again = new OrderStore(file);
    expect(again.get('order-1001')?.amount).toBe('1.00');
    expect(again.seen('evt_1')).toBe(true);
    expect(again.seen('evt_2')).toBe(false);
    expect(
      again.create({ door: 'HOSTED', lines: [], amount: '2.00', currency: 'EUR', customer_id: 'c' })
        .id,
    ).toBe('order-1002');
  });
});
