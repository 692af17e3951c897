// Entry of the back office (`/backoffice`): the shell in this chunk, every page a chunk of its own
// (shell/page-registry.ts). Served by the server beside the checkout page, never loaded by it.
import { render } from 'preact';
import { App } from './App.tsx';
import { createBackofficeClient } from './api/backoffice-client.ts';
import { createAppModel } from './shell/app-model.ts';
import '../themes/built-in-themes.css';
import './styles/base.css';
import './styles/shell.css';
import './styles/forms.css';

const root = document.getElementById('backoffice-root');
if (root) {
  const app = createAppModel({
    client: createBackofficeClient(),
    location: window.location,
    pushAddress: (address) => window.history.pushState(null, '', address),
    now: () => new Date(),
    writeClipboard: (text) => navigator.clipboard.writeText(text),
  });
  window.addEventListener('popstate', () => app.followAddress(window.location));
  render(<App app={app} />, root);
  void app.start();
}
