import { connect } from 'node:net';
import type { Config } from './config.ts';
import {
  type HostResolver,
  type OutboundPolicy,
  type Refusal,
  refusalAdvice,
  resolveChecked,
  systemResolver,
} from './outbound/address-policy.ts';
import { pinnedLookup } from './outbound/pinned-post.ts';

// What `npm start` prints once the port is open: where everything is, and what will not work yet.
// Built from values, so a test can read it without starting a server.

export interface BannerFacts {
  local: string;
  engine: 'pglite' | 'postgres';
  merchantId: string;
  apiKey: string;
  postbackSecret: string;
  /** What trying the callback URL's address found; undefined when there is no URL. */
  callbackReachability: Reachability | undefined;
  /** The `.env` file the settings were read from, if there was one (env-file.ts). */
  envFile?: string | undefined;
  /**
   * The first admin's password when this start created it: printed here once, never logged, never
   * kept anywhere in clear.
   */
  adminPassword?: string | undefined;
}

export type Reachability =
  | { reachable: true }
  | { reachable: false; reason: string }
  /** The outbound address policy refuses the URL's address: nothing was tried. */
  | { reachable: false; refused: Refusal };

const PROBE_TIMEOUT_MS = 1_000;

/**
 * Opens (and at once closes) a TCP connection to the callback URL's host and port: no request is
 * sent, so the merchant's handler sees nothing. The host is held to the same outbound address
 * rule as the postbacks (resolved once, each address checked, the connection made to a checked
 * address): a refused address is reported without connecting. A refusal, an unknown host or
 * silence for a second is reported; the postbacks themselves are retried whatever this finds.
 */
export async function probeCallbackUrl(
  url: string,
  policy: OutboundPolicy,
  resolveHost: HostResolver = systemResolver,
): Promise<Reachability> {
  const { hostname, port, protocol } = new URL(url);
  let target: Awaited<ReturnType<typeof resolveChecked>>;
  try {
    target = await resolveChecked(policy, hostname, resolveHost);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'ENOTFOUND';
    return { reachable: false, reason: code };
  }
  if (!target.ok) return { reachable: false, refused: target.refusal };
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  const { addresses } = target;
  return new Promise((resolve) => {
    const socket = connect({
      host,
      port: Number(port) || (protocol === 'https:' ? 443 : 80),
      lookup: pinnedLookup(addresses),
    });
    const done = (result: Reachability) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () =>
      done({ reachable: false, reason: `no answer within ${PROBE_TIMEOUT_MS / 1000} s` }),
    );
    socket.once('connect', () => done({ reachable: true }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done({ reachable: false, reason: error.code ?? error.message }),
    );
  });
}

function minutes(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const m = seconds / 60;
  return `${m} minute${m === 1 ? '' : 's'}`;
}

