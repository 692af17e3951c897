-- The merchant's theme defaults (the back-office layer of issue 4's precedence): a
-- payment_form_override-shaped object, validated before it is written, below every checkout's own
-- payment_form_override. NULL: the built-in themes only.
ALTER TABLE merchants ADD COLUMN theme jsonb;
