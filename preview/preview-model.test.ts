import { describe, expect, it, vi } from 'vitest';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import {
  CHECKOUT_FAILED_MESSAGE,
  COPIED_MESSAGE,
  COPY_FAILED_MESSAGE,
  createPreviewModel,
  DEMO_OFF_MESSAGE,
  FIX_FIRST_MESSAGE,
  type PreviewDeps,
  staleCopyMessage,
} from './preview-model.ts';

function setup(initial: Partial<PreviewDraft> = {}, deps: Partial<PreviewDeps> = {}) {
  const all = {
    saveDraft: vi.fn(),
    writeClipboard: vi.fn(() => Promise.resolve()),
    sandboxDemoOn: true,
    createSandboxCheckout: vi.fn(() => Promise.resolve('https://pay.example.test/pay/cs_x')),
    open: vi.fn(),
    ...deps,
  };
  return { deps: all, model: createPreviewModel({ ...EMPTY_DRAFT, ...initial }, all) };
}

describe('the preview model', () => {
  it('surfaces the shared validator’s message on the editor it concerns', () => {
    const { model } = setup();
    model.update({ variables: '{"primaryColour": "#0a7d4f"}' });
    expect(model.problems.value).toHaveLength(1);
    expect(model.problems.value[0]?.editor).toBe('variables');
    expect(model.problems.value[0]?.message).toContain('theme_variables.primaryColour');

    model.update({ variables: '{"primaryColor": "url(https://evil.example)"}' });
    expect(model.problems.value[0]?.editor).toBe('variables');
    expect(model.problems.value[0]?.message).toContain('theme_variables.primaryColor');
    expect(model.problems.value[0]?.field).toBe('theme_variables.primaryColor');

    model.update({ variables: '', color: 'not-a-colour' });
    expect(model.problems.value.map((problem) => problem.editor)).toEqual(['color']);
  });

  it('names every problem at once, each on its editor', () => {
    const { model } = setup({
      color: 'not-a-colour',
      variables: '{"primaryColour": "#0a7d4f", "maxWidth": 440, "textColor": "#12"}',
      rules: '{".kassa-nope": {"color": "red"}, ".kassa-input": {"colour": "red"}}',
    });
    expect(model.problems.value.map((problem) => [problem.editor, problem.field ?? ''])).toEqual([
      ['color', 'color'],
      ['variables', 'theme_variables.primaryColour'],
      ['variables', 'theme_variables.maxWidth'],
      ['variables', 'theme_variables.textColor'],
      ['rules', 'theme_rules[".kassa-nope"]'],
      ['rules', 'theme_rules[".kassa-input"].colour'],
    ]);
    expect(model.stale.value).toBe(true);

    // Broken JSON in one editor still leaves the others checked.
    model.update({ variables: '{"primaryColor": ' });
    expect(model.problems.value.map((problem) => problem.editor)).toEqual([
      'color',
      'variables',
      'rules',
      'rules',
    ]);
    expect(model.problems.value[1]?.message).toMatch(/^theme_variables is not valid JSON/);
  });

  it('marks the JSON stale while the draft has problems, and fresh again once fixed', () => {
    const { model } = setup({ color: '#0a7d4f' });
    expect(model.stale.value).toBe(false);
    model.update({ color: '#0a7d4' });
    expect(model.stale.value).toBe(true);
    expect(JSON.parse(model.overrideText.value)).toEqual({
      payment_form_override: { color: '#0a7d4f' },
    });
    model.update({ color: '#0a7d40' });
    expect(model.stale.value).toBe(false);
    expect(JSON.parse(model.overrideText.value)).toEqual({
      payment_form_override: { color: '#0a7d40' },
    });
  });

  it('keeps showing the last valid override while the designer fixes a problem', () => {
    const { model } = setup({ variables: '{"primaryColor": "#0a7d4f"}' });
    expect(model.appliedOverride.value).toEqual({ theme_variables: { primaryColor: '#0a7d4f' } });
    model.update({ variables: '{"primaryColor": "#0a7d4' });
    expect(model.problems.value[0]?.message).toMatch(/not valid JSON/);
    expect(model.appliedOverride.value).toEqual({ theme_variables: { primaryColor: '#0a7d4f' } });
  });

  it('saves every edit to the URL', () => {
    const { model, deps } = setup();
    model.update({ stateId: 'processing' });
    expect(deps.saveDraft).toHaveBeenLastCalledWith({ ...EMPTY_DRAFT, stateId: 'processing' });
  });

  it('warns when a text/background pair falls below AA', () => {
    const { model } = setup();
    expect(model.warnings.value).toEqual([]);
    model.update({ variables: '{"textColor": "#999999"}' });
    expect(model.warnings.value.map((warning) => warning.message).join('\n')).toMatch(
      /Text on the form \(LIGHT\): #999999 on #ffffff is 2\.85:1/,
    );
  });

  it('copies the override JSON and confirms it', async () => {
    const { model, deps } = setup({ color: '#0a7d4f' });
    await model.copyOverride();
    expect(deps.writeClipboard).toHaveBeenCalledWith(
      JSON.stringify({ payment_form_override: { color: '#0a7d4f' } }, null, 2),
    );
    expect(model.copyStatus.value).toEqual({ kind: 'done', message: COPIED_MESSAGE });
  });

  it('says so when the clipboard refuses, and copies nothing invalid', async () => {
    const { model } = setup({}, { writeClipboard: () => Promise.reject(new Error('denied')) });
    await model.copyOverride();
    expect(model.copyStatus.value).toEqual({ kind: 'failed', message: COPY_FAILED_MESSAGE });
  });

  it('copies nothing while the JSON is stale, and says why and how many errors', async () => {
    const { model, deps } = setup({ color: 'nope' });
    await model.copyOverride();
    expect(deps.writeClipboard).not.toHaveBeenCalled();
    expect(model.copyStatus.value).toEqual({ kind: 'failed', message: staleCopyMessage(1) });
    expect(staleCopyMessage(1)).toMatch(/^Not copied: the editors have 1 error\. Fix it first/);
    model.update({ themeType: 'DARK', variables: '{"nope": "1px"}' });
    await model.copyOverride();
    expect(model.copyStatus.value).toEqual({ kind: 'failed', message: staleCopyMessage(2) });
    expect(staleCopyMessage(2)).toMatch(/^Not copied: the editors have 2 errors\. Fix them first/);
  });

  it('opens a sandbox checkout with the override, or explains why not', async () => {
    const { model, deps } = setup({ themeType: 'DARK' });
    await model.openSandboxCheckout();
    expect(deps.createSandboxCheckout).toHaveBeenCalledWith(
      { theme_type: 'DARK' },
      { expired: false },
    );
    expect(deps.open).toHaveBeenCalledWith('https://pay.example.test/pay/cs_x');

    // "Try the timeout": the same checkout, ended by the server before it is opened.
    const timeout = setup({ themeType: 'DARK' });
    await timeout.model.openSandboxCheckout({ expired: true });
    expect(timeout.deps.createSandboxCheckout).toHaveBeenCalledWith(
      { theme_type: 'DARK' },
      { expired: true },
    );
    expect(timeout.deps.open).toHaveBeenCalledWith('https://pay.example.test/pay/cs_x');

    // In the language the panels speak.
    const arabic = setup({ locale: 'ar' });
    await arabic.model.openSandboxCheckout();
    expect(arabic.deps.createSandboxCheckout).toHaveBeenCalledWith(
      {},
      { expired: false, language: 'ar' },
    );

    const invalid = setup({ color: 'nope' });
    await invalid.model.openSandboxCheckout();
    expect(invalid.deps.createSandboxCheckout).not.toHaveBeenCalled();
    expect(invalid.model.checkoutStatus.value).toEqual({
      kind: 'failed',
      message: FIX_FIRST_MESSAGE,
    });

    const failing = setup({}, { createSandboxCheckout: () => Promise.reject(new Error('503')) });
    await failing.model.openSandboxCheckout();
    expect(failing.model.checkoutStatus.value).toEqual({
      kind: 'failed',
      message: CHECKOUT_FAILED_MESSAGE,
    });
  });

  it('asks nothing of the server when it switched test checkouts off, and says so', async () => {
    const { model, deps } = setup({}, { sandboxDemoOn: false });
    expect(model.sandboxDemoOn).toBe(false);
    await model.openSandboxCheckout();
    expect(deps.createSandboxCheckout).not.toHaveBeenCalled();
    expect(model.checkoutStatus.value).toEqual({ kind: 'failed', message: DEMO_OFF_MESSAGE });
  });

  it('names the theme type shoppers get: the override’s, else LIGHT', () => {
    const { model } = setup();
    expect(model.shownTheme.value).toBe('LIGHT');
    model.update({ themeType: 'BROWSER' });
    expect(model.shownTheme.value).toBe('BROWSER');
  });
});
