import type { JSX } from 'preact';
import { CONTRAST_HOLD_ID } from './ContrastSection.tsx';
import { contrastHoldMessage, type PreviewModel, STALE_JSON_MESSAGE } from './preview-model.ts';

/**
 * "Use it": the override as JSON and the button that copies it. While the editors hold errors the
 * JSON is the last valid override, and it says so, visibly and to screen readers.
 */
export function UseOverride({ model }: { model: PreviewModel }): JSX.Element {
  const copy = model.copyStatus.value;
  const stale = model.stale.value;
  const held = model.contrastHold.value.length;
  return (
    <section class="preview-actions" aria-labelledby="preview-actions-heading">
      <h2 id="preview-actions-heading">Use it</h2>
      {stale && (
        <p class="preview-stale" id="preview-json-stale">
          {STALE_JSON_MESSAGE}
        </p>
      )}
      <pre
        class={stale ? 'preview-json preview-json-stale' : 'preview-json'}
        aria-invalid={stale ? 'true' : undefined}
        aria-describedby={stale ? 'preview-json-stale' : undefined}
      >
        {model.overrideText.value}
      </pre>
      {held > 0 && (
        <p class="preview-stale" id={CONTRAST_HOLD_ID}>
          {contrastHoldMessage(held)}
        </p>
      )}
      <button
        type="button"
        disabled={held > 0}
        aria-describedby={held > 0 ? CONTRAST_HOLD_ID : stale ? 'preview-json-stale' : undefined}
        onClick={() => void model.copyOverride()}
      >
        Copy as payment_form_override JSON
      </button>
      <p role="status" class={copy.kind === 'failed' ? 'preview-error' : 'preview-ok'}>
        {copy.kind === 'done' || copy.kind === 'failed' ? copy.message : ''}
      </p>
    </section>
  );
}
