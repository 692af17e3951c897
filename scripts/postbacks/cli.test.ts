import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleWebhook } from '../../server/test-support/merchant-webhook.ts';
import { startTestReceiver, waitFor } from '../../server/test-support/postback-receiver.ts';
import { SERVER_TEST_TIMEOUT_MS } from '../../server/test-support/server-process.ts';
import { cardPaymentBody, checkoutBody } from '../../server/test-support/test-app.ts';
import { CLI_RUNS_TIMEOUT_MS, SandboxCliHarness } from '../test-support/sandbox-cli-harness.ts';

// `npm run postbacks` against a real server (scripts/test-support/sandbox-cli-harness.ts), with the
// key the server generated in DATA_DIR, and a real merchant listener.

const harness = new SandboxCliHarness('postbacks.ts');
const cli = (args: string[], env: Record<string, string> = {}) => harness.cli(args, env);

beforeAll(() => harness.setup());
afterAll(() => harness.teardown());

describe('npm run postbacks', () => {
  it(
    'says how to start Kassa when nothing answers, and prints help',
    async () => {
      // A port nothing listens on: the listener is closed again at once.
      const closed = await startTestReceiver();
      await closed.close();
      const down = await cli(['list'], {
        KASSA_URL: new URL(closed.url).origin,
        KASSA_API_KEY: 'sk_any_key_0123456789',
      });
      expect(down.code).toBe(1);
      expect(down.stderr).toContain('Kassa is not answering at');
      expect(down.stderr).toContain('npm start');

      const help = await cli(['--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('resend <event_id>');
      const unknown = await cli(['frobnicate']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain('Unknown command "frobnicate"');
    },
    CLI_RUNS_TIMEOUT_MS,
  );

  it(
    'lists, shows, resends and sends a test postback against a running server',
    async () => {
      await harness.startServer();
      const secret = await harness.readGenerated('sandbox-postback-secret');
      const apiKey = await harness.readGenerated('sandbox-api-key');

      // A sample postback, signed with the sandbox secret: the key comes from DATA_DIR.
      const test = await cli(['test']);
      expect(test.stderr).toBe('');
      expect(test.code).toBe(0);
      expect(test.stdout).toMatch(
        /Sample TRANSACTION postback evt_\S+ to http:\/\/127\.0\.0\.1:\d+\/postbacks: delivered/,
      );
      expect(test.stdout).toContain('HTTP 200');
      const [sample] = harness.receiver.received;
      if (!sample) throw new Error('no sample postback');
      expect(handleWebhook(secret, sample)).toMatchObject({ ok: true, type: 'TRANSACTION' });

      // A real payment's postback, then the log.
      const created = await fetch(`${harness.base}/v1/checkout`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
        body: JSON.stringify(checkoutBody()),
      });
      const redirect: string = (await created.json()).data.session.redirect_url;
      const token = new URL(redirect).pathname.split('/').pop() ?? '';
      const paid = await fetch(`${harness.base}/api/sessions/${token}/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(cardPaymentBody()),
      });
      expect(paid.status).toBe(200);
      await waitFor(() => harness.receiver.received.length >= 2);

      const listed = await waitFor(async () => {
        const run = await cli(['list', '--json', '--limit', '5']);
        const [event] = JSON.parse(run.stdout).data;
        return event?.status === 'delivered' && event;
      });
      expect(listed.attempts).toEqual([
        expect.objectContaining({ http_status: 200, response_excerpt: 'thanks' }),
      ]);

      const text = await cli(['list', '--status', 'delivered']);
      expect(text.code).toBe(0);
      expect(text.stdout).toContain(`${listed.event_id}  TRANSACTION  delivered`);
      expect(text.stdout).toMatch(/200 {2}\d+ ms {2}delivered {2}"thanks"/);
      expect(text.stdout).not.toContain('4242424242424242');

      const show = await cli(['show', listed.event_id]);
      expect(show.code).toBe(0);
      expect(show.stdout).toContain(listed.payment_id);

      const resend = await cli(['resend', listed.event_id]);
      expect(resend.code).toBe(0);
      expect(resend.stdout).toContain(`Queued ${listed.event_id}`);
      await waitFor(() => harness.receiver.received.length >= 3);
      expect(harness.receiver.received[2]?.rawBody).toBe(harness.receiver.received[1]?.rawBody);
      const again = await waitFor(async () => {
        const run = await cli(['show', listed.event_id, '--json']);
        const event = JSON.parse(run.stdout).data;
        return event.attempts.length === 2 && event;
      });
      expect(again.status).toBe('delivered');

      const missing = await cli(['show', 'evt_missing']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('HTTP 404 NOT_FOUND: postback evt_missing not found');

      const wrongKey = await cli(['list'], { KASSA_API_KEY: 'sk_wrong_key_0123456789' });
      expect(wrongKey.code).toBe(1);
      expect(wrongKey.stderr).toContain('Kassa refused the API key from KASSA_API_KEY');

      const badUrl = await cli(['test', '--url', 'ftp://example.test/']);
      expect(badUrl.code).toBe(1);
      expect(badUrl.stderr).toContain('url must start with http:// or https://');
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
