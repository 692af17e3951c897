import type { JSX } from 'preact';
import type { ContrastFix } from './contrast-warnings.ts';
import type { PreviewModel } from './preview-model.ts';

/** The id of the reason the copy and try buttons are off, which they are described by. */
export const CONTRAST_HOLD_ID = 'preview-contrast-hold';

/**
 * Every pair below AA; those that hold the override back are marked, and each pair the preview can
 * mend has one button that puts the nearest readable colour in place.
 */
export function ContrastSection({ model }: { model: PreviewModel }): JSX.Element {
  const warnings = model.warnings.value;
  const offered = new Set<ContrastFix>();
  return (
    <section class="preview-contrast" aria-labelledby="preview-contrast-heading">
      <h2 id="preview-contrast-heading">Contrast</h2>
      {warnings.length === 0 ? (
        <p>No text/background pair you set falls below WCAG AA (4.5:1).</p>
      ) : (
        <ul>
          {warnings.map((warning, index) => {
            const { fix } = warning;
            // One pair warned of in LIGHT and DARK shares its fix: one button for it.
            const showFix = fix !== null && !offered.has(fix);
            if (fix) offered.add(fix);
            const id = `preview-contrast-${index}`;
            return (
              <li
                key={warning.message}
                class={warning.enforced ? 'preview-warning preview-held' : 'preview-warning'}
              >
                <span id={id}>
                  {warning.enforced && <strong>Must be fixed: </strong>}
                  {warning.message}
                </span>
                {showFix && fix && (
                  <button
                    type="button"
                    class="preview-fix"
                    aria-describedby={id}
                    onClick={() => model.applyFix(fix)}
                  >
                    <span
                      class="preview-swatch"
                      aria-hidden="true"
                      // Coloured through the CSSOM: the page's policy lets no style attribute
                      // through, and the server renders this page too.
                      ref={(swatch) => swatch?.style.setProperty('background-color', fix.colour)}
                    />
                    Use suggestion: {fix.colour} for {fix.what}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
