import type { JSX } from 'preact';
import { useEffect, useMemo } from 'preact/hooks';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { SubmitButton } from '../../parts/FormStatus.tsx';
import { CheckboxField, TextField } from '../../parts/fields.tsx';
import { FailedState, LoadingState } from '../../parts/LoadingState.tsx';
import { PageForm } from '../../parts/PageForm.tsx';
import type { PageProps } from '../../shell/page-registry.ts';
import { LogoField } from './LogoField.tsx';
import type { SettingsDraft } from './settings-draft.ts';
import { createSettingsModel, type SettingsModel } from './settings-model.ts';

const TEXT = MESSAGES.settings;

export function SettingsPage({ app, merchantId }: PageProps): JSX.Element {
  const model = useMemo(() => createSettingsModel(app, merchantId ?? ''), [app, merchantId]);
  useEffect(() => {
    void model.load();
  }, [model]);
  const stored = model.stored.value;
  const draft = model.draft.value;
  if (stored.state === 'failed')
    return <FailedState message={stored.message} retry={() => void model.load()} />;
  if (stored.state === 'loading' || !draft) return <LoadingState />;
  return (
    <>
      <p>{TEXT.intro}</p>
      <SettingsForm model={model} draft={draft} />
      <LogoField model={model} logoUrl={stored.value.form.logo_url} />
    </>
  );
}

function SettingsForm({ model, draft }: { model: SettingsModel; draft: SettingsDraft }) {
  const { fields } = model.submission.errors.value;
  const text = (key: keyof SettingsDraft & string) => ({
    id: key,
    value: String(draft[key]),
    onInput: (value: string) => model.update(key, value),
    error: fields[key],
  });
  const check = (key: keyof SettingsDraft & string) => ({
    id: key,
    checked: draft[key] === true,
    onChange: (checked: boolean) => model.update(key, checked),
    error: fields[key],
  });
  return (
    <PageForm submission={model.submission} onSubmit={() => void model.save()}>
      <fieldset>
        <legend>{TEXT.postbacks}</legend>
        <TextField
          {...text('callback_url')}
          type="url"
          label={TEXT.callbackUrl}
          hint={TEXT.callbackUrlHint}
          spellcheck={false}
        />
      </fieldset>
      <fieldset>
        <legend>{TEXT.checkout}</legend>
        <TextField
          {...text('allowed_origins')}
          multiline
          label={TEXT.allowedOrigins}
          hint={TEXT.allowedOriginsHint}
          spellcheck={false}
        />
        <TextField
          {...text('base_currency_code')}
          label={TEXT.baseCurrency}
          hint={TEXT.baseCurrencyHint}
          spellcheck={false}
        />
        <TextField
          {...text('theme')}
          multiline
          label={TEXT.theme}
          hint={TEXT.themeHint}
          spellcheck={false}
        />
        <CheckboxField {...check('tokens_enabled')} label={TEXT.tokensEnabled} />
        <TextField
          {...text('rebill_retry_seconds')}
          label={TEXT.rebillRetry}
          hint={TEXT.rebillRetryHint}
          spellcheck={false}
        />
        <TextField
          {...text('payout_prerequisites')}
          multiline
          label={TEXT.payoutPrerequisites}
          hint={TEXT.payoutPrerequisitesHint}
          spellcheck={false}
        />
      </fieldset>
      <fieldset>
        <legend>{TEXT.form}</legend>
        <CheckboxField
          {...check('form.require_cardholder_name')}
          label={TEXT.requireCardholderName}
        />
        <CheckboxField
          {...check('form.saved_card_without_code')}
          label={TEXT.savedCardWithoutCode}
        />
        <CheckboxField {...check('form.straight_to_method')} label={TEXT.straightToMethod} />
      </fieldset>
      <SubmitButton submission={model.submission} label={MESSAGES.save} />
    </PageForm>
  );
}
