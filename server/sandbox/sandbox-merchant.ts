import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  hashApiKey,
  lastFourOf,
  newApiKey,
  newPostbackSecret,
} from '../domain/merchants/api-key.ts';
import { addApiKeyIfMissing } from '../domain/merchants/api-key-store.ts';
import { checkLogoImage } from '../domain/merchants/logo-image.ts';
import {
  type StoredLogo,
  setMerchantLogo,
  setPayoutSettings,
  setRequireCardholderName,
  setSavedCardWithoutCode,
  setStraightToMethod,
  setTokensEnabled,
  upsertMerchant,
} from '../domain/merchants/merchant-store.ts';
import { applyEnvironmentSecret } from '../domain/merchants/postback-secret-store.ts';
import { type Config, ConfigError } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { newId } from '../platform/ids.ts';
import { exchangeRate } from './processor/exchange-rates.ts';

export const SANDBOX_MERCHANT_ID = 'mer_sandbox';

export interface SandboxCredentials {
  merchantId: string;
  apiKey: string;
  postbackSecret: string;
  /** Where the key and secret came from, for the start-up banner. */
  generated: boolean;
}

// When no key or secret is configured, one is generated on first start and kept in DATA_DIR
// (folder 0700, file 0600), so a developer's integration keeps working across restarts. The key
// file is the developer's own copy of their sandbox key (the start-up banner shows it); the
// database holds only its SHA-256. The postback secret must stay readable: every postback is
// signed with it (HMAC), so it is kept in clear, here and in the merchants table.
async function keptSecret(
  dataDir: string,
  file: string,
  make: () => string,
): Promise<[string, boolean]> {
  const path = join(dataDir, file);
  try {
    const raw = await readFile(path, 'utf8');
    const kept = raw.trim();
    if (kept) {
      // Older releases ended the file with a newline, which breaks a signature made with the
      // file's raw contents (`$(cat …)` keeps it in some shells, `readFileSync` always does).
      if (raw !== kept) await writeFile(path, kept, { mode: 0o600 });
      return [kept, false];
    }
  } catch {
    // Not there yet: make one below.
  }
  const value = make();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // No trailing newline: the file's bytes are exactly the key (an HMAC key read raw must match).
  await writeFile(path, value, { mode: 0o600 });
  await chmod(path, 0o600);
  return [value, true];
}

/**
 * MERCHANT_LOGO_FILE read and checked at start: a file that is missing, too big or not an image a
 * logo may be stops the start with what is wrong, rather than a form without the logo.
 */
export async function readMerchantLogo(path: string | undefined): Promise<StoredLogo | null> {
  if (path === undefined) return null;
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`[Kassa] MERCHANT_LOGO_FILE ${path} cannot be read (${code})`);
  }
  const checked = checkLogoImage(bytes);
  if (!checked.ok) throw new ConfigError(`[Kassa] MERCHANT_LOGO_FILE ${path}: ${checked.reason}`);
  return checked.logo;
}

/**
 * Makes sure the sandbox merchant exists with the configured key, callback URL, secret and theme.
 * The configured key is one of the merchant's keys (label "environment"), added when missing: the
 * keys made in the back office stay, and a revocation of this one stands. The configured secret
 * becomes the postback secret when the database has not had it from the environment before, so a
 * restart does not undo a rotation made in the back office. `now` dates a key added.
 */
export async function ensureSandboxMerchant(
  db: Database,
  config: Config,
  now: Date = new Date(),
): Promise<SandboxCredentials> {
  // Base amounts are converted at the sandbox processor's rates: the base currency needs one.
  if (exchangeRate(config.merchantBaseCurrency) === undefined) {
    throw new ConfigError(
      `[Kassa] MERCHANT_BASE_CURRENCY must be a currency of the sandbox's rate table (docs/payouts.md, The rate table); ${config.merchantBaseCurrency} has no rate`,
    );
  }
  const logo = await readMerchantLogo(config.merchantLogoFile);
  let generated = false;
  let apiKey = config.merchantApiKey;
  if (!apiKey) {
    const [key, isNew] = await keptSecret(config.dataDir, 'sandbox-api-key', newApiKey);
    apiKey = key;
    generated ||= isNew;
  }
  let postbackSecret = config.postbackSecret;
  if (!postbackSecret) {
    const [secret, isNew] = await keptSecret(
      config.dataDir,
      'sandbox-postback-secret',
      newPostbackSecret,
    );
    postbackSecret = secret;
    generated ||= isNew;
  }
  await upsertMerchant(db, {
    merchantId: SANDBOX_MERCHANT_ID,
    name: 'Sandbox merchant',
    callbackUrl: config.merchantCallbackUrl ?? null,
    postbackSecret,
    allowedOrigins: config.merchantAllowedOrigins,
    theme: config.merchantTheme,
    baseCurrencyCode: config.merchantBaseCurrency,
    isSandbox: true,
  });
  await applyEnvironmentSecret(db, SANDBOX_MERCHANT_ID, postbackSecret);
  await addApiKeyIfMissing(db, {
    keyId: newId('key'),
    merchantId: SANDBOX_MERCHANT_ID,
    keyHash: hashApiKey(apiKey),
    label: 'environment',
    last4: lastFourOf(apiKey),
    createdAt: now,
  });
  // Unset, the logo goes: the form shows the shop's name.
  await setMerchantLogo(db, SANDBOX_MERCHANT_ID, logo);
  // POST /v1/token is on for the sandbox merchant.
  await setTokensEnabled(db, SANDBOX_MERCHANT_ID, true);
  // Straight to a lone alternative method when the checkout gives the customer (on by default).
  await setStraightToMethod(db, SANDBOX_MERCHANT_ID, config.merchantStraightToMethod);
  // A saved card asks its security code unless MERCHANT_SAVED_CARD_WITHOUT_CODE=on.
  await setSavedCardWithoutCode(db, SANDBOX_MERCHANT_ID, config.merchantSavedCardWithoutCode);
  // The cardholder name is optional on the form unless set (off by default).
  await setRequireCardholderName(db, SANDBOX_MERCHANT_ID, config.merchantRequireCardholderName);

  // Every payout method's setup, unless SANDBOX_PAYOUT_PREREQUISITES takes some away.
  await setPayoutSettings(db, SANDBOX_MERCHANT_ID, {
    prerequisites: config.sandboxPayoutPrerequisites,
  });
  return { merchantId: SANDBOX_MERCHANT_ID, apiKey, postbackSecret, generated };
}