/** `value` as one word of a POSIX shell: as it is when it is plain, else in single quotes. */
export function shellWord(value: string): string {
  return /^[A-Za-z0-9_.:/@%+=-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * A line to paste, so the README's examples (`$KASSA_URL`, `$KASSA_API_KEY`,
 * `$KASSA_POSTBACK_SECRET`) work in the developer's shell. The URL is the merchant API's base, as
 * printed above; only generated key and secret values are printed, as in the lines above; a key
 * or secret the operator configured is named, never echoed.
 */
function shellExport(config: Config, facts: BannerFacts): string[] {
  const printed = [
    `KASSA_URL=${shellWord(config.publicUrl)}`,
    ...(config.merchantApiKey ? [] : [`KASSA_API_KEY=${shellWord(facts.apiKey)}`]),
    ...(config.postbackSecret ? [] : [`KASSA_POSTBACK_SECRET=${shellWord(facts.postbackSecret)}`]),
  ];
  const yours = [
    ...(config.merchantApiKey ? ['KASSA_API_KEY to your MERCHANT_API_KEY'] : []),
    ...(config.postbackSecret ? ['KASSA_POSTBACK_SECRET to your POSTBACK_SECRET'] : []),
  ];
  return [
    "  For your shell (the README's examples use these):",
    `    export ${printed.join(' ')}`,
    ...(yours.length > 0
      ? [`    and set ${yours.join(' and ')} (configured values are not printed)`]
      : []),
  ];
}

export function bannerLines(config: Config, facts: BannerFacts): string[] {
  const where =
    facts.engine === 'pglite'
      ? `embedded database in ${config.dataDir}`
      : config.processes > 1
        ? `PostgreSQL, ${config.processes} processes (KASSA_PROCESSES)`
        : 'PostgreSQL';
  const origins = config.merchantAllowedOrigins;
  const lines = [
    '',
    `Kassa sandbox is running on ${facts.local} (${where})`,
    `  Designer preview and test checkout: ${facts.local}/`,
    `  Merchant API:                       ${config.publicUrl}/v1  (header X-Api-Key)`,
    `  Sandbox merchant:                   ${facts.merchantId}`,
    `  API key:                            ${config.merchantApiKey ? '(from MERCHANT_API_KEY)' : facts.apiKey}`,
    `  Postback secret:                    ${config.postbackSecret ? '(from POSTBACK_SECRET)' : facts.postbackSecret}`,
    `  Postbacks go to:                    ${config.merchantCallbackUrl ?? '(nowhere yet: set MERCHANT_CALLBACK_URL)'}`,
    `  Postback delivery log:              ${config.sandboxDemo ? `${facts.local}/sandbox/postbacks, or ` : ''}npm run postbacks -- list`,
    `  Embedding allowed from:             ${origins.length > 0 ? origins.join(', ') : '(no origin: EMBEDDED checkouts are refused until MERCHANT_ALLOWED_ORIGINS is set)'}`,
    `  Checkout sessions last:             ${minutes(config.sessionTtlSeconds)} (CHECKOUT_SESSION_TTL_SECONDS)`,
    `  Merchant theme defaults:            ${config.merchantTheme ? '(from MERCHANT_THEME)' : 'none (built-in themes; set MERCHANT_THEME)'}`,
    `  Merchant logo:                      ${config.merchantLogoFile ?? "none (the shop's name as text; set MERCHANT_LOGO_FILE)"}`,
    `  Settings read from:                 ${facts.envFile ? `${facts.envFile} and the environment (the environment wins)` : 'the environment (no .env file here)'}`,
    `  Back office:                        ${facts.local}/backoffice${config.backofficeLocalSignIn ? ' (no password needed on this machine; BACKOFFICE_LOCAL_SIGN_IN=off to always sign in)' : ''}`,
  ];
  if (facts.adminPassword !== undefined) {
    lines.push(
      `  Back office sign-in:                admin / ${facts.adminPassword}  (shown this once: note it, or change it in the back office)`,
    );
  }
  const warnings: string[] = [];
  if (!config.merchantCallbackUrl) {
    warnings.push(
      'MERCHANT_CALLBACK_URL is not set: postbacks wait in the outbox until it is (they are kept, not lost).',
    );
  } else if (facts.callbackReachability && 'refused' in facts.callbackReachability) {
    const { refused } = facts.callbackReachability;
    warnings.push(
      `MERCHANT_CALLBACK_URL ${config.merchantCallbackUrl} is ${refused.message}: postbacks to it are not sent (each attempt is logged as failed with this reason, and retried on the schedule). ${refusalAdvice(refused, config.host)}.`,
    );
  } else if (facts.callbackReachability && 'reason' in facts.callbackReachability) {
    warnings.push(
      `MERCHANT_CALLBACK_URL ${config.merchantCallbackUrl} cannot be reached (${facts.callbackReachability.reason}): start your handler there; postbacks are retried until it answers.`,
    );
  }
  for (const warning of warnings) lines.push(`  Warning: ${warning}`);
  lines.push(...shellExport(config, facts), '');
  return lines;
}
