import type { Processor } from '../domain/processor.ts';
import { sandboxProcessor } from '../sandbox/processor/sandbox-processor.ts';
import { otherMerchant } from './subscriptions.ts';
import type { TestApp } from './test-app.ts';

// For the tests of the long loops (a clock's advance, the rebill catch-up): does the server answer
// another merchant's request over HTTP while one runs? They compare the order in which the two
// finish, never how long either took, so a slow machine changes nothing.

/**
 * How long a test of a long run may take: thousands of rebills, each a transaction and a postback
 * written on the embedded engine's one thread. The 3,000-rebill advance takes well under a minute
 * on a quiet two-core machine and went past 180 s at a load average of 15 to 20; the bound is
 * there to turn a hang into a failure, never to be waited out.
 */
export const LONG_RUN_BOUND_MS = 900_000;

/** The sandbox processor, telling when it has decided its `nth` rebill: a run is under way. */
export function rebillWatch(nth: number): { processor: Processor; underWay: Promise<void> } {
  let rebills = 0;
  let signal: () => void = () => {};
  const underWay = new Promise<void>((resolve) => {
    signal = resolve;
  });
  return {
    processor: {
      ...sandboxProcessor,
      rebill: (input) => {
        rebills += 1;
        if (rebills === nth) signal();
        return sandboxProcessor.rebill(input);
      },
    },
    underWay,
  };
}

/**
 * Starts `run`; once `underWay` settles, another merchant asks for a page of its transactions over
 * a real HTTP connection to the app. Answers `run`'s result and what finished first, in order:
 * `other merchant` and `run`.
 */
export async function raceAnotherMerchant<T>(
  t: TestApp,
  run: () => Promise<T>,
  underWay: Promise<void>,
): Promise<{ result: T; order: string[]; otherStatus: number }> {
  const otherKey = await otherMerchant(t);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const order: string[] = [];
  const running = run().then((result) => {
    order.push('run');
    return result;
  });
  // A run that ends (or fails) before it is under way must not leave the test waiting.
  await Promise.race([underWay, running]);
  const other = await fetch(`${base}/v1/transaction?limit=1`, {
    headers: { 'x-api-key': otherKey },
  });
  order.push('other merchant');
  await other.arrayBuffer();
  return { result: await running, order, otherStatus: other.status };
}
