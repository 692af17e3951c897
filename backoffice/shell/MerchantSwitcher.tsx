import type { JSX } from 'preact';
import type { MerchantSummary } from '../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../messages/backoffice-messages.ts';
import type { AppModel } from './app-model.ts';

const nameOf = (merchant: MerchantSummary): string =>
  [
    merchant.name,
    merchant.is_sandbox ? MESSAGES.shell.sandbox : '',
    merchant.disabled ? MESSAGES.shell.disabled : '',
  ]
    .filter(Boolean)
    .join(' ');

/** The merchant the pages are about, from GET merchants; one merchant is named, not offered. */
export function MerchantSwitcher({ app }: { app: AppModel }): JSX.Element | null {
  const merchants = app.merchants.value;
  if (merchants.state !== 'ready' || merchants.value.length === 0) return null;
  const list = merchants.value;
  const [only] = list;
  if (list.length === 1 && only) {
    return (
      <p class="bo-merchant">
        {MESSAGES.shell.merchant}: {nameOf(only)}
      </p>
    );
  }
  return (
    <div class="bo-merchant">
      <label for="bo-merchant">{MESSAGES.shell.merchant}</label>
      <select
        id="bo-merchant"
        class="bo-input"
        value={app.merchantId.value ?? ''}
        onChange={(event) => app.chooseMerchant(event.currentTarget.value)}
      >
        {list.map((merchant) => (
          <option key={merchant.merchant_id} value={merchant.merchant_id}>
            {nameOf(merchant)}
          </option>
        ))}
      </select>
    </div>
  );
}
