// Entry of the hosted redirect page, served at /pay/<token>: load the session, render the form,
// and leave with location.assign when the server says where the shopper goes.
import { effect } from '@preact/signals';
import { render } from 'preact';
import { createApiClient } from '../src/checkout/api-client.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage } from './page-model.ts';
import { tokenFromPath } from './session-token.ts';

const token = tokenFromPath(window.location.pathname);
const page = createHostedPage(token ? createApiClient({ token }) : null, {
  navigate: (url) => window.location.assign(url),
});

effect(() => {
  document.title = page.title.value;
  document.documentElement.lang = page.lang.value;
});

const root = document.getElementById('kassa-root');
if (root) render(<HostedPage page={page} />, root);
void page.load();
