/**
 * Whether the shopper is on a touch device (a phone, a tablet): the screen they would scan a QR
 * code with is the one showing it, so copying the code comes first (Pix's "copia e cola").
 */
export function isTouchDevice(
  win: Pick<Window, 'matchMedia' | 'navigator'> | undefined = globalThis.window,
): boolean {
  if (!win) return false;
  const coarse = win.matchMedia?.('(pointer: coarse)').matches ?? false;
  return coarse || (win.navigator?.maxTouchPoints ?? 0) > 0;
}
