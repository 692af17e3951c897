// Sessions and a controllable clock for the form's tests (and the hosted page's).

import type { SessionView } from '../../common/contract/session-api.ts';
import { isWalletMethod, type WalletMethod } from '../../common/methods/payment-methods.ts';
import type { Schedule } from '../checkout/schedule.ts';

export const FIXTURE_NOW = new Date('2026-05-15T12:00:00Z');

/** The session's wallet settings; `methods` defaults to the wallets the session names, as the server's. */
export type WalletFixture = Omit<NonNullable<SessionView['wallets']>, 'methods'> & {
  methods?: WalletMethod[];
};

export type SessionOverrides = Partial<Omit<SessionView, 'wallets'>> & { wallets?: WalletFixture };

export function sessionFixture(overrides: SessionOverrides = {}): SessionView {
  const { wallets, ...rest } = overrides;
  const session: SessionView = {
    state: 'OPEN',
    payment_id: 'pay_123',
    ui_mode: 'HOSTED',
    amount: '12.50',
    currency_code: 'USD',
    language: 'en-us',
    shop_name: 'Fern & Feather',
    products: [
      {
        product_id: 'plant',
        product_name: 'Monstera',
        product_price: '12.50',
        is_optional: false,
        is_preselected: false,
      },
    ],
    methods: ['CARD'],
    created_at: '2026-05-15T11:55:00Z',
    expires_at: '2026-05-15T12:10:00Z',
    server_time: '2026-05-15T12:00:00Z',
    attempts_left: 3,
    ...rest,
  };
  if (!wallets) return session;
  const methods = wallets.methods ?? [...new Set(session.methods.filter(isWalletMethod))];
  return { ...session, wallets: { ...wallets, methods } };
}

export interface ManualSchedule {
  schedule: Schedule;
  /** Delays of the tasks still waiting, in the order they were scheduled. */
  pending(): number[];
  /** Moves time forward, running every task that falls due. */
  advance(ms: number): void;
}

export function manualSchedule(): ManualSchedule {
  let time = 0;
  let tasks: { due: number; delay: number; run: () => void }[] = [];
  return {
    schedule(run, delayMs) {
      const task = { due: time + delayMs, delay: delayMs, run };
      tasks.push(task);
      return () => {
        tasks = tasks.filter((other) => other !== task);
      };
    },
    pending: () => tasks.map((task) => task.delay),
    advance(ms) {
      time += ms;
      const due = tasks.filter((task) => task.due <= time).sort((a, b) => a.due - b.due);
      tasks = tasks.filter((task) => task.due > time);
      for (const task of due) task.run();
    },
  };
}

/** Lets pending promise callbacks (a faked fetch answering) run. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
