// The four transaction statuses (spec: States and transitions → Transaction status) and the group
// each response code belongs to.
//
// The spec says response codes are grouped but shows only that PENDING holds 1200 (changelog
// 1.1.37). The rest of the grouping is the sandbox's own design, chosen so a merchant can act on
// the status alone:
//   SUCCESS  1000, and the successful 3-D Secure outcomes 1300, 1301, 1302
//   PENDING  1200: no final answer yet
//   ERROR    2900–2914, 3000, 3901: system, processor and integration failures, where no bank
//            decision was obtained
//   DECLINE  everything else: the 3-D Secure failures 1320–1400 and the bank, card-data, risk and
//            blacklist declines 2000–2315

import type { TransactionStatus } from '../../common/contract/transactions.ts';

export type { TransactionStatus };

const SUCCESS_CODES: ReadonlySet<number> = new Set([1000, 1300, 1301, 1302]);
const PENDING_CODE = 1200;
const FIRST_ERROR_CODE = 2900;

/** The status group of a response code of the spec's table. */
export function statusOf(code: number): TransactionStatus {
  if (SUCCESS_CODES.has(code)) return 'SUCCESS';
  if (code === PENDING_CODE) return 'PENDING';
  if (code >= FIRST_ERROR_CODE) return 'ERROR';
  return 'DECLINE';
}
