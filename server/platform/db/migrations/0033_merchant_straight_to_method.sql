-- A merchant setting read by the payment form's session view: a checkout that offers one
-- alternative method and gives every customer detail its form would gather (e-mail, phone, full
-- name, country) sends the shopper straight to the method, without a form to confirm first. Off
-- unless set; the sandbox merchant has it on (MERCHANT_STRAIGHT_TO_METHOD).
ALTER TABLE merchants ADD COLUMN straight_to_method boolean NOT NULL DEFAULT false;
