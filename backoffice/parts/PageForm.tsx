import type { ComponentChildren, JSX } from 'preact';
import { FormStatus } from './FormStatus.tsx';
import type { Submission } from './submission.ts';

/**
 * A page's form: sent by script (the page's policy allows no form action), its answer above its
 * fields (FormStatus), the browser's own checks left to the server, which names the field.
 */
export function PageForm({
  submission,
  onSubmit,
  label,
  showDone,
  inline = false,
  children,
}: {
  submission: Submission;
  onSubmit(): void;
  /** A name for a form that is one of several on the page (a key's revocation). */
  label?: string;
  showDone?: boolean;
  /** Opened in place, inside a list's item. */
  inline?: boolean;
  children: ComponentChildren;
}): JSX.Element {
  return (
    <form
      class={inline ? 'bo-form bo-inline-form' : 'bo-form'}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormStatus submission={submission} {...(showDone === undefined ? {} : { showDone })} />
      {children}
    </form>
  );
}
