import type { ListedMethod } from './method-marks.ts';
import { METHOD_MARKS_VERSION } from './method-marks-version.generated.ts';

// Where each payment method's mark is: an SVG file of its own, which `npm run marks` writes into
// Vite's public/ folder (scripts/marks/method-mark-files.tsx), copied into the build as it is, so
// a session fetches the marks of its own methods and the form's code carries none of their data,
// nor a table of hashed names. The server serves /assets/ as never changing (server/api/pages/
// route.ts); the marks' version in the URL is what makes a changed mark a new URL.

/** The folder under public/ (and so under the site's root) that holds the methods' marks. */
export const METHOD_MARKS_FOLDER = 'assets/method-marks';

/** A method's file in that folder: `paypal.svg`. */
export const methodMarkFile = (method: ListedMethod): string => `${method.toLowerCase()}.svg`;

/** The URL of a method's mark: `/assets/method-marks/paypal.svg?v=1a2b3c4d`. */
export const methodMarkUrl = (method: ListedMethod): string =>
  `/${METHOD_MARKS_FOLDER}/${methodMarkFile(method)}?v=${METHOD_MARKS_VERSION}`;
