import type { HostResolver } from '../platform/outbound/address-policy.ts';

// Name resolution for tests, without DNS: each name answers from a table, one answer per call
// (the last one repeats), so a test can tell whether a name was resolved once or twice.

export type TestResolver = HostResolver & { calls: string[] };

/** `answers[name]` is the list of answers for successive lookups; an unknown name is ENOTFOUND. */
export function testResolver(answers: Record<string, string[][]>): TestResolver {
  const calls: string[] = [];
  const resolve = async (hostname: string): Promise<readonly string[]> => {
    const mine = answers[hostname];
    const before = calls.filter((name) => name === hostname).length;
    calls.push(hostname);
    const answer = mine?.[Math.min(before, mine.length - 1)];
    if (!answer) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
    return answer;
  };
  return Object.assign(resolve, { calls });
}
