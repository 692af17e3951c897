// The shopper-visible words of the marks (the form's message catalog takes them later).
export const CARD_MARK_TEXT = {
  /** The row of accepted schemes' logos, as assistive technology names it. */
  acceptedCards: 'Accepted cards',
  /** Before the detected scheme's name in the number field ("Card type: Visa"). */
  cardType: 'Card type:',
} as const;
