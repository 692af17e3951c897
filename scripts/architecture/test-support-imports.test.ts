import { afterAll, describe, expect, it } from 'vitest';
import { biomeProbe } from '../test-support/biome-probe.ts';

// What tests share (fake sessions, frames, a fake service) lives in test-support/ folders and
// never ships. Biome's rule (biome.json `overrides`) keeps shipped code from importing it; this
// proves the rule fires, on a scratch copy of the project's overrides.
const probe = biomeProbe();
afterAll(probe.remove);

const TEST_ONLY = 'test-only module';

describe('the test-support import rule', () => {
  it.each([
    [
      'src/checkout/model.ts',
      "import { sessionFixture } from '../test-support/session-fixture.ts';",
    ],
    [
      'src/components/Form.tsx',
      "import { serveEmptyPages } from '../test-support/empty-pages.ts';",
    ],
    ['hosted/main.tsx', "import { fakeFrame } from './test-support/fake-frame.ts';"],
    ['preview/main.tsx', "export { session } from '../src/test-support/session-fixture.ts';"],
    ['src/wallet/slot.ts', "export const sheet = () => import('./sheet.fixture.ts');"],
    ['server/app.ts', "import { testApp } from './test-support/test-app.ts';"],
    ['embed/elements.ts', "import { SERVICE } from './test-support/fake-service.ts';"],
    ['embed/elements.ts', "import { frame } from './frame.fixture.ts';"],
  ])('refuses it in shipped %s: %s', (path, source) => {
    const { ok, output } = probe.lint(path, `${source}\n`);
    expect(ok).toBe(false);
    expect(output).toContain(TEST_ONLY);
  });

  it.each([
    [
      'src/checkout/model.test.ts',
      "import { sessionFixture } from '../test-support/session-fixture.ts';",
    ],
    ['hosted/HostedPage.test.tsx', "import { fakeFrame } from './test-support/fake-frame.ts';"],
    ['embed/elements.test.ts', "import { SERVICE } from './test-support/fake-service.ts';"],
    [
      'embed/test-support/fake-service.ts',
      "export { serve } from '../../src/test-support/empty-pages.ts';",
    ],
    ['src/test-support/session.ts', "import { schedule } from './schedule.fixture.ts';"],
    [
      'e2e/support/merchant-site.ts',
      "import { handle } from '../../server/test-support/webhook.ts';",
    ],
    ['bench/transaction-list.ts', "import { seed } from '../server/test-support/seed.ts';"],
    ['scripts/postbacks/cli.ts', "import { app } from '../../server/test-support/test-app.ts';"],
  ])('allows it in test code and tooling, %s', (path, source) => {
    expect(probe.lint(path, `${source}\n`)).toEqual({ ok: true, output: expect.any(String) });
  });

  it('lets shipped code import a module whose name only looks alike', () => {
    const source =
      "import { fixture } from './fixture.ts';\nimport { support } from './support/test.ts';\n";
    expect(probe.lint('src/checkout/model.ts', source).ok).toBe(true);
  });
});
