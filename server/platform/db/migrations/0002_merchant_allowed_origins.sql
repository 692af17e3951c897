-- Origins allowed to frame this merchant's EMBEDDED checkout sessions ("https://shop.example"),
-- enforced with Content-Security-Policy: frame-ancestors and checked again by the form before it
-- posts any message to its parent.
ALTER TABLE merchants ADD COLUMN allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb;
