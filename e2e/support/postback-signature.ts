import { createHmac } from 'node:crypto';
import { E2E_POSTBACK_SECRET } from './kassa-server.ts';

/** Whether `header` (Kassa-Signature: t=…,v1=…) signs `rawBody` with the e2e postback secret. */
export function signedByKassa(header: string | undefined, rawBody: string): boolean {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((kv) => kv.split('=') as [string, string]),
  );
  const expected = createHmac('sha256', E2E_POSTBACK_SECRET)
    .update(`${parts.t}.${rawBody}`)
    .digest('hex');
  return parts.v1 === expected;
}
