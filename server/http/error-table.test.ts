// docs/idempotency-and-errors.md's error table is written by hand; this test fails when the code
// can answer a status (or a status with an error code) the table does not name, or when the
// table names a status nothing answers any more. The statuses are read from the server's own
// source: every ApiError raised, every status the one error handler and the edge hooks set, and
// the status of every page the sandbox's pages send.

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../platform/paths.ts';
import { markdownTableRows } from '../test-support/markdown-table.ts';

const PAGE = 'docs/idempotency-and-errors.md';

/** The server's shipped modules: no tests, no test fixtures. */
function serverSources(): { file: string; text: string }[] {
  const root = join(projectRoot, 'server');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.split(/[\\/]/).includes('test-support'))
    .map((file) => ({
      file: relative(projectRoot, join(root, file)),
      text: readFileSync(join(root, file), 'utf8'),
    }));
}

/** The arguments of the call whose `(` is at `open`, split at its top-level commas. */
function callArguments(text: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let at = open; at < text.length; at += 1) {
    const char = text[at];
    if (char === '(' || char === '[' || char === '{') depth += 1;
    else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
      if (depth === 0) {
        args.push(text.slice(start, at).trim());
        return args.filter((arg) => arg !== '');
      }
    } else if (char === ',' && depth === 1) {
      args.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  return args;
}

interface Answered {
  status: number;
  /** The error code, where the source names it beside the status. */
  code?: string;
  where: string;
}

const ERROR_STATUS = /^[45]\d\d$/;

/** Every error status the server's source can answer, with its error code where it says. */
function answeredStatuses(): Answered[] {
  const found: Answered[] = [];
  const sources = serverSources();
  // Named statuses (`const MISDIRECTED = 421`), read where they are used as one.
  const named = new Map<string, string>();
  for (const { text } of sources) {
    for (const [, name = '', status = ''] of text.matchAll(/\bconst ([A-Z_]+) = ([45]\d\d);/g)) {
      named.set(name, status);
    }
  }
  const statusOf = (arg: string | undefined): number | undefined => {
    const literal = named.get(arg ?? '') ?? arg ?? '';
    return ERROR_STATUS.test(literal) ? Number(literal) : undefined;
  };
  for (const { file, text } of sources) {
    const add = (status: number | undefined, code?: string) => {
      if (status !== undefined) found.push({ status, where: file, ...(code && { code }) });
    };
    // new ApiError(404, 'NOT_FOUND', …)
    for (const match of text.matchAll(/\bnew ApiError\(/g)) {
      const [status, code] = callArguments(text, (match.index ?? 0) + match[0].length - 1);
      add(statusOf(status), /^'([A-Z_]+)'$/.exec(code ?? '')?.[1]);
    }
    // reply.code(400).send(errorBody('INVALID_REQUEST_PARAMETER', …)), reply.code(MISDIRECTED)
    for (const match of text.matchAll(/\.(?:code|status)\(/g)) {
      const open = (match.index ?? 0) + match[0].length - 1;
      const [status] = callArguments(text, open);
      const sent = /^\)\s*\.send\(errorBody\('([A-Z_]+)'/.exec(
        text.slice(open + 1 + (status?.length ?? 0)),
      );
      add(statusOf(status), sent?.[1]);
    }
    // { status: 414, code: 'INVALID_REQUEST', … } and { status: 431, reason: … }
    for (const [, status, code] of text.matchAll(
      /\bstatus(?:Code)?: ([45]\d\d),(?:\s*code: '([A-Z_]+)')?/g,
    )) {
      add(statusOf(status), code);
    }
    // The sandbox's pages: send(reply, …, 404) answers a page with that status.
    for (const match of text.matchAll(/\bsend\(\s*reply\b/g)) {
      const args = callArguments(text, (match.index ?? 0) + match[0].indexOf('('));
      add(statusOf(args.at(-1)));
    }
  }
  return found;
}

const rows = markdownTableRows(PAGE, readFileSync(join(projectRoot, PAGE), 'utf8'), [
  'Status',
  '`error_code`',
  'When',
]);
const table = rows.map(([status = '', code = '']) => ({
  status: Number(status),
  code: code.replace(/`/g, ''),
}));

describe(`${PAGE}: the error table`, () => {
  const answered = answeredStatuses();

  it('reads the statuses from the source (the scan finds what is known to be there)', () => {
    const statuses = new Set(answered.map((a) => a.status));
    for (const known of [400, 401, 403, 404, 409, 413, 414, 421, 429, 431, 500]) {
      expect(statuses, String(known)).toContain(known);
    }
    expect(answered).toContainEqual(
      expect.objectContaining({ status: 429, code: 'TOO_MANY_REQUESTS' }),
    );
  });

  it('names every status a route can answer, with every error code it answers it with', () => {
    const missing = answered
      .filter(({ status, code }) =>
        table.every((row) => row.status !== status || (code !== undefined && row.code !== code)),
      )
      .map(({ status, code, where }) => `${status} ${code ?? ''} (${where})`);
    expect(missing).toEqual([]);
  });

  it('names no status nothing answers, in the order of the statuses', () => {
    const statuses = new Set(answered.map((a) => a.status));
    expect(table.filter((row) => !statuses.has(row.status))).toEqual([]);
    const order = table.map((row) => row.status);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
