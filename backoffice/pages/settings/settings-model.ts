// The Settings page's model: the merchant's settings as stored, the draft the form edits, its
// save (a PATCH of what changed) and the logo's upload and removal.
import { type ReadonlySignal, signal } from '@preact/signals';
import type { MerchantSettings } from '../../../common/contract/backoffice-api.ts';
import { MESSAGES } from '../../messages/backoffice-messages.ts';
import { LOADING, type Loadable, loadInto } from '../../parts/loadable.ts';
import { createSubmission, type Submission } from '../../parts/submission.ts';
import type { AppModel } from '../../shell/app-model.ts';
import { draftOf, patchOf, SETTINGS_FIELDS, type SettingsDraft } from './settings-draft.ts';

export interface SettingsModel {
  stored: ReadonlySignal<Loadable<MerchantSettings>>;
  /** What the form shows; null until the settings have loaded. */
  draft: ReadonlySignal<SettingsDraft | null>;
  submission: Submission;
  /** The logo's upload and removal: every error they meet is about the logo. */
  logo: Submission;
  logoFile: ReadonlySignal<File | null>;
  load(): Promise<void>;
  update<Key extends keyof SettingsDraft>(key: Key, value: SettingsDraft[Key]): void;
  chooseLogo(file: File | null): void;
  save(): Promise<void>;
  uploadLogo(): Promise<void>;
  removeLogo(): Promise<void>;
}

export function createSettingsModel(app: AppModel, merchantId: string): SettingsModel {
  const { client } = app;
  const stored = signal<Loadable<MerchantSettings>>(LOADING);
  const draft = signal<SettingsDraft | null>(null);
  const logoFile = signal<File | null>(null);
  const submission = createSubmission(SETTINGS_FIELDS);
  const logo = createSubmission([]);

  const keep = (settings: MerchantSettings): void => {
    stored.value = { state: 'ready', value: settings };
    draft.value = draftOf(settings);
  };
  /** The logo's address changed: the rest of the draft keeps what the operator typed. */
  const reloadLogo = async (): Promise<void> => {
    const answer = await client.getSettings(merchantId);
    if (answer.ok) stored.value = { state: 'ready', value: answer.value };
  };

  return {
    stored,
    draft,
    submission,
    logo,
    logoFile,
    async load() {
      const settings = await loadInto(
        stored,
        () => client.getSettings(merchantId),
        (v) => v,
      );
      if (settings) draft.value = draftOf(settings);
    },
    update(key, value) {
      if (draft.value) draft.value = { ...draft.value, [key]: value };
    },
    chooseLogo(file) {
      logoFile.value = file;
      logo.reset();
    },
    async save() {
      const current = stored.value;
      if (current.state !== 'ready' || !draft.value) return;
      const read = patchOf(draft.value, current.value);
      if ('errors' in read) {
        submission.refuse(read.errors);
        return;
      }
      // Nothing changed: nothing to send, nor to write in the audit log.
      const unchanged = Object.keys(read.patch).length === 0;
      const saved = await submission.run(
        () =>
          unchanged
            ? Promise.resolve({ ok: true as const, value: current.value })
            : client.updateSettings(merchantId, read.patch),
        unchanged ? MESSAGES.settings.nothingChanged : MESSAGES.saved,
      );
      if (saved) keep(saved.value);
    },
    async uploadLogo() {
      const file = logoFile.value;
      if (!file) {
        logo.refuse({ fields: {}, general: [MESSAGES.settings.chooseFile] });
        return;
      }
      const done = await logo.run(
        () => client.uploadLogo(merchantId, file),
        MESSAGES.settings.logoUploaded,
      );
      if (!done) return;
      logoFile.value = null;
      await reloadLogo();
    },
    async removeLogo() {
      const done = await logo.run(
        () => client.removeLogo(merchantId),
        MESSAGES.settings.logoRemoved,
      );
      if (done) await reloadLogo();
    },
  };
}
