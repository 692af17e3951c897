import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

// What `npm run example:shop` starts: the sample shop (examples/shop) and Kassa beside it, each on
// its own origin, told about each other. Kept apart from the process handling so a test can read
// the two environments.

export interface ExampleShopSettings {
  shopPort: number;
  kassaPort: number;
  /** The shop's orders.json, and Kassa's own data folder inside it (`kassa/`). */
  dataDir: string;
  apiKey: string;
  postbackSecret: string;
}

type Env = Record<string, string | undefined>;

/** A port from the environment, or the default; anything else stops the start with a reason. */
function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number from 1 to 65535, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * SHOP_PORT (3000), KASSA_PORT (8080) and SHOP_DATA_DIR (examples/shop/data) from the environment;
 * a new API key and postback secret for every start, which both processes are given.
 */
export function exampleShopSettings(env: Env, root: string): ExampleShopSettings {
  return {
    shopPort: port(env, 'SHOP_PORT', 3000),
    kassaPort: port(env, 'KASSA_PORT', 8080),
    dataDir: env.SHOP_DATA_DIR || join(root, 'examples', 'shop', 'data'),
    // Kassa wants at least 24 characters for a key it did not generate, 16 for a secret.
    apiKey: `sk_shop_${randomBytes(24).toString('base64url')}`,
    postbackSecret: `whsec_shop_${randomBytes(24).toString('base64url')}`,
  };
}

export const shopUrl = (s: ExampleShopSettings): string => `http://127.0.0.1:${s.shopPort}`;
export const kassaUrl = (s: ExampleShopSettings): string => `http://127.0.0.1:${s.kassaPort}`;
export const webhookUrl = (s: ExampleShopSettings): string => `${shopUrl(s)}/webhooks/kassa`;

/** Kassa's environment: the sandbox merchant's key and secret, and the shop as its merchant. */
export function kassaEnv(s: ExampleShopSettings, env: Env): Env {
  return {
    ...env,
    PORT: String(s.kassaPort),
    // A loopback HOST is also what lets postbacks go to the shop on 127.0.0.1: loopback and
    // private callback addresses are refused unless Kassa itself listens on loopback (or
    // SANDBOX_POSTBACK_TARGETS=any), so that a shared sandbox cannot reach its neighbours.
    HOST: '127.0.0.1',
    PUBLIC_URL: kassaUrl(s),
    DATA_DIR: join(s.dataDir, 'kassa'),
    MERCHANT_API_KEY: s.apiKey,
    POSTBACK_SECRET: s.postbackSecret,
    MERCHANT_CALLBACK_URL: webhookUrl(s),
    // The shop's pages embed the form: EMBEDDED checkouts are refused to any other origin.
    MERCHANT_ALLOWED_ORIGINS: shopUrl(s),
  };
}

/** The shop's environment (examples/shop/server.mjs reads it). */
export function shopEnv(s: ExampleShopSettings, env: Env): Env {
  return {
    ...env,
    PORT: String(s.shopPort),
    HOST: '127.0.0.1',
    SHOP_URL: shopUrl(s),
    SHOP_DATA_DIR: s.dataDir,
    KASSA_URL: kassaUrl(s),
    KASSA_API_KEY: s.apiKey,
    KASSA_POSTBACK_SECRET: s.postbackSecret,
  };
}

/** What `npm run build` makes and Kassa serves: missing ones mean it must run first. */
export const BUILT_FILES = [
  'dist/node/server/main.js',
  'dist/public/hosted/index.html',
  'dist/embed/kassa.js',
] as const;

export function missingBuiltFiles(root: string): string[] {
  return BUILT_FILES.filter((file) => !existsSync(join(root, file)));
}
