import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverrideEditor } from './OverrideEditor.tsx';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import { createPreviewModel, STALE_JSON_MESSAGE, staleCopyMessage } from './preview-model.ts';
import { UseOverride } from './UseOverride.tsx';

// With a bad colour, bad variables and bad rules the designer sees every problem
// next to its editor at once, and the JSON under "Use it" says it is not the draft.

afterEach(cleanup);

function renderEditor(initial: Partial<PreviewDraft> = {}) {
  const writeClipboard = vi.fn(() => Promise.resolve());
  const model = createPreviewModel(
    { ...EMPTY_DRAFT, ...initial },
    {
      saveDraft: () => {},
      writeClipboard,
      sandboxDemoOn: true,
      createSandboxCheckout: () => Promise.resolve('https://pay.example.test/pay/cs_x'),
      open: () => {},
    },
  );
  render(
    <>
      <OverrideEditor model={model} />
      <UseOverride model={model} />
    </>,
  );
  return { model, writeClipboard };
}

const description = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const json = (): HTMLElement => {
  const pre = document.querySelector('pre');
  if (!(pre instanceof HTMLElement)) throw new Error('no JSON on the page');
  return pre;
};

describe('the override editors', () => {
  it('show every problem next to its editor at once', () => {
    renderEditor({ color: '#0a7d4f' });
    const color = screen.getByLabelText('Pay button colour (color)');
    const variables = screen.getByLabelText('Theme variables (theme_variables, JSON)');
    const rules = screen.getByLabelText('Theme rules (theme_rules, JSON)');

    fireEvent.input(color, { target: { value: 'not-a-colour' } });
    fireEvent.input(variables, {
      target: { value: '{"primaryColour": "#0a7d4f", "textColor": "#12", "maxWidth": "wide"}' },
    });
    fireEvent.input(rules, {
      target: { value: '{".kassa-nope": {"color": "red"}, ".kassa-input": {"colour": "red"}}' },
    });

    for (const editor of [color, variables, rules])
      expect(editor.getAttribute('aria-invalid')).toBe('true');
    expect(description(color)).toMatch(/payment_form_override\.color must be a CSS colour/);
    const onVariables = description(variables);
    expect(onVariables).toMatch(/theme_variables\.primaryColour is not a known theme variable/);
    expect(onVariables).toMatch(/theme_variables\.textColor must be a CSS colour/);
    expect(onVariables).toMatch(/theme_variables\.maxWidth must be/);
    const onRules = description(rules);
    expect(onRules).toMatch(/theme_rules\["\.kassa-nope"\] is not an allowed selector/);
    expect(onRules).toMatch(/theme_rules\["\.kassa-input"\]\.colour is not an allowed property/);
    // One line per problem, none on an editor it does not concern.
    expect(document.querySelectorAll('.preview-errors .preview-error')).toHaveLength(6);
    expect(description(variables)).not.toMatch(/payment_form_override\.color/);
  });

  it('put a refused variable’s message next to its own field in the list', () => {
    renderEditor({ variables: '{"textColor": "#12", "primaryColor": "#0a7d4f"}' });
    const textColor = screen.getByLabelText('textColor');
    expect(textColor.getAttribute('aria-invalid')).toBe('true');
    expect(description(textColor)).toMatch(/theme_variables\.textColor must be a CSS colour/);
    const primary = screen.getByLabelText('primaryColor');
    expect(primary.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the JSON under "Use it"', () => {
  it('is marked stale, visibly and for screen readers, while the draft has errors', () => {
    renderEditor({ color: '#0a7d4f' });
    expect(screen.queryByText(STALE_JSON_MESSAGE)).toBeNull();
    expect(json().getAttribute('aria-invalid')).toBeNull();

    fireEvent.input(screen.getByLabelText('Pay button colour (color)'), {
      target: { value: '#0a7d4' },
    });
    expect(screen.getByText(STALE_JSON_MESSAGE)).toBeTruthy();
    expect(json().getAttribute('aria-invalid')).toBe('true');
    expect(json().classList.contains('preview-json-stale')).toBe(true);
    expect(description(json())).toBe(STALE_JSON_MESSAGE);
    expect(json().textContent).toContain('"color": "#0a7d4f"');
    const copy = screen.getByRole('button', { name: 'Copy as payment_form_override JSON' });
    expect(description(copy)).toBe(STALE_JSON_MESSAGE);

    fireEvent.input(screen.getByLabelText('Pay button colour (color)'), {
      target: { value: '#0a7d40' },
    });
    expect(screen.queryByText(STALE_JSON_MESSAGE)).toBeNull();
    expect(json().getAttribute('aria-invalid')).toBeNull();
    expect(json().textContent).toContain('"color": "#0a7d40"');
  });

  it('is not copied silently while stale: the status says why', async () => {
    const { writeClipboard } = renderEditor({ color: 'nope', variables: '{"nope": "1px"}' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy as payment_form_override JSON' }));
    expect(await screen.findByText(staleCopyMessage(2))).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(staleCopyMessage(2));
    expect(writeClipboard).not.toHaveBeenCalled();
  });
});
