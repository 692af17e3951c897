import type { JSX } from 'preact';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import type { SettingsModel } from './settings-model.ts';

const TEXT = MESSAGES.settings;
const ACCEPTED = 'image/png,image/jpeg,image/webp,image/svg+xml';

/** The logo checkouts show: the current one, a file to upload in its place, and its removal. */
export function LogoField({
  model,
  logoUrl,
}: {
  model: SettingsModel;
  logoUrl: string | null;
}): JSX.Element {
  const { general } = model.logo.errors.value;
  const error = general.join(' ');
  const busy = model.logo.busy.value;
  return (
    <section class="bo-section" aria-labelledby="logo-heading">
      <h2 id="logo-heading">{TEXT.logo}</h2>
      {logoUrl ? (
        <figure class="bo-logo">
          <img src={logoUrl} alt={TEXT.currentLogo} />
        </figure>
      ) : (
        <p>{TEXT.noLogo}</p>
      )}
      <form
        class="bo-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void model.uploadLogo();
        }}
      >
        <div class="bo-field">
          <label for="logo">{TEXT.logoFile}</label>
          <input
            id="logo"
            name="logo"
            type="file"
            class="bo-input"
            accept={ACCEPTED}
            aria-describedby={error ? 'logo-hint logo-error' : 'logo-hint'}
            aria-invalid={error ? 'true' : undefined}
            onChange={(event) => model.chooseLogo(event.currentTarget.files?.[0] ?? null)}
          />
          <p id="logo-hint" class="bo-hint">
            {TEXT.logoHint}
          </p>
          {error ? (
            <p id="logo-error" class="bo-field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div class="bo-actions">
          <button
            type="submit"
            class="bo-button bo-button-primary"
            aria-disabled={busy ? 'true' : undefined}
          >
            {TEXT.uploadLogo}
          </button>
          {logoUrl ? (
            <button
              type="button"
              class="bo-button"
              aria-disabled={busy ? 'true' : undefined}
              onClick={() => void model.removeLogo()}
            >
              {TEXT.removeLogo}
            </button>
          ) : null}
        </div>
        <p role="status" class="bo-hint">
          {model.logo.done.value}
        </p>
      </form>
    </section>
  );
}
