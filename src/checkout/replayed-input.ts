// What the shopper typed into the server's markup before the page's script ran is handed to the
// form when the script takes over (hosted/prerendered.ts): the form reads it as typing, formats and
// checks it, but does not move focus on as it does while the shopper types. By then the shopper
// may be in another field, and the takeover keeps focus where they left it.

let replaying = false;

/** True while the takeover hands earlier typing to the form. */
export function replayingInput(): boolean {
  return replaying;
}

/** Runs `replay`, during which the form takes input without moving focus. */
export function replayInput(replay: () => void): void {
  replaying = true;
  try {
    replay();
  } finally {
    replaying = false;
  }
}
