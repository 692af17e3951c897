-- Rebills: each is a payment of type RECURRING_REBILL (spec: Payment → payment_type) on the card
-- the subscription keeps, naming its subscription in initial_subscription_id (spec: Payment →
-- initial_subscription_id). NULL for every other payment.
ALTER TABLE payments ADD COLUMN initial_subscription_id text REFERENCES subscriptions (subscription_id);
CREATE INDEX payments_initial_subscription ON payments (initial_subscription_id)
  WHERE initial_subscription_id IS NOT NULL;

-- The sandbox's forced answer for this subscription's next rebill (POST
-- /sandbox/api/subscriptions/{id}/next-rebill): used once, by the next rebill or retry, then NULL.
ALTER TABLE subscriptions ADD COLUMN next_rebill_code int4;
