import { describe, expect, it } from 'vitest';
import type { ImportEdge } from './import-graph.ts';
import { topFolderRule, topFolderViolations } from './top-folder-order.ts';

const edge = (from: string, to: string): ImportEdge => ({ from, to, kind: 'value' });

describe('the order of the top-level folders', () => {
  it('lets the server and the form import common/, and common/ import themes/', () => {
    expect(
      topFolderViolations([
        edge('server/domain/attempts/session-view.ts', 'common/contract/session-api.ts'),
        edge('server/api/pages/route.ts', 'themes/theme-types.ts'),
        edge('src/checkout/order.ts', 'common/money/decimal.ts'),
        edge('hosted/server-render.tsx', 'common/language/shopper-language.ts'),
        edge('common/contract/session-view-schema.ts', 'themes/payment-form-override.ts'),
        edge('common/money/tax.ts', 'common/contract/tax-rule.ts'),
        edge('src/protocol/messages.ts', 'common/contract/challenge-path.ts'),
      ]),
    ).toEqual([]);
  });

  it('refuses the server reaching into the form, in code and in tests alike', () => {
    expect(
      topFolderViolations([
        edge('server/domain/attempts/session-view.ts', 'src/checkout/shopper-language.ts'),
        edge('server/sandbox/processor/wallet-cards.test.ts', 'src/wallet/sandbox-cards.ts'),
        edge('server/api/pages/route.ts', 'hosted/server-render.tsx'),
        edge('server/http/headers.ts', 'embed/loader.ts'),
      ]),
    ).toEqual([
      'server/api/pages/route.ts -> hosted/server-render.tsx',
      'server/domain/attempts/session-view.ts -> src/checkout/shopper-language.ts',
      'server/http/headers.ts -> embed/loader.ts',
      'server/sandbox/processor/wallet-cards.test.ts -> src/wallet/sandbox-cards.ts',
    ]);
  });

  it('refuses common/ importing the form or the server', () => {
    expect(
      topFolderViolations([
        edge('common/contract/session-api.ts', 'src/checkout/model.ts'),
        edge('common/language/shopper-language.test.ts', 'src/checkout/browser-region.ts'),
        edge('common/money/currency.ts', 'server/contract/currencies.ts'),
        edge('common/card/card-scheme.ts', 'preview/sample-session.ts'),
      ]),
    ).toEqual([
      'common/card/card-scheme.ts -> preview/sample-session.ts',
      'common/contract/session-api.ts -> src/checkout/model.ts',
      'common/language/shopper-language.test.ts -> src/checkout/browser-region.ts',
      'common/money/currency.ts -> server/contract/currencies.ts',
    ]);
  });

  it('refuses the back office reaching into the server or the form, and either into it', () => {
    expect(
      topFolderViolations([
        edge('backoffice/api/backoffice-client.ts', 'common/contract/backoffice-api.ts'),
        edge('backoffice/main.tsx', 'themes/built-in-themes.css'),
        edge('backoffice/shell/app-model.ts', 'server/api/backoffice/access.ts'),
        edge('backoffice/parts/fields.tsx', 'src/components/TextField.tsx'),
        edge('server/api/pages/route.ts', 'backoffice/shell/routes.ts'),
        edge('common/contract/backoffice-api.ts', 'backoffice/shell/routes.ts'),
      ]),
    ).toEqual([
      'backoffice/parts/fields.tsx -> src/components/TextField.tsx',
      'backoffice/shell/app-model.ts -> server/api/backoffice/access.ts',
      'common/contract/backoffice-api.ts -> backoffice/shell/routes.ts',
      'server/api/pages/route.ts -> backoffice/shell/routes.ts',
    ]);
  });

  it('says what the importing folder may not import', () => {
    expect(topFolderRule('server/api/pages/route.ts')).toBe(
      'server/ may not import src/, hosted/, embed/, backoffice/',
    );
    expect(topFolderRule('common/money/tax.ts')).toBe(
      'common/ may not import src/, server/, hosted/, embed/, preview/, backoffice/',
    );
    expect(topFolderRule('src/checkout/model.ts')).toBe('');
  });
});
