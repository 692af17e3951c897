import { expect, test } from '@playwright/test';
import { firstInputReport, measureFirstInput } from '../bench/first-input.ts';
import { E2E_API_KEY, type KassaServer } from './support/kassa-server.ts';
import type { MerchantSite } from './support/merchant-site.ts';
import { startTestServers, stopTestServers } from './support/test-servers.ts';

// `npm run bench` prints when the hosted page's card field takes input on a phone over Fast 3G
// (bench/first-input.ts). This checks the figures' shape, one load each: the named lines, each
// with a number. Never their time, which is the bench's to report, not a test's to hold.

let kassa: KassaServer;
let merchant: MerchantSite;

test.beforeAll(async () => {
  ({ kassa, merchant } = await startTestServers());
});

test.afterAll(() => stopTestServers({ kassa, merchant }));

test('the bench prints the card field, wallet and page size figures as numbers', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const figures = await measureFirstInput({
    url: kassa.url,
    apiKey: E2E_API_KEY,
    loads: 1,
    browser,
  });
  const report = firstInputReport(figures);
  expect(report[0]).toMatch(
    /^Hosted page on a phone over Fast 3G \(562\.5 ms latency, 1\.6 Mbit\/s down, 750 kbit\/s up, CPU 4× slower\), median of 1 loads:$/,
  );
  const figure = (name: string, unit: string): number => {
    const line = report.find((text) => text.trimStart().startsWith(name));
    const match = line?.slice(2 + name.length).match(new RegExp(`^ +(\\d+(?:\\.\\d+)?) ${unit}`));
    expect(match, `${name} in:\n${report.join('\n')}`).not.toBeNull();
    return Number(match?.[1]);
  };
  for (const name of [
    'card field accepting input, card only',
    'card field accepting input, wallets + 4 methods',
    'wallet buttons shown, wallets + 4 methods',
  ])
    expect(figure(name, 'ms')).toBeGreaterThan(0);
  for (const name of [
    'page HTML, card only',
    'page HTML, wallets + 4 methods',
    'JS and CSS, wallets + 4 methods',
  ])
    expect(figure(name, 'KB gzip')).toBeGreaterThan(0);
  // The same card field in Arabic and Japanese, measured in the same turns.
  for (const language of ['Arabic (ar-sa)', 'Japanese (ja-jp)']) {
    expect(figure(`${language}: card field accepting input, card only`, 'ms')).toBeGreaterThan(0);
    expect(
      figure(`${language}: card field accepting input, wallets + 4 methods`, 'ms'),
    ).toBeGreaterThan(0);
    expect(figure(`${language}: page HTML, card only`, 'KB gzip')).toBeGreaterThan(0);
  }
});
