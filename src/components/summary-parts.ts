// The order summary's parts that only some checkouts show, as a chunk of its own: the add-ons (a
// checkout with optional products) and the total bar a long cart folds behind on a narrow screen.
// Loaded by OrderSummary.tsx's loadSummaryParts with such a session, before the form shows, so a
// short cart of required products never fetches it (the size budget, e2e/bundle-budget.spec.ts).
export { AddOnList } from './AddOnList.tsx';
export { SummaryToggle } from './SummaryToggle.tsx';
