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
import { announceMerchantChanged } from '../domain/merchants/merchant-changed-store.ts';
import {
  claimSettingsSeed,
  lockMerchantSettings,
  type MerchantSettingsRecord,
  readMerchantSettings,
  writeMerchantSettings,
} from '../domain/merchants/merchant-settings-store.ts';
import {
  findFormSettings,
  insertMerchant,
  type StoredLogo,
  setMerchantLogo,
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

/** What the start found of the sandbox merchant, beside its key and secret. */
export interface SeededSandbox extends SandboxCredentials {
  /** Whether this start created the merchant (from the environment); false when it was there. */
  seeded: boolean;
  /** One line per setting whose variable is set but differs from the back office's value. */
  warnings: string[];
  /** The merchant's settings as stored now, which the banner shows. */
  settings: MerchantSettingsRecord;
}

type Env = Record<string, string | undefined>;

/**
 * The settings MERCHANT_* and their neighbours give the sandbox merchant at first start; later
 * starts keep what the back office stored. Each with the variable that sets it.
 */
function seedSettings(config: Config): [keyof MerchantSettingsRecord, string, unknown][] {
  return [
    ['callbackUrl', 'MERCHANT_CALLBACK_URL', config.merchantCallbackUrl ?? null],
    ['allowedOrigins', 'MERCHANT_ALLOWED_ORIGINS', config.merchantAllowedOrigins],
    ['theme', 'MERCHANT_THEME', config.merchantTheme],
    ['baseCurrencyCode', 'MERCHANT_BASE_CURRENCY', config.merchantBaseCurrency],
    ['payoutPrerequisites', 'SANDBOX_PAYOUT_PREREQUISITES', config.sandboxPayoutPrerequisites],
    ['rebillRetrySeconds', 'SUBSCRIPTION_RETRY_SCHEDULE', [...config.rebillRetrySchedule]],
    ['straightToMethod', 'MERCHANT_STRAIGHT_TO_METHOD', config.merchantStraightToMethod],
    [
      'savedCardWithoutCode',
      'MERCHANT_SAVED_CARD_WITHOUT_CODE',
      config.merchantSavedCardWithoutCode,
    ],
    [
      'requireCardholderName',
      'MERCHANT_REQUIRE_CARDHOLDER_NAME',
      config.merchantRequireCardholderName,
    ],
  ];
}

const isSet = (env: Env, name: string): boolean => (env[name] ?? '') !== '';

/**
 * Makes sure the sandbox merchant exists. At first start (no such merchant, or one no start has
 * seeded yet) the environment seeds it: its callback URL, origins, theme, logo, base currency and
 * the rest. Later starts keep what
 * the back office stored, and warn of each variable set to something else. The configured key
 * (or DATA_DIR's generated one) is one of the merchant's keys (label "environment"), added when
 * missing: the keys made in the back office stay, and a revocation of this one stands. The
 * configured secret becomes the postback secret when the database has not had it from the
 * environment before, so a restart does not undo a rotation made in the back office. `now` dates
 * what the start writes.
 */
export async function ensureSandboxMerchant(
  db: Database,
  config: Config,
  now: Date = new Date(),
  env: Env = process.env,
): Promise<SeededSandbox> {
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
  const seeds = seedSettings(config);
  const { seeded, warnings } = await db.transaction(async (tx) => {
    await insertMerchant(tx, {
      merchantId: SANDBOX_MERCHANT_ID,
      name: 'Sandbox merchant',
      callbackUrl: config.merchantCallbackUrl ?? null,
      postbackSecret,
      allowedOrigins: config.merchantAllowedOrigins,
      theme: config.merchantTheme,
      baseCurrencyCode: config.merchantBaseCurrency,
      isSandbox: true,
    });
    const stored = await lockMerchantSettings(tx, SANDBOX_MERCHANT_ID);
    if (!stored) throw new Error(`[Kassa] ${SANDBOX_MERCHANT_ID} not found after its insert`);
    // The key and secret first: a seeding start over a row an earlier release wrote takes them too.
    await applyEnvironmentSecret(tx, SANDBOX_MERCHANT_ID, postbackSecret);
    await addApiKeyIfMissing(tx, {
      keyId: newId('key'),
      merchantId: SANDBOX_MERCHANT_ID,
      keyHash: hashApiKey(apiKey),
      label: 'environment',
      last4: lastFourOf(apiKey),
      createdAt: now,
    });
    if (await claimSettingsSeed(tx, SANDBOX_MERCHANT_ID, now)) {
      const seededRecord = { ...stored, tokensEnabled: true };
      for (const [field, , value] of seeds) Object.assign(seededRecord, { [field]: value });
      await writeMerchantSettings(tx, SANDBOX_MERCHANT_ID, seededRecord);
      await setMerchantLogo(tx, SANDBOX_MERCHANT_ID, logo);
      return { seeded: true, warnings: [] };
    }
    // The configured (or kept) key and secret work, as before the back office.
    await announceMerchantChanged(tx, SANDBOX_MERCHANT_ID);
    const differs: string[] = [];
    for (const [field, name, value] of seeds) {
      if (isSet(env, name) && JSON.stringify(stored[field]) !== JSON.stringify(value)) {
        differs.push(name);
      }
    }
    if (logo) {
      const { logoDigest } = await findFormSettings(tx, SANDBOX_MERCHANT_ID);
      if (logoDigest !== logo.digest) differs.push('MERCHANT_LOGO_FILE');
    }
    return {
      seeded: false,
      warnings: differs.map(
        (name) =>
          `${name} is set but the back office's value is kept: it only seeds the first start (docs/backoffice.md)`,
      ),
    };
  });
  const settings = await readMerchantSettings(db, SANDBOX_MERCHANT_ID);
  if (!settings) throw new Error(`[Kassa] ${SANDBOX_MERCHANT_ID} not found`);
  return {
    merchantId: SANDBOX_MERCHANT_ID,
    apiKey,
    postbackSecret,
    generated,
    seeded,
    warnings,
    settings,
  };
}
