// The texts of the other pages a shopper reaches, which the server renders: the sandbox's 3-D
// Secure challenge and provider pages, the return page, and the pages for a link that is expired
// or unknown.
import type { Catalog } from '../format.ts';

export const pages = {} as const satisfies Catalog<string>;
