import { Ajv, type ErrorObject } from 'ajv';
import { subscriptionSchema } from '../contract/subscription-schema.ts';
import { transactionSchema } from '../contract/transaction-schema.ts';
import type { TransactionData } from '../domain/ledger/transaction-view.ts';
import { verifyBodySignature, verifyPostback } from '../domain/postbacks/signature.ts';
import type { SubscriptionData } from '../domain/subscriptions/subscription-view.ts';

// A postback handler written the way a merchant writes one: verify both signatures over the raw
// body, parse the envelope, and read a TRANSACTION's `data` as the transaction record and a
// SUBSCRIPTION's as the subscription record, each checked against its JSON schema. The e2e merchant site and the server tests run every postback
// Kassa sends through it, so a postback no merchant could accept fails the run.

const ajv = new Ajv({ allErrors: true, strict: true });
const validateRecord = ajv.compile<TransactionData>(transactionSchema);
const validateSubscription = ajv.compile<SubscriptionData>(subscriptionSchema);

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

export type WebhookVerdict =
  | {
      ok: true;
      eventId: string;
      type: string;
      record?: TransactionData;
      subscription?: SubscriptionData;
    }
  | { ok: false; problems: string[] };

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function ajvProblems(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map(
    (error) =>
      `${error.instancePath || '/'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`,
  );
}

/** The problems of `data` as a transaction record, as Ajv states them (none when it is one). */
export function recordProblems(data: unknown): string[] {
  return validateRecord(data) ? [] : ajvProblems(validateRecord.errors);
}

/** The problems of `data` as a subscription record (none when it is one). */
export function subscriptionProblems(data: unknown): string[] {
  return validateSubscription(data) ? [] : ajvProblems(validateSubscription.errors);
}

export function handleWebhook(
  secret: string,
  request: WebhookRequest,
  now?: number,
): WebhookVerdict {
  const problems: string[] = [];
  const { rawBody } = request;
  const kassaSignature = one(request.headers['kassa-signature']);
  if (
    !verifyPostback({ secret, header: kassaSignature, rawBody, ...(now !== undefined && { now }) })
  ) {
    problems.push('Kassa-Signature does not verify');
  }
  if (!verifyBodySignature(secret, one(request.headers['x-signature']), rawBody)) {
    problems.push('X-Signature does not verify');
  }
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    return { ok: false, problems: [...problems, 'body is not JSON'] };
  }
  if (typeof event !== 'object' || event === null) {
    return { ok: false, problems: [...problems, 'body is not a JSON object'] };
  }
  const envelope: Partial<Record<string, unknown>> = { ...event };
  const eventId = envelope.event_id;
  const type = envelope.type;
  if (typeof eventId !== 'string' || eventId !== one(request.headers['kassa-event-id'])) {
    problems.push('event_id missing or not the Kassa-Event-Id header');
  }
  if (typeof type !== 'string' || type !== one(request.headers['kassa-event-type'])) {
    problems.push('type missing or not the Kassa-Event-Type header');
  }
  let record: TransactionData | undefined;
  if (type === 'TRANSACTION') {
    const data = envelope.data;
    const invalid = recordProblems(data);
    if (invalid.length > 0) problems.push(...invalid.map((p) => `data${p}`));
    else if (validateRecord(data)) record = data;
  }
  let subscription: SubscriptionData | undefined;
  if (type === 'SUBSCRIPTION') {
    const data = envelope.data;
    const invalid = subscriptionProblems(data);
    if (invalid.length > 0) problems.push(...invalid.map((p) => `data${p}`));
    else if (validateSubscription(data)) subscription = data;
  }
  if (problems.length > 0 || typeof eventId !== 'string' || typeof type !== 'string') {
    return { ok: false, problems };
  }
  return {
    ok: true,
    eventId,
    type,
    ...(record && { record }),
    ...(subscription && { subscription }),
  };
}
