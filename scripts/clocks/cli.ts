import { parseArgs } from 'node:util';
import { CliError, type CliIo, call, clean, dataOf, runCommand } from '../sandbox-cli/client.ts';

// `npm run clocks -- <command>`: the sandbox clocks from a terminal, beside `npm run postbacks`.
// It talks to the running server's /sandbox/api/clocks and /sandbox/api/subscriptions with the
// merchant's X-Api-Key (scripts/sandbox-cli/client.ts). docs/subscriptions.md tells the clocks.

const HELP = `Usage: npm run clocks -- <command> [options]

Commands:
  create [--time TIME] [--name NAME]
                         a new clock, at TIME (RFC 3339; default: the server's time)
  list                   your clocks, newest first
  show <clock_id>        a clock, its time and what lives on it
  attach <clock_id> --subscription <subscription_id>
  attach <clock_id> --customer <merchant_customer_id>
                         put a subscription, or a customer and its subscriptions, on the clock
  advance <clock_id> --to TIME | --by DURATION [--max-events N]
                         move the clock (DURATION: 30d, 12h, 45m, 90s; 365d for a year), running
                         every rebill, retry, trial end and end of a period due on the way, N
                         events a request (default the server's, 1,000) until it gets there
  rebill-now <subscription_id>
                         charge its next rebill (or retry) now, on its own time
  force <subscription_id> <code>
                         its next rebill (or retry) answers this response code, once

Options:
  --json                 print the server's JSON answer instead of text
  --help                 this text

Environment:
  KASSA_URL              the server (default http://127.0.0.1:8080)
  KASSA_API_KEY          the merchant's API key (default: the sandbox-api-key file in
                         DATA_DIR, or ./.data, when the server generated one)
`;

interface Clock {
  clock_id: string;
  name?: string;
  time: string;
  created_at: string;
  advancing: boolean;
  /** Where its last advance is headed, while the clock is not there yet. */
  advance_to?: string;
  customers: string[];
  subscription_ids: string[];
}

/** A subscription's event, or a `dispute` a dispute test card planned (docs/disputes.md). */
export interface ClockEvent {
  type: string;
  at: string;
  subscription_id?: string;
  subscription_status?: string;
  transaction_id?: string;
  transaction_type?: string;
  original_transaction_id?: string;
  transaction_status?: string;
  response_code?: number;
  skipped?: string;
}

const UNIT_MS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000, s: 1_000 };

/** `time` moved on by `duration` ("30d"), as an RFC 3339 instant. */
export function timeAfter(time: string, duration: string): string {
  const match = /^(\d{1,6})([dhms])$/.exec(duration.trim());
  if (!match) {
    throw new CliError(
      `--by takes a whole number of d, h, m or s (30d, 12h), got "${clean(duration)}"`,
      2,
    );
  }
  return new Date(
    Date.parse(time) + Number(match[1]) * (UNIT_MS[match[2] ?? ''] ?? 0),
  ).toISOString();
}

/** What POST /sandbox/api/clocks/{id}/advance answers. */
interface Advance {
  clock: Clock;
  events: ClockEvent[];
  complete: boolean;
  reached: string;
  to: string;
}

function clockState(clock: Clock): string {
  const to = clock.advance_to === undefined ? '' : ` to ${clean(clock.advance_to)}`;
  if (clock.advancing) return `  (advancing${to})`;
  return to ? `  (advance${to} unfinished: advance it --to there to go on)` : '';
}

function describeClock(clock: Clock): string[] {
  const name = clock.name ? `  "${clean(clock.name)}"` : '';
  return [
    `${clean(clock.clock_id)}${name}  at ${clean(clock.time)}${clockState(clock)}`,
    `  customers: ${clock.customers.length > 0 ? clock.customers.map(clean).join(', ') : 'none'}`,
    `  subscriptions: ${clock.subscription_ids.length > 0 ? clock.subscription_ids.map(clean).join(', ') : 'none'}`,
  ];
}

