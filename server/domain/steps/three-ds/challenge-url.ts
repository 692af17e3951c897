// Where the sandbox ACS serves a challenge: on Kassa's own origin, so the hosted page and the embed
// script (which opens it over the merchant page) both know it for the service's own.

import { CHALLENGE_PATH } from '../../../../common/contract/challenge-path.ts';

/** The path the embed script trusts for challenges (common/contract/challenge-path.ts). */
export const ACS_PATH = CHALLENGE_PATH;

export function challengeUrl(publicUrl: string, challengeId: string): string {
  return `${publicUrl}${ACS_PATH}/${challengeId}`;
}
