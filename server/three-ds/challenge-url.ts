// Where the sandbox ACS serves a challenge: on Kassa's own origin, so the hosted page and the embed
// script (which opens it over the merchant page) both know it for the service's own.

export const ACS_PATH = '/sandbox/acs';

export function challengeUrl(publicUrl: string, challengeId: string): string {
  return `${publicUrl}${ACS_PATH}/${challengeId}`;
}
