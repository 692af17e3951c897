// What a page shows while its data is on the way: loading, the data, or why it is not there.
import type { Signal } from '@preact/signals';
import type { BackofficeResult } from '../api/backoffice-client.ts';
import { failureText } from '../api/field-errors.ts';

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; value: T };

export const LOADING: Loadable<never> = { state: 'loading' };

/** Runs the call and puts its value, or why it failed, into `target`; answers the value. */
export async function loadInto<Answer, T>(
  target: Signal<Loadable<T>>,
  call: () => Promise<BackofficeResult<Answer>>,
  pick: (answer: Answer) => T,
): Promise<T | undefined> {
  target.value = LOADING;
  const answer = await call();
  if (!answer.ok) {
    target.value = { state: 'failed', message: failureText(answer) };
    return undefined;
  }
  const value = pick(answer.value);
  target.value = { state: 'ready', value };
  return value;
}
