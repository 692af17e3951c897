import { render } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import { App } from '../App.tsx';
import { type AppModel, createAppModel } from '../shell/app-model.ts';
import type { FakeBackoffice } from './fake-backoffice-client.ts';

// The whole app over a fake client, opened at an address, with the browser's history, clock and
// clipboard replaced by what a test can read.

export const TEST_NOW = '2026-11-28T12:00:00.000Z';

export interface RenderedApp {
  app: AppModel;
  /** Addresses the app put in the browser's bar, in order. */
  pushed: string[];
  /** What the app wrote to the clipboard. */
  clipboard: string[];
  user: ReturnType<typeof userEvent.setup>;
}

export function renderApp(fake: FakeBackoffice, address = '/backoffice/settings'): RenderedApp {
  const url = new URL(address, 'https://kassa.test');
  const pushed: string[] = [];
  const clipboard: string[] = [];
  const app = createAppModel({
    client: fake.client,
    location: { pathname: url.pathname, search: url.search },
    pushAddress: (next) => pushed.push(next),
    now: () => new Date(TEST_NOW),
    writeClipboard: async (text) => {
      clipboard.push(text);
    },
  });
  render(<App app={app} />);
  void app.start();
  return { app, pushed, clipboard, user: userEvent.setup() };
}