export function describeEvent(event: ClockEvent): string {
  const charge = event.transaction_id
    ? `  ${clean(event.transaction_id)} ${clean(event.transaction_status)} ${event.response_code}`
    : '';
  if (event.type === 'dispute') {
    const what = `${clean(event.transaction_type)} of ${clean(event.original_transaction_id)}`;
    const skipped = event.skipped === undefined ? '' : `  skipped: ${clean(event.skipped)}`;
    return `  ${clean(event.at)}  ${'dispute'.padEnd(9)}  ${what}${charge}${skipped}`;
  }
  return `  ${clean(event.at)}  ${clean(event.type).padEnd(9)}  ${clean(event.subscription_id)}  ${clean(event.subscription_status)}${charge}`;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      time: { type: 'string' },
      name: { type: 'string' },
      subscription: { type: 'string' },
      customer: { type: 'string' },
      to: { type: 'string' },
      by: { type: 'string' },
      'max-events': { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

export function runCli(argv: string[], io: CliIo): Promise<number> {
  return runCommand(argv, io, HELP, parse, async ({ name, args, values, print }) => {
    const ids = (count: number, usage: string): string[] => {
      if (args.length !== count) throw new CliError(`Usage: npm run clocks -- ${name} ${usage}`, 2);
      return args.map(encodeURIComponent);
    };
    switch (name) {
      case 'create': {
        ids(0, '[--time TIME] [--name NAME]');
        const body = {
          ...(values.time && { time: values.time }),
          ...(values.name && { name: values.name }),
        };
        const json = await call(io, 'POST', '/sandbox/api/clocks', body);
        print(json, () => describeClock(dataOf<Clock>(json)));
        return 0;
      }
      case 'list': {
        ids(0, '');
        const json = await call(io, 'GET', '/sandbox/api/clocks');
        const clocks = dataOf<Clock[]>(json);
        print(json, () =>
          clocks.length === 0 ? ['No clocks yet.'] : clocks.flatMap(describeClock),
        );
        return 0;
      }
      case 'show': {
        const [clockId] = ids(1, '<clock_id>');
        const json = await call(io, 'GET', `/sandbox/api/clocks/${clockId}`);
        print(json, () => describeClock(dataOf<Clock>(json)));
        return 0;
      }
      case 'attach': {
        const [clockId] = ids(
          1,
          '<clock_id> --subscription <id> | --customer <merchant_customer_id>',
        );
        if ((values.subscription === undefined) === (values.customer === undefined)) {
          throw new CliError('attach takes --subscription or --customer, one of the two', 2);
        }
        const body =
          values.subscription !== undefined
            ? { subscription_id: values.subscription }
            : { merchant_customer_id: values.customer };
        const json = await call(io, 'POST', `/sandbox/api/clocks/${clockId}/attach`, body);
        print(json, () => describeClock(dataOf<Clock>(json)));
        return 0;
      }
      case 'advance': {
        const [clockId] = ids(1, '<clock_id> --to TIME | --by DURATION [--max-events N]');
        if ((values.to === undefined) === (values.by === undefined)) {
          throw new CliError('advance takes --to or --by, one of the two', 2);
        }
        const maxEvents = values['max-events'];
        if (maxEvents !== undefined && !/^[1-9]\d{0,4}$/.test(maxEvents)) {
          throw new CliError('--max-events takes a whole number of events, 1 to 10000', 2);
        }
        let to = values.to ?? '';
        if (values.by !== undefined) {
          const clock = dataOf<Clock>(await call(io, 'GET', `/sandbox/api/clocks/${clockId}`));
          to = timeAfter(clock.time, values.by);
        }
        await advanceUntilThere(io, clockId ?? '', to, maxEvents, values.json === true);
        return 0;
      }
      case 'rebill-now': {
        const [subscriptionId] = ids(1, '<subscription_id>');
        const json = await call(
          io,
          'POST',
          `/sandbox/api/subscriptions/${subscriptionId}/rebill-now`,
        );
        const { event } = dataOf<{ event: ClockEvent }>(json);
        print(json, () => [describeEvent(event).trim()]);
        return 0;
      }
      case 'force': {
        const [subscriptionId, code] = ids(2, '<subscription_id> <code>');
        if (!/^\d{4}$/.test(code ?? ''))
          throw new CliError('the code is a response code: 2004, 2302', 2);
        const json = await call(
          io,
          'POST',
          `/sandbox/api/subscriptions/${subscriptionId}/next-rebill`,
          {
            code: Number(code),
          },
        );
        print(json, () => [
          `The next rebill of ${clean(subscriptionId)} answers ${clean(code)}, once.`,
        ]);
        return 0;
      }
      default:
        return undefined;
    }
  });
}

/**
 * Asks the server to advance the clock to `to` again and again until it gets there: one request
 * runs a set number of events (max_events) and says where it stopped. Text comes as each answer
 * does; --json prints one answer in the server's shape with every event.
 */
async function advanceUntilThere(
  io: CliIo,
  clockId: string,
  to: string,
  maxEvents: string | undefined,
  json: boolean,
): Promise<void> {
  const body = { to, ...(maxEvents !== undefined && { max_events: Number(maxEvents) }) };
  const events: ClockEvent[] = [];
  let requests = 0;
  let answer: Advance | undefined;
  do {
    try {
      answer = dataOf<Advance>(
        await call(io, 'POST', `/sandbox/api/clocks/${clockId}/advance`, body),
      );
    } catch (error) {
      if (!(error instanceof CliError) || answer === undefined) throw error;
      throw new CliError(
        `${error.message}\nThe clock stands at ${clean(answer.reached)}; \`npm run clocks -- advance ${clean(clockId)} --to ${clean(to)}\` goes on from there.`,
      );
    }
    if (!answer.complete && answer.events.length === 0) {
      throw new CliError(
        `The server stopped short of ${clean(to)} without running anything, at ${clean(answer.reached)}: try again later.`,
      );
    }
    requests += 1;
    events.push(...answer.events);
    if (json) continue;
    const count = plural(answer.events.length, 'event');
    const head = answer.complete
      ? `${clean(answer.clock.clock_id)} advanced to ${clean(answer.clock.time)}: ${count}${requests > 1 ? ` (${plural(events.length, 'event')} in ${requests} requests)` : ''}`
      : `${clean(answer.clock.clock_id)} at ${clean(answer.reached)} on the way to ${clean(answer.to)}: ${count}, going on`;
    io.out(`${[head, ...answer.events.map(describeEvent)].join('\n')}\n`);
  } while (!answer.complete);
  if (json) io.out(`${JSON.stringify({ data: { ...answer, events } }, null, 2)}\n`);
}

const plural = (n: number, noun: string): string =>
  `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
