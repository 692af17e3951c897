// The form's English translator, for tests that render views or build models outside a page
// (the page gives its own: hosted/page-model.ts).
import type { ComponentChildren, JSX } from 'preact';
import { en } from '../../common/messages/en.ts';
import { formMessages, Messages } from '../messages/form-messages.ts';

export const englishMessages = formMessages('en', en);

/** `ui` with the English messages around it. */
export function inEnglish(ui: ComponentChildren): JSX.Element {
  return <Messages messages={englishMessages}>{ui}</Messages>;
}
