// The saved cards' part of the list of ways to pay, a chunk of its own: their model (which card
// pays) and their rows, security code and removal. Loaded with the list only for a checkout that has
// saved cards (src/components/PaymentChoice.tsx loadChoiceList), so a checkout whose choice is
// among methods alone never fetches it.

export { RemoveSavedCard, SavedCardCode, SavedCardMark, SavedCardText } from './SavedCardParts.tsx';
export { savedCardsOf } from './saved-cards-model.ts';
