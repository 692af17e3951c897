import type { Config } from '../platform/config.ts';
import { previewPage } from '../sandbox/pages/demo/demo-access.ts';

/**
 * Headers of the designer preview's own POST /sandbox/demo-checkout: its origin, and the cookie
 * and token the preview page was served with (server/sandbox/pages/demo/demo-access.ts).
 */
export function previewRequestHeaders(config: Config): Record<string, string> {
  const page = previewPage('<head></head>', config);
  const token = /name="kassa-sandbox-demo" content="([^"]*)"/.exec(page.html)?.[1] ?? '';
  const cookie = (page.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { origin: new URL(config.publicUrl).origin, cookie, 'x-kassa-demo-token': token };
}
