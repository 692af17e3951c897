import { englishMethodName } from '../../common/methods/method-name-english.ts';
import { METHOD_ALIASES, METHODS, PAYMENT_METHODS } from '../../common/methods/payment-methods.ts';

// The table of the alternative payment methods in docs/alternative-methods.md, made from the method table
// (common/methods/payment-methods.ts) so the two never disagree: `npm run readme:methods` writes it
// between the markers below, and method-table.test.ts fails when the page holds another one.

export const START = '<!-- alternative-methods:start (npm run readme:methods) -->';
export const END = '<!-- alternative-methods:end -->';

const FLOW_NAMES = {
  redirect: 'redirect',
  qr: 'QR code',
  voucher: 'voucher',
  bank_app: 'bank app',
} as const;

/** The Markdown table: one row per alternative method, in the spec's order. */
export function methodTable(): string {
  const rows = PAYMENT_METHODS.flatMap((method) => {
    const { kind, currencies } = METHODS[method];
    const label = englishMethodName(method);
    if (kind === 'card' || kind === 'wallet') return [];
    const aliases = Object.entries(METHOD_ALIASES)
      .filter(([, target]) => target === method)
      .map(([alias]) => ` (also \`${alias}\`)`)
      .join('');
    const takes = currencies === null ? 'any' : currencies.join(', ');
    return [`| \`${method}\`${aliases} | ${label} | ${FLOW_NAMES[kind]} | ${takes} |`];
  });
  return ['| Method | Label | Flow | Currencies |', '|---|---|---|---|', ...rows].join('\n');
}

/** `readme` with the table between the markers replaced by the current one. */
export function withMethodTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/alternative-methods.md lacks the markers ${START} … ${END}`);
  return `${readme.slice(0, start + START.length)}\n${methodTable()}\n${readme.slice(end)}`;
}
