// docs/payouts.md is written by hand; these tests fail when its tables disagree with the code:
// the methods' currencies, fields and delays, the crypto assets and networks, the sandbox's
// magic amounts and the rate table.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHODS } from '../../../common/methods/payment-methods.ts';
import { endsPayout, payoutFailureCodes } from '../../contract/payout-endings.ts';
import { PAYOUT_METHODS, PREREQUISITE_OF } from '../../contract/payout-methods.ts';
import { PAYOUT_DETAIL_FIELDS } from '../../contract/payout-schema.ts';
import { responseCode } from '../../contract/response-codes.ts';
import {
  CRYPTO_ASSETS,
  CRYPTO_NETWORK_ALIASES,
  CRYPTO_NETWORKS,
  NETWORK_PAYOUT_ASSET,
} from '../../domain/payouts/crypto-assets.ts';
import { PAYOUT_CURRENCIES } from '../../domain/payouts/payout-rules.ts';
import { DEFAULT_PAYOUT_SECONDS } from '../../platform/config.ts';
import { projectRoot } from '../../platform/paths.ts';
import { markdownTableRows } from '../../test-support/markdown-table.ts';
import { RATES_PER_EURO } from './exchange-rates.ts';
import { PAYOUT_MAGIC } from './payout-processor.ts';

const doc = readFileSync(resolve(projectRoot, 'docs/payouts.md'), 'utf8');

const tableRows = (header: string | readonly string[]): string[][] =>
  markdownTableRows('docs/payouts.md', doc, header);

/** Every `code` in a cell, in order. */
const codesIn = (cell: string): string[] =>
  [...cell.matchAll(/`([^`]+)`/g)].map(([, code = '']) => code);

describe('docs/payouts.md', () => {
  it('lists every method with its currencies, its fields, its setting and its delay', () => {
    const rows = tableRows('Method');
    expect(rows.map(([method = '']) => codesIn(method)[0])).toEqual([...PAYOUT_METHODS]);
    for (const [method = '', currency = '', details = '', , setting = '', delay = ''] of rows) {
      const name = PAYOUT_METHODS.find((m) => `\`${m}\`` === method);
      if (name === undefined) throw new Error(`unknown method ${method}`);
      const currencies = PAYOUT_CURRENCIES[name];
      if (currencies === 'crypto') expect(codesIn(currency)).toEqual(Object.keys(CRYPTO_ASSETS));
      else if (currencies === 'rated') expect(currency).toContain('the rate table');
      else expect(codesIn(currency)).toEqual([...currencies]);
      const { required, optional } = PAYOUT_DETAIL_FIELDS[name];
      for (const field of [...required, ...optional]) expect(details).toContain(`\`${field}\``);
      expect(setting).toBe(PREREQUISITE_OF[name] ? `\`${PREREQUISITE_OF[name]?.setting}\`` : '—');
      expect(delay).toBe(`\`SANDBOX_PAYOUT_${name}_SECONDS\`, ${DEFAULT_PAYOUT_SECONDS[name]}`);
    }
  });

  it('lists every crypto asset and network as the code checks them', () => {
    expect(tableRows('Asset')).toEqual(
      Object.entries(CRYPTO_ASSETS).map(([code, asset]) => [
        `\`${code}\``,
        asset.name,
        String(asset.decimals),
        asset.networks.map((n) => `\`${n}\``).join(', '),
      ]),
    );
    expect(tableRows(['Network', 'Address', 'Example'])).toEqual(
      Object.entries(CRYPTO_NETWORKS).map(([name, network]) => [
        `\`${name}\``,
        network.format,
        `\`${network.example}\``,
      ]),
    );
    for (const network of Object.values(CRYPTO_NETWORKS)) {
      expect(network.pattern.test(network.example)).toBe(true);
    }
  });

  it('names each network’s other name and the asset an ISO 4217 payout sends on it', () => {
    const aliasOf = (network: string) =>
      Object.entries(CRYPTO_NETWORK_ALIASES).find(([, code]) => code === network)?.[0];
    expect(
      tableRows(['Network', 'Also named', 'Pays out, for an ISO 4217 `currency_code`']),
    ).toEqual(
      Object.entries(NETWORK_PAYOUT_ASSET).map(([network, asset]) => {
        const alias = aliasOf(network);
        return [`\`${network}\``, alias ? `\`${alias}\`` : '—', `\`${asset}\``];
      }),
    );
    for (const [network, asset] of Object.entries(NETWORK_PAYOUT_ASSET)) {
      expect(CRYPTO_ASSETS[asset].networks as readonly string[]).toContain(network);
    }
  });

  it('lists every magic amount with its outcome', () => {
    expect(tableRows('Hundredths')).toEqual(
      PAYOUT_MAGIC.map((entry) => {
        const code = entry.code === 'held' ? undefined : responseCode(entry.code);
        return [
          entry.hundredths,
          entry.methods === 'all' ? 'all' : entry.methods.join(', '),
          code
            ? `${code.status} ${code.code} ${code.message}`
            : 'stays PENDING until you decide it',
        ];
      }),
    );
  });

  it('lists the codes that end a payout of each method, and every sandbox outcome is one', () => {
    const every = payoutFailureCodes('SEPA').filter((code) =>
      PAYOUT_METHODS.every((method) => payoutFailureCodes(method).includes(code)),
    );
    expect(tableRows('Payout method')).toEqual([
      ['every method', every.join(', ')],
      ...PAYOUT_METHODS.map((method) => [
        `\`${method}\``,
        `also ${payoutFailureCodes(method)
          .filter((code) => !every.includes(code))
          .join(', ')}`,
      ]),
    ]);
    for (const method of PAYOUT_METHODS) {
      for (const code of payoutFailureCodes(method)) {
        expect(['DECLINE', 'ERROR'], `${code}`).toContain(responseCode(code)?.status);
      }
    }
    for (const entry of PAYOUT_MAGIC) {
      if (entry.code === 'held') continue;
      for (const method of entry.methods === 'all' ? PAYOUT_METHODS : entry.methods) {
        expect(endsPayout(method, entry.code), `${method} ${entry.code}`).toBe(true);
      }
    }
  });

  it('shows the rate table, which covers every currency of the method table and every crypto asset', () => {
    expect(tableRows('Currency')).toEqual(
      Object.entries(RATES_PER_EURO).map(([currency, rate]) => [currency, rate]),
    );
    const named = new Set(Object.values(METHODS).flatMap((method) => method.currencies ?? []));
    for (const currency of [...named, ...Object.keys(CRYPTO_ASSETS), 'KRW', 'USD', 'EUR']) {
      expect(RATES_PER_EURO, currency).toHaveProperty(currency);
    }
  });
});
