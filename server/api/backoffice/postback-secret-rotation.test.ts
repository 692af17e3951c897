import { afterEach, describe, expect, it } from 'vitest';
import { type PostbackDelivery, startPostbackDelivery } from '../../domain/postbacks/delivery.ts';
import { verifyBodySignature, verifyPostback } from '../../domain/postbacks/signature.ts';
import { SANDBOX_MERCHANT_ID } from '../../sandbox/sandbox-merchant.ts';
import {
  backoffice,
  type MountedKeyRoutes,
  mountKeyRoutes,
} from '../../test-support/backoffice-keys.ts';
import {
  type ReceivedPostback,
  startTestReceiver,
  type TestReceiver,
  waitFor,
} from '../../test-support/postback-receiver.ts';
import {
  createTestApp,
  openSession,
  payCard,
  TEST_API_KEY,
  TEST_POSTBACK_SECRET,
  type TestApp,
} from '../../test-support/test-app.ts';

// A postback secret rotated in the back office, delivered by the real worker to a real receiver on
// loopback: during the overlap every postback carries both secrets' signatures, the new one first,
// and after it the new secret's alone, a re-sent old postback included.

let t: TestApp;
let routes: MountedKeyRoutes;
let receiver: TestReceiver;
let worker: PostbackDelivery | undefined;

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  await t?.app.close();
  await receiver?.close();
});

const secretPath = `/merchants/${SANDBOX_MERCHANT_ID}/postback-secret`;

/** A paid checkout's postbacks, as the receiver got them. */
async function paidCheckoutPostbacks(): Promise<ReceivedPostback[]> {
  const before = receiver.received.length;
  expect((await payCard(t, await openSession(t))).outcome).toBe('SUCCESS');
  worker?.kick();
  await waitFor(() => receiver.received.length > before);
  return receiver.received.slice(before);
}

const kassaSignature = (postback: ReceivedPostback): string =>
  String(postback.headers['kassa-signature']);

/** Whether the receiver would accept `postback` knowing `secret` only, for each header. */
function verifies(postback: ReceivedPostback, secret: string) {
  return {
    kassa: verifyPostback({
      secret,
      header: kassaSignature(postback),
      rawBody: postback.rawBody,
      now: t.clock.now.getTime() / 1000,
    }),
    x: verifyBodySignature(secret, String(postback.headers['x-signature']), postback.rawBody),
  };
}

describe('a postback secret rotated in the back office', () => {
  it('signs with both secrets during the overlap, the new one first, then with the new one', async () => {
    receiver = await startTestReceiver();
    t = await createTestApp({ MERCHANT_CALLBACK_URL: receiver.url });
    routes = mountKeyRoutes(t);
    worker = startPostbackDelivery({
      db: t.db,
      now: () => t.clock.now,
      log: { info: () => {}, warn: () => {}, error: () => {} },
      retrySchedule: [],
      timeoutMs: 10_000,
      pollIntervalMs: 20,
      outbound: { allowInternal: true },
    });

    const rotated = await backoffice(t, 'POST', secretPath, { overlap_seconds: 3_600 });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { postback_secret: secret, previous_retires_at: retiresAt } = rotated.json();
    expect(secret).toMatch(/^whsec_/);
    expect(retiresAt).toBe('2026-11-22T11:00:00.000Z');
    expect(routes.audit).toEqual([
      expect.objectContaining({ action: 'postback_secret.rotate', target: null }),
    ]);
    expect(JSON.stringify(routes.audit)).not.toContain(secret);
    expect(JSON.stringify(routes.audit)).not.toContain(TEST_POSTBACK_SECRET);

    const [during] = await paidCheckoutPostbacks();
    if (!during) throw new Error('no postback');
    const entries = kassaSignature(during).split(',');
    expect(entries.map((entry) => entry.split('=')[0])).toEqual(['t', 'v1', 'v1']);
    // A handler that checks the first v1 only, knowing the new secret.
    const firstOnly = `${entries[0]},${entries[1]}`;
    expect(
      verifyPostback({
        secret,
        header: firstOnly,
        rawBody: during.rawBody,
        now: t.clock.now.getTime() / 1000,
      }),
    ).toBe(true);
    // One that accepts any entry: the new secret and the old both verify. X-Signature stays the
    // old secret's until it retires, so a handler that knows only the old one refuses nothing.
    expect(verifies(during, secret)).toEqual({ kassa: true, x: false });
    expect(verifies(during, TEST_POSTBACK_SECRET)).toEqual({ kassa: true, x: true });

    t.clock.now = new Date(retiresAt);
    const [after] = await paidCheckoutPostbacks();
    if (!after) throw new Error('no postback');
    expect(
      kassaSignature(after)
        .split(',')
        .map((entry) => entry.split('=')[0]),
    ).toEqual(['t', 'v1']);
    expect(verifies(after, secret)).toEqual({ kassa: true, x: true });
    expect(verifies(after, TEST_POSTBACK_SECRET)).toEqual({ kassa: false, x: false });

    // The postback sent during the overlap, sent again: signed with the secrets of now.
    const eventId = String(during.headers['kassa-event-id']);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/sandbox/api/postbacks/${eventId}/resend`,
      headers: { 'x-api-key': TEST_API_KEY },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    worker.kick();
    const again = await waitFor(() =>
      receiver.received.find(
        (postback) => postback !== during && postback.headers['kassa-event-id'] === eventId,
      ),
    );
    expect(again.rawBody).toBe(during.rawBody);
    expect(verifies(again, secret)).toEqual({ kassa: true, x: true });
    expect(verifies(again, TEST_POSTBACK_SECRET)).toEqual({ kassa: false, x: false });
  });

  it('refuses an overlap it cannot honour, naming it', async () => {
    receiver = await startTestReceiver();
    t = await createTestApp();
    routes = mountKeyRoutes(t);
    const res = await backoffice(t, 'POST', secretPath, { overlap_seconds: 31 * 86_400 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].error_message).toBe('overlap_seconds must be <= 2592000');
    expect(routes.audit).toEqual([]);
  });
});
