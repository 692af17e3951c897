import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { MESSAGES } from '../messages/backoffice-messages.ts';

/**
 * A secret the server shows once (a new API key, a postback secret, a new operator's password):
 * in a read-only field, so it can be selected by hand, with a copy button. Kept in the page's
 * memory only; gone with the page.
 */
export function ShownOnce({
  id,
  label,
  value,
  writeClipboard,
}: {
  id: string;
  label: string;
  value: string;
  writeClipboard(text: string): Promise<void>;
}): JSX.Element {
  const [copied, setCopied] = useState<'' | 'done' | 'failed'>('');
  const copy = (): void => {
    writeClipboard(value).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  return (
    <div class="bo-shown-once">
      <label for={id}>{label}</label>
      <p id={`${id}-hint`} class="bo-hint">
        {MESSAGES.shownOnce}
      </p>
      <div class="bo-copy-row">
        <input
          id={id}
          class="bo-input bo-secret"
          readOnly
          value={value}
          aria-describedby={`${id}-hint`}
          spellcheck={false}
          autoComplete="off"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" class="bo-button" onClick={copy}>
          {MESSAGES.copy}
        </button>
      </div>
      <p role="status" class="bo-hint">
        {copied === 'done' ? MESSAGES.copied : copied === 'failed' ? MESSAGES.copyFailed : ''}
      </p>
    </div>
  );
}
