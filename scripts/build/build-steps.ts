// The three builds of `dist/`, each with what it reads and writes. They are independent: each writes
// folders of its own, so one can be built again while the others' output stays.
//
// `inputs` is everything the step's commands read besides node_modules (pinned by
// package-lock.json): the folders its entry files import from (build-steps.test.ts walks the
// imports and fails when one reaches outside), its configuration, and the build scripts it runs.

export type StepName = 'web' | 'embed' | 'server';

export interface BuildStep {
  name: StepName;
  /** What the step is, for the lines the build prints. */
  label: string;
  /** Folders and files, relative to the project root. */
  inputs: readonly string[];
  /** TypeScript entry files, from which the inputs' test follows the imports. */
  entries: readonly string[];
  /** Files the step writes; when one is missing the step runs whatever its stamp says. */
  outputs: readonly string[];
  /** Run in order from the project root, each an argv with node_modules/.bin on the PATH. */
  commands: readonly (readonly string[])[];
}

/** Shared by every step: the TypeScript settings and the exact packages. */
const COMMON_INPUTS = ['tsconfig.json', 'package-lock.json'];

export const BUILD_STEPS: readonly BuildStep[] = [
  {
    name: 'web',
    label:
      'the checkout page, the designer preview and the back office (dist/public, dist/server-render)',
    inputs: [
      'common',
      'src',
      'hosted',
      'preview',
      'backoffice',
      'themes',
      // The preview draws the 3-D Secure overlay as a merchant page does.
      'embed',
      'index.html',
      'vite.config.ts',
      'scripts/precompress.ts',
      ...COMMON_INPUTS,
    ],
    entries: [
      'hosted/main.tsx',
      'hosted/server-render.tsx',
      'preview/main.tsx',
      'preview/server-render.tsx',
      'backoffice/main.tsx',
    ],
    outputs: [
      'dist/public/index.html',
      'dist/public/hosted/index.html',
      'dist/public/backoffice/index.html',
      'dist/server-render/server-render.js',
      'dist/server-render/preview-render.js',
    ],
    commands: [
      ['vite', 'build'],
      ['vite', 'build', '--mode', 'preview'],
      ['vite', 'build', '--mode', 'backoffice'],
      // The pages' components for the server, which renders them into the pages it sends.
      ['vite', 'build', '--mode', 'server-render'],
      ['tsx', 'scripts/precompress.ts', 'public'],
    ],
  },
  {
    name: 'embed',
    label: 'the merchant-page scripts kassa.js and loader.js (dist/embed)',
    inputs: [
      'embed',
      'src/protocol',
      // The protocol passes on the path of challenge pages, which the server shares.
      'common/contract/challenge-path.ts',
      'themes',
      'vite.embed.config.ts',
      'tsconfig.embed.json',
      'scripts/precompress.ts',
      ...COMMON_INPUTS,
    ],
    entries: ['embed/main.ts', 'embed/loader.ts', 'embed/kassa.ts'],
    outputs: ['dist/embed/kassa.js', 'dist/embed/loader.js', 'dist/embed/kassa.d.ts'],
    commands: [
      ['vite', 'build', '-c', 'vite.embed.config.ts'],
      ['vite', 'build', '-c', 'vite.embed.config.ts', '--mode', 'loader'],
      ['tsc', '-p', 'tsconfig.embed.json'],
      ['tsx', 'scripts/precompress.ts', 'embed'],
    ],
  },
  {
    name: 'server',
    label: 'the server (dist/node)',
    // The server shares the contract, money and card rules with the form (common/), and the theme
    // checks; it imports nothing of the form (src/).
    inputs: ['server', 'common', 'themes', 'tsconfig.server.json', ...COMMON_INPUTS],
    entries: ['server/main.ts'],
    outputs: ['dist/node/server/main.js'],
    commands: [['tsc', '-p', 'tsconfig.server.json']],
  },
];

/** The steps named, in build order; all of them for none. Throws on an unknown name. */
export function stepsNamed(names: readonly string[]): BuildStep[] {
  if (names.length === 0) return [...BUILD_STEPS];
  const unknown = names.filter((name) => !BUILD_STEPS.some((step) => step.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `[Kassa] unknown build step ${unknown.join(', ')}: the steps are ${BUILD_STEPS.map((step) => step.name).join(', ')}`,
    );
  }
  return BUILD_STEPS.filter((step) => names.includes(step.name));
}
