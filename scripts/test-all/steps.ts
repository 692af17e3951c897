// What `npm test` runs (scripts/test-all.ts), in order: each an npm script. .ci/run runs the same
// ones (scripts/ci/ci-run.test.ts keeps it so). A step that needs another is not run when that one
// failed (the browser tests run against the build); every other step runs whatever failed before
// it, so one failure never hides the others' results.

export interface TestStep {
  /** The npm script (`npm run <script>`). */
  script: string;
  /** Steps whose success this one needs. */
  needs?: readonly string[];
}

export const TEST_STEPS: readonly TestStep[] = [
  { script: 'lint' },
  { script: 'check:architecture' },
  { script: 'typecheck' },
  { script: 'test:unit' },
  { script: 'build' },
  { script: 'test:e2e', needs: ['build'] },
];
