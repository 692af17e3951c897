import { createKassa } from './elements.ts';
import { serviceOriginOf } from './service-origin.ts';

// The entry of dist/embed/kassa.js, a classic script served at `GET /js/kassa.js`. A second copy of
// the script on the page keeps the first API, so elements mounted through it stay reachable.
window.Kassa ??= createKassa(serviceOriginOf(document.currentScript), window);
