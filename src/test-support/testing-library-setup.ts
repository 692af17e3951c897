import { configure } from '@testing-library/preact';

// Testing Library's waitFor and findBy… give up after 1 s by default. They return the moment
// their condition holds, so the bound only turns a hang into a failure: generous, so that a
// two-core machine busy with other work (load average 10 and more) is never one
// (docs/testing.md).
configure({ asyncUtilTimeout: 30_000 });
