-- A payment token kept without the shopper's consent to keep the card: a network token a processor
-- returned for a one-time sale whose "Save this card" box was left unticked (token-rule.ts,
-- `skipped`). The merchant may not charge it alone: MIT is refused with 2911. Every token kept
-- before had the consent of its checkout or the box.
ALTER TABLE payment_tokens ADD COLUMN IF NOT EXISTS cof_consent_skipped boolean NOT NULL DEFAULT false;
