import type { JSX } from 'preact';
import './FormAlert.css';

/**
 * The form-level message (decline, network failure). The alert region stays in the page while
 * empty so assistive technology announces the message the moment it appears.
 */
export function FormAlert({ message }: { message: string | null }): JSX.Element {
  return (
    <div class="kassa-alert" id="kassa-form-alert" role="alert">
      {message}
    </div>
  );
}
