/**
 * Text made safe for HTML element content and quoted attribute values: the server's pages are
 * strings without a template engine, and every value that came from outside goes through this.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
