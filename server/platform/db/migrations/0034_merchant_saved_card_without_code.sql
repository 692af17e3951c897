-- A merchant setting read by the payment form's session view and by the form API's saved-card
-- payment: a saved card pays without its security code (the form asks none, the server takes a
-- request without one). Off unless set: the code is asked, as before
-- (MERCHANT_SAVED_CARD_WITHOUT_CODE for the sandbox merchant).
ALTER TABLE merchants ADD COLUMN saved_card_without_code boolean NOT NULL DEFAULT false;
