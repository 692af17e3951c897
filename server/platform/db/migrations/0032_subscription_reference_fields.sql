-- The subscription record carries, as the live service's reference lists them, facts of the
-- payment that started it (its merchant_payment_id, the method it was paid with, the shop) and
-- how many times a rebill was tried in all. The first never change, so the row keeps them from
-- the start rather than reading the payment at every answer and postback.
ALTER TABLE subscriptions
  ADD COLUMN merchant_payment_id text,
  ADD COLUMN payment_method text,
  ADD COLUMN shop_name text,
  ADD COLUMN shop_url text,
  -- Every rebill charge tried (a rebill, a trial's end, each retry), whatever its outcome; unlike
  -- retry_count it never starts again.
  ADD COLUMN retry_total_count int4 NOT NULL DEFAULT 0 CHECK (retry_total_count >= 0);

UPDATE subscriptions s
  SET merchant_payment_id = p.merchant_payment_id, shop_name = p.shop_name, shop_url = p.shop_url
  FROM payments p WHERE p.payment_id = s.payment_id;
UPDATE subscriptions s SET payment_method = t.payment_method
  FROM transactions t WHERE t.transaction_id = s.initial_transaction_id;
-- Each rebill tried so far is a RECURRING_REBILL payment naming its subscription.
UPDATE subscriptions s SET retry_total_count = (
  SELECT count(*) FROM payments p WHERE p.initial_subscription_id = s.subscription_id
);

ALTER TABLE subscriptions ALTER COLUMN payment_method SET NOT NULL;
ALTER TABLE subscriptions ALTER COLUMN retry_total_count DROP DEFAULT;

-- GET /v1/subscription?transaction_id= finds a subscription by any transaction of its payments,
-- through subscriptions (payment_id, product_id) and the primary key: this one is read no more.
DROP INDEX subscriptions_initial_transaction;
