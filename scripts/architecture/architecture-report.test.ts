import { describe, expect, it } from 'vitest';
import { architectureReport } from './architecture-report.ts';

const tree = (files: Record<string, string>): Map<string, string> => new Map(Object.entries(files));
// `${name}` inside a fake file's source, written so it is not read as this file's own placeholder.
const sub = (name: string): string => `\u0024{${name}}`;
const clean = { 'server/main.ts': "import './app.ts';\n", 'server/app.ts': 'export {};\n' };

describe('architecture check', () => {
  it('passes a tree that keeps the rules', () => {
    expect(architectureReport(tree(clean), {})).toEqual({ errors: [], warnings: [] });
  });

  it('fails on a value import cycle and names every file in it', () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'src/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
        'src/b.ts': "import { c } from './c.tsx';\nexport const b = c;\n",
        'src/c.tsx': "export { a as c } from './a.ts';\n",
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining('import cycle: src/a.ts -> src/b.ts -> src/c.tsx -> src/a.ts.'),
    ]);
  });

  it('only warns on a cycle that goes through `import type`', () => {
    const report = architectureReport(
      tree({
        ...clean,
        'src/a.ts': "import type { B } from './b.ts';\nexport type A = B;\nexport const a = 1;\n",
        'src/b.ts': "import { a } from './a.ts';\nexport type B = typeof a;\n",
      }),
      {},
    );
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      expect.stringContaining('type-only import cycle: src/a.ts -> src/b.ts -> src/a.ts'),
    ]);
  });

  it('lets a lazy import() close a loop: it loads after its importer, so no cycle', () => {
    const report = architectureReport(
      tree({
        ...clean,
        'src/flow.ts': "export const screen = () => import('./screen.tsx');\n",
        'src/screen.tsx': "import { screen } from './flow.ts';\nexport const again = screen;\n",
      }),
      {},
    );
    expect(report).toEqual({ errors: [], warnings: [] });
  });

  it('fails when two shipped folders import each other, unless the pair is a known one', () => {
    const files = tree({
      ...clean,
      'src/form.ts': "import { theme } from '../themes/theme.ts';\nexport const form = theme;\n",
      'themes/theme.ts': "import type { Form } from '../src/types.ts';\nexport const theme = 1;\n",
      'src/types.ts': 'export type Form = string;\n',
    });
    expect(architectureReport(files, {}).errors).toEqual([
      expect.stringContaining('folders import each other: src <-> themes.'),
    ]);
    expect(architectureReport(files, { mutualFolders: ['src <-> themes'] }).errors).toEqual([]);
  });

  it('fails when a known pair has been fixed, so the list only shrinks', () => {
    expect(architectureReport(tree(clean), { mutualFolders: ['src <-> themes'] }).errors).toEqual([
      expect.stringContaining('delete it from KNOWN_MUTUAL_FOLDERS'),
    ]);
  });

  it('fails on SQL in server code outside storage modules, and names the line', () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'server/domain/refunds/refund.ts':
          '// Select the rows from the store, then update them and set the status.\n' +
          `export const sql = \`UPDATE payments SET status = $1 WHERE id = ${sub('"$2"')}\`;\n`,
        'server/domain/postbacks/queue.ts': "export const q = 'select event_id from outbox';\n",
        'server/domain/tokens/tokens.ts': `const c = "token_id";\nexport const q = \`SELECT ${sub('c')} FROM tokens\`;\n`,
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining('SQL outside a storage module: server/domain/refunds/refund.ts:2'),
      expect.stringContaining('server/domain/postbacks/queue.ts:1 "select event_id from outbox"'),
      expect.stringContaining('server/domain/tokens/tokens.ts:2'),
    ]);
  });

  it('lets stores, server/platform/db and tests hold SQL, and ignores prose', () => {
    const sql = "export const sql = 'DELETE FROM payments';\n";
    const { errors } = architectureReport(
      tree({
        ...clean,
        'server/domain/ledger/payment-store.ts': sql,
        'server/domain/tokens/token-store.ts': sql,
        'server/platform/db/migrate.ts': "export const m = 'CREATE TABLE t (id int)';\n",
        'server/domain/ledger/payment-store.test.ts': sql,
        'server/test-support/reset.ts': sql,
        'server/http/errors.ts':
          "export const m = 'Select a card from the list, then insert into it';\n",
      }),
      {},
    );
    expect(errors).toEqual([]);
  });

  it('fails on the system clock read in server/domain, and names the line', () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'server/domain/rebills/late.ts':
          'export const a = () => Date.now();\nexport const b = () => new Date();\n',
        'server/domain/rebills/fine.ts':
          '// Date.now() in prose\nexport const c = (ms: number) => new Date(ms);\nexport const d = "new Date()";\n',
        'server/domain/rebills/fine.test.ts': 'export const e = new Date();\n',
        'server/platform/clock.ts': 'export const f = () => new Date();\n',
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'the system clock read in the domain: server/domain/rebills/late.ts:1 "Date.now()"',
      ),
      expect.stringContaining(
        'the system clock read in the domain: server/domain/rebills/late.ts:2 "new Date()"',
      ),
    ]);
  });

  it('fails on a web framework imported by server/domain, types included, and names the line', () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'server/domain/ledger/query.ts':
          "import type { FastifySchemaValidationError } from 'fastify';\n" +
          "export type E = import('@fastify/rate-limit').RateLimitOptions;\n",
        'server/domain/ledger/query.test.ts': "import type { FastifyInstance } from 'fastify';\n",
        'server/api/merchant/route.ts': "import type { FastifyInstance } from 'fastify';\n",
        'server/domain/ledger/prose.ts':
          '// Fastify validates the query in server/api/.\nexport {};\n',
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'the HTTP edge in the domain: server/domain/ledger/query.ts:1 imports "fastify"',
      ),
      expect.stringContaining(
        'the HTTP edge in the domain: server/domain/ledger/query.ts:2 imports "@fastify/rate-limit"',
      ),
    ]);
  });

  it("fails on the sandbox's shared data imported by server/domain, and names the import", () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'common/sandbox/cards.ts': 'export const CARDS = [];\n',
        'server/domain/attempts/pay.ts':
          "import { CARDS } from '../../../common/sandbox/cards.ts';\nexport const n = CARDS.length;\n",
        'server/domain/attempts/pay.test.ts':
          "import { CARDS } from '../../../common/sandbox/cards.ts';\nCARDS;\n",
        'server/sandbox/processor/cards.ts':
          "import { CARDS } from '../../../common/sandbox/cards.ts';\nexport const m = CARDS;\n",
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining(
        "the sandbox's data in the domain: server/domain/attempts/pay.ts -> common/sandbox/cards.ts.",
      ),
    ]);
  });

  it('fails when the production server imports test code', () => {
    const { errors } = architectureReport(
      tree({
        'server/main.ts': "import { helper } from './test-support/helper.ts';\nhelper();\n",
        'server/test-support/helper.ts': 'export const helper = (): void => {};\n',
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining('test code in the production server: server/test-support/helper.ts'),
    ]);
  });

  it("fails when the production server reaches the front end's test support", () => {
    const { errors } = architectureReport(
      tree({
        'server/main.ts': "import { cards } from '../src/wallet/cards.ts';\ncards();\n",
        'src/wallet/cards.ts':
          "export { sessionFixture as cards } from '../test-support/session-fixture.ts';\n" +
          "export { sheet } from './sheet.fixture.ts';\n",
        'src/test-support/session-fixture.ts': 'export const sessionFixture = (): void => {};\n',
        'src/wallet/sheet.fixture.ts': 'export const sheet = 1;\n',
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'import against the folder order: server/main.ts -> src/wallet/cards.ts. server/ may not import src/',
      ),
      expect.stringContaining('test code in the production server: src/test-support/session-'),
      expect.stringContaining('test code in the production server: src/wallet/sheet.fixture.ts'),
    ]);
  });

  it('fails when the server imports the form, or common/ imports either, and names the rule', () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'server/domain/attempts/session-view.ts':
          "import { formLanguage } from '../../../src/checkout/language.ts';\n" +
          "import { decimal } from '../../../common/money/decimal.ts';\n" +
          'export const view = [formLanguage, decimal];\n',
        'src/checkout/language.ts':
          "import { decimal } from '../../common/money/decimal.ts';\nexport const formLanguage = decimal;\n",
        'common/money/decimal.ts': 'export const decimal = 1;\n',
        'common/money/tax.ts':
          "import type { Rule } from '../../hosted/page-tax.ts';\nexport const tax: Rule = 1;\n",
        'hosted/page-tax.ts': 'export type Rule = number;\n',
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining(
        'import against the folder order: common/money/tax.ts -> hosted/page-tax.ts. common/ may not import src/, server/, hosted/',
      ),
      expect.stringContaining(
        'import against the folder order: server/domain/attempts/session-view.ts -> src/checkout/language.ts. server/ may not import src/',
      ),
    ]);
  });

  it('fails on a server file outside the wings, an import against their order and two folders importing each other', () => {
    const { errors } = architectureReport(
      tree({
        ...clean,
        'server/payments/store.ts': 'export const p = 1;\n',
        'server/domain/refunds/refund.ts':
          "import { decide } from '../../sandbox/processor/processor.ts';\nexport const r = decide;\n",
        'server/sandbox/processor/processor.ts': 'export const decide = 1;\n',
        'server/domain/a/one.ts': "import { two } from '../b/two.ts';\nexport const one = two;\n",
        'server/domain/b/two.ts':
          "import type { T } from '../a/types.ts';\nexport const two: T = 2;\n",
        'server/domain/a/types.ts': 'export type T = number;\n',
      }),
      {},
    );
    expect(errors).toEqual([
      expect.stringContaining('server file outside the wings: server/payments/store.ts'),
      expect.stringContaining(
        'import against the wing order: server/domain/refunds/refund.ts -> server/sandbox/processor/processor.ts. server/domain/ may import server/contract/, server/platform/',
      ),
      expect.stringContaining(
        'server folders import each other: server/domain/a <-> server/domain/b',
      ),
    ]);
  });

  it('tolerates a known wing debt, and fails once it is paid and still listed', () => {
    const debt = 'server/domain/refunds/refund.ts -> server/sandbox/processor/processor.ts';
    const files = tree({
      ...clean,
      'server/domain/refunds/refund.ts':
        "import { decide } from '../../sandbox/processor/processor.ts';\nexport const r = decide;\n",
      'server/sandbox/processor/processor.ts': 'export const decide = 1;\n',
    });
    expect(architectureReport(files, { wingViolations: [debt] }).errors).toEqual([]);
    expect(architectureReport(tree(clean), { wingViolations: [debt] }).errors).toEqual([
      expect.stringContaining('delete it from KNOWN_WING_VIOLATIONS'),
    ]);
  });
});
