-- The merchant's logo, shown at the top of the payment form (docs/configuration.md,
-- MERCHANT_LOGO_FILE). Kassa serves it itself, at a URL naming its SHA-256 (logo_digest), so the
-- shopper's browser fetches nothing from the merchant's servers and a new logo is a new URL. The
-- image is kept as base64 text, which both database engines hand back alike. No logo unless set:
-- the form then shows the shop's name as text.
ALTER TABLE merchants
  ADD COLUMN logo_content_type text,
  ADD COLUMN logo_base64 text,
  ADD COLUMN logo_digest text;
