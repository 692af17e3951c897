import type { JSX } from 'preact';
import { useRef } from 'preact/hooks';
import type { ThemeType } from '../themes/theme-types.ts';
import { THEME_TYPES } from '../themes/theme-types.ts';
import { useNearViewport } from './near-viewport.ts';
import type { PanelContent } from './panel-frame.ts';
import { panelSrc } from './panel-frame.ts';

const WIDTHS = [
  { id: 'phone', label: 'Phone', px: 375 },
  { id: 'desktop', label: 'Desktop', px: 480 },
] as const;

type Width = (typeof WIDTHS)[number];

/**
 * One panel's frame, created once its place comes near the viewport (useNearViewport): until then
 * an empty box of the frame's size holds the place, so nothing moves when the frame comes. Not an
 * empty frame: each `<iframe>` costs the browser a document of its own even without an address, and
 * six of them were most of the work of parsing the page's first response. Its width is its class's:
 * the page's policy lets no style attribute through, and the server sends these boxes in the page's
 * first response.
 */
function PanelFrame({
  theme,
  width,
  content,
}: {
  theme: ThemeType;
  width: Width;
  content: PanelContent;
}): JSX.Element {
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  const title = `${theme} theme, ${width.label.toLowerCase()} width`;
  const size = `preview-frame preview-frame-${width.id}`;
  return near ? (
    <iframe class={size} title={title} src={panelSrc(theme, content)} />
  ) : (
    <div ref={place} class={size} data-frame-title={title} />
  );
}

/**
 * LIGHT, DARK and BROWSER side by side at each width (a row too wide for the stage wraps, so every
 * panel is whole and at its true width); each panel is a document of its own. The
 * theme shoppers get from the override (its theme_type, else LIGHT) is marked, since the embed's
 * config.theme could still pick any of the three.
 */
export function PanelGrid({
  content,
  shown,
}: {
  content: PanelContent;
  shown: ThemeType;
}): JSX.Element {
  return (
    <>
      {WIDTHS.map((width) => (
        <div key={width.id}>
          <h3 id={`preview-${width.id}`}>
            {width.label} ({width.px} px)
          </h3>
          <section class="preview-panels" aria-labelledby={`preview-${width.id}`}>
            {THEME_TYPES.map((theme) => (
              <figure
                key={theme}
                class={theme === shown ? 'preview-figure preview-figure-shown' : 'preview-figure'}
              >
                <figcaption>
                  {theme}
                  {theme === shown && <span class="preview-shown"> · what shoppers see</span>}
                </figcaption>
                <PanelFrame theme={theme} width={width} content={content} />
              </figure>
            ))}
          </section>
        </div>
      ))}
    </>
  );
}
