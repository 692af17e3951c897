import type { ComponentChildren, JSX } from 'preact';

/**
 * The form's card: the same element from the loading skeleton to the form (hosted/HostedPage.tsx
 * renders it around both), so the frame the shopper sees first is the one that stays.
 */
export function FormFrame(props: { busy?: boolean; children: ComponentChildren }): JSX.Element {
  return (
    <div class="kassa-form" aria-busy={props.busy ? 'true' : undefined}>
      {props.children}
    </div>
  );
}
