// docs/sandbox.md is written by hand; these tests fail when its tables disagree with the code.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from '../../../common/card/format-card-number.ts';
import {
  SANDBOX_WALLET_CARDS,
  sandboxWalletToken,
} from '../../../common/sandbox/sandbox-wallet-cards.ts';
import { allResponseCodes, responseCode } from '../../contract/response-codes.ts';
import { projectRoot } from '../../platform/paths.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';
import { BIN_TABLE } from './bin-table.ts';
import { DISPUTE_TEST_CARDS } from './dispute-cards.ts';
import { TEST_CARDS } from './test-cards.ts';
import { THREE_DS_TEST_CARDS, unauthenticatedSaleCode } from './three-ds.ts';
import { GOOGLE_PAY_TEST_TOKEN, walletCardFor } from './wallet-cards.ts';

const doc = readFileSync(resolve(projectRoot, 'docs/sandbox.md'), 'utf8');

const tableRows = (header: string): string[][] => markdownTableRows('docs/sandbox.md', doc, header);

/** Codes of the spec named by a cell like "2000–2007, 2101, 1320–1338" (ranges inclusive). */
function codesIn(cell: string): number[] {
  return cell.split(',').flatMap((part) => {
    const [low = NaN, high = low] = part.split('–').map((bound) => Number(bound.trim()));
    const inRange = allResponseCodes().filter((entry) => entry.code >= low && entry.code <= high);
    return inRange.map((entry) => entry.code);
  });
}

const sorted = (codes: number[]): number[] => [...codes].sort((a, b) => a - b);

describe('docs/sandbox.md', () => {
  it('sorts every failure into the retry or the final table as the retry rule does', () => {
    const failures = allResponseCodes().filter(
      (entry) => entry.status === 'DECLINE' || entry.status === 'ERROR',
    );
    const retry = failures.filter((entry) => entry.shopperCanRetry).map((entry) => entry.code);
    const final = failures.filter((entry) => !entry.shopperCanRetry).map((entry) => entry.code);
    expect(sorted(tableRows('Retry codes').flatMap(([cell = '']) => codesIn(cell)))).toEqual(retry);
    expect(sorted(tableRows('Final codes').flatMap(([cell = '']) => codesIn(cell)))).toEqual(final);
  });

  it('lists every response code as response-codes.ts describes it', () => {
    const expected = allResponseCodes().map((entry) => {
      const failed = entry.status === 'DECLINE' || entry.status === 'ERROR';
      return [
        String(entry.code),
        entry.message,
        entry.status,
        entry.customerMessage ?? '—',
        failed ? (entry.shopperCanRetry ? 'yes' : 'no') : '—',
      ];
    });
    expect(tableRows('Code')).toEqual(expected);
  });

  it('lists every test card, grouped as the payment form shows it', () => {
    const expected = TEST_CARDS.map((card) => [
      `\`${formatCardNumber(card.number)}\``,
      card.scheme,
      responseCode(card.code)?.status,
      String(card.code),
      card.description,
    ]);
    expect(tableRows('Card number')).toEqual(expected);
  });

  it('lists every dispute test card as dispute-cards.ts holds it', () => {
    const expected = DISPUTE_TEST_CARDS.map((card) => [
      `\`${formatCardNumber(card.number)}\``,
      card.scheme,
      card.plan.map((step) => step.kind).join(' → '),
      card.description,
    ]);
    expect(tableRows('Dispute card')).toEqual(expected);
  });

  it('lists every 3-D Secure test card as three-ds.ts holds it', () => {
    const expected = THREE_DS_TEST_CARDS.map((card) => [
      `\`${formatCardNumber(card.number)}\``,
      card.scheme,
      String(card.authentication),
      String(card.saleCode),
      card.description,
    ]);
    expect(tableRows('3-D Secure card')).toEqual(expected);
  });

  it('maps failed authentications to SALE codes as three-ds.ts does', () => {
    const header = doc.split('\n').find((line) => line.startsWith('| 3-D Secure | '));
    const authentication =
      header
        ?.split('|')
        .slice(2, -1)
        .map((cell) => cell.trim()) ?? [];
    const [sale = []] = tableRows('3-D Secure');
    expect(authentication.length).toBeGreaterThan(10);
    const expected = authentication.map((code) =>
      String(unauthenticatedSaleCode(code === 'other' ? 1339 : Number(code))),
    );
    expect(sale).toEqual(['SALE', ...expected]);
  });

  it('lists every wallet token the sandbox opens, and the card each pays with', () => {
    const rows = tableRows('Wallet token');
    const tokens = [...SANDBOX_WALLET_CARDS.map(sandboxWalletToken), GOOGLE_PAY_TEST_TOKEN];
    expect(rows.map(([token = '']) => token.replaceAll('`', ''))).toEqual(tokens);
    for (const [token = '', card = ''] of rows) {
      const opened = walletCardFor(token.replaceAll('`', ''), new Date());
      expect(card, token).toContain(`•••• ${opened?.last4}`);
    }
  });

  it('lists the BIN table as bin-table.ts holds it', () => {
    const expected = BIN_TABLE.map((entry) => [
      `\`${entry.bin}\``,
      entry.countryCode,
      entry.countryName,
      entry.type,
    ]);
    expect(tableRows('BIN')).toEqual(expected);
  });
});
