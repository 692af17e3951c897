import { type Sweep, startSweep } from '../../../platform/sweep.ts';
import { type ChallengeDeps, decideChallenge } from './challenge.ts';
import { dueChallengeIds } from './challenge-store.ts';

// Challenges nobody answers end with the 3DS timeout code (1325, then the SALE 2133) when their
// time runs out: THREE_DS_CHALLENGE_SECONDS, or the session's own expiry if that comes first. The
// deadline is stored with the challenge, so a restart loses nothing; the session view and the
// challenge page also time a due challenge out when they meet it (session-action.ts).

export interface TimeoutDeps extends ChallengeDeps {
  log: { error: (obj: object, msg: string) => void };
  onPostback: () => void;
  intervalMs?: number;
}

/** Times out every due challenge; returns how many it ended. */
export async function timeOutDueChallenges(deps: Omit<TimeoutDeps, 'intervalMs'>): Promise<number> {
  let ended = 0;
  for (const id of await dueChallengeIds(deps.db, deps.now(), 20)) {
    const result = await decideChallenge(deps, id, { kind: 'timeout' });
    if (result.kind === 'decided') ended += 1;
  }
  if (ended > 0) deps.onPostback();
  return ended;
}

export function startChallengeTimeouts(deps: TimeoutDeps): Sweep {
  return startSweep(
    () => timeOutDueChallenges(deps),
    deps.intervalMs ?? 1000,
    (err) => deps.log.error({ err }, '3-D Secure timeouts failed; will retry'),
  );
}
