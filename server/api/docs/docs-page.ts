import { createHash } from 'node:crypto';
import {
  isObject,
  type JsonObject,
  type Operation,
  objectAt,
  operationsOf,
  requestExamplesOf,
  requestMedia,
  textAt,
} from './document-reading.ts';

// The human docs page of the OpenAPI document, rendered once from the document itself,
// so the page can never say other than the document: one section per operation with its headers,
// body fields, example requests and answers. Plain HTML and one <style> element (allowed by its
// hash in the page's CSP); no script, nothing loaded from elsewhere.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `code` spans of the document's Markdown-ish descriptions; everything else stays text. */
function prose(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A schema's `$ref` into the document's components, followed. */
function resolved(document: JsonObject, schema: unknown): JsonObject {
  const ref = textAt(schema, '$ref');
  if (!ref.startsWith('#/components/schemas/')) return isObject(schema) ? schema : {};
  return objectAt(
    objectAt(document.components, 'schemas'),
    ref.slice('#/components/schemas/'.length),
  );
}

/** What a value must be, in a few words: type, enum, lengths, limits, pattern, format. */
function ruleOf(schema: JsonObject): string {
  const parts: string[] = [];
  const type = schema.type;
  parts.push(Array.isArray(type) ? type.join(' or ') : typeof type === 'string' ? type : 'any');
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map(String).join(', ')}`);
  const bound = (low: string, high: string, unit: string) => {
    const min = schema[low];
    const max = schema[high];
    if (typeof min === 'number' && typeof max === 'number') parts.push(`${min}..${max}${unit}`);
    else if (typeof min === 'number') parts.push(`at least ${min}${unit}`);
    else if (typeof max === 'number') parts.push(`at most ${max}${unit}`);
  };
  bound('minLength', 'maxLength', ' characters');
  bound('minItems', 'maxItems', ' items');
  bound('minimum', 'maximum', '');
  if (typeof schema.format === 'string') parts.push(`format ${schema.format}`);
  if (typeof schema.pattern === 'string') parts.push(`pattern ${schema.pattern}`);
  return parts.join('; ');
}

interface FieldRow {
  name: string;
  required: boolean;
  rule: string;
}

/** The fields of an object schema, nested ones as `parent.child` and `list[].child`. */
function fieldRows(document: JsonObject, schema: unknown, prefix = '', depth = 0): FieldRow[] {
  const object = resolved(document, schema);
  const required = Array.isArray(object.required) ? object.required : [];
  const rows: FieldRow[] = [];
  for (const [key, value] of Object.entries(objectAt(object, 'properties'))) {
    const field = resolved(document, value);
    const name = `${prefix}${key}`;
    rows.push({ name, required: required.includes(key), rule: ruleOf(field) });
    if (depth >= 4) continue;
    if (isObject(field.properties)) rows.push(...fieldRows(document, field, `${name}.`, depth + 1));
    const items = resolved(document, field.items);
    if (isObject(items.properties))
      rows.push(...fieldRows(document, items, `${name}[].`, depth + 1));
  }
  return rows;
}

function fieldTable(caption: string, rows: FieldRow[]): string {
  if (rows.length === 0) return '';
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${escapeHtml(row.name)}</code></td><td>${row.required ? 'yes' : 'no'}</td>` +
        `<td>${escapeHtml(row.rule)}</td></tr>`,
    )
    .join('');
  return (
    `<div class="wide" role="region" tabindex="0" aria-label="${escapeHtml(caption)}">` +
    `<table><caption>${escapeHtml(caption)}</caption>` +
    '<thead><tr><th scope="col">Field</th><th scope="col">Required</th><th scope="col">Rule</th></tr></thead>' +
    `<tbody>${body}</tbody></table></div>`
  );
}

function parametersTable(parameters: unknown): string {
  if (!Array.isArray(parameters) || parameters.length === 0) return '';
  const rows = parameters
    .filter(isObject)
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(textAt(p, 'name'))}</code></td><td>${escapeHtml(textAt(p, 'in'))}</td>` +
        `<td>${p.required === true ? 'yes' : 'no'}</td><td>${prose(textAt(p, 'description'))}</td></tr>`,
    )
    .join('');
  return (
    '<div class="wide" role="region" tabindex="0" aria-label="Parameters">' +
    '<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th><th scope="col">In</th>' +
    `<th scope="col">Required</th><th scope="col">Description</th></tr></thead><tbody>${rows}</tbody></table></div>`
  );
}

function requestBody(document: JsonObject, operation: JsonObject): string {
  const media = requestMedia(operation);
  if (Object.keys(media).length === 0) return '';
  const examples = requestExamplesOf(operation)
    .map(
      (example, i) =>
        `<h4>Example ${i + 1}</h4><pre tabindex="0">${escapeHtml(JSON.stringify(example, null, 2))}</pre>`,
    )
    .join('');
  return fieldTable('Body (application/json)', fieldRows(document, media.schema)) + examples;
}

function responses(document: JsonObject, operation: JsonObject): string {
  const items = Object.entries(objectAt(operation, 'responses')).map(([status, response]) => {
    const headers = Object.keys(objectAt(response, 'headers'))
      .map((name) => `<code>${escapeHtml(name)}</code>`)
      .join(', ');
    const schema = objectAt(objectAt(objectAt(response, 'content'), 'application/json'), 'schema');
    const fields = fieldRows(document, schema);
    const table =
      fields.length > 0
        ? `<details><summary>Fields of the ${escapeHtml(status)} body</summary>${fieldTable(`${status} body`, fields)}</details>`
        : '';
    return (
      `<li><strong>${escapeHtml(status)}</strong> ${prose(textAt(response, 'description'))}` +
      `${headers ? ` Headers: ${headers}.` : ''}${table}</li>`
    );
  });
  return `<h4>Answers</h4><ul>${items.join('')}</ul>`;
}

function anchorOf(method: string, path: string): string {
  return `${method}${path}`.replace(/[^a-zA-Z0-9]+/g, '-').replace(/-+$/, '');
}

function operationSection(document: JsonObject, { method, path, operation }: Operation): string {
  const deprecated = operation.deprecated === true ? ' <span class="badge">Deprecated</span>' : '';
  return (
    `<section id="${anchorOf(method, path)}"><h3><code>${method} ${escapeHtml(path)}</code>${deprecated}</h3>` +
    `<p>${prose(textAt(operation, 'summary'))}</p>` +
    (textAt(operation, 'description') ? `<p>${prose(textAt(operation, 'description'))}</p>` : '') +
    parametersTable(operation.parameters) +
    requestBody(document, operation) +
    responses(document, operation) +
    '</section>'
  );
}

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}' +
  'table{border-collapse:collapse;margin:.5rem 0}.wide{overflow-x:auto}' +
  // Paths such as /v1/subscription/{subscriptionId} are longer than a phone is wide.
  'code{overflow-wrap:anywhere}' +
  'th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}' +
  'caption{text-align:left;font-weight:600}' +
  'pre{background:#f3f3f3;padding:.5rem;overflow-x:auto}' +
  'a:focus,pre:focus,summary:focus,.wide:focus{outline:3px solid #0a58ca;outline-offset:2px}' +
  'summary{cursor:pointer;min-height:24px}' +
  '.badge{background:#8a4b00;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.8em}' +
  'section{border-top:1px solid #ccc;margin-top:1.5rem}';

export interface DocsPage {
  html: string;
  /** The Content-Security-Policy that lets the page's one style element, and nothing else, run. */
  csp: string;
}

export function renderDocsPage(document: unknown, documentPath: string): DocsPage {
  const doc = isObject(document) ? document : {};
  const info = objectAt(doc, 'info');
  const operations = operationsOf(doc);
  const server = textAt(Array.isArray(doc.servers) ? doc.servers[0] : undefined, 'url');
  const index = operations
    .map(
      ({ method, path, operation }) =>
        `<li><a href="#${anchorOf(method, path)}"><code>${method} ${escapeHtml(path)}</code></a>` +
        `${operation.deprecated === true ? ' (deprecated)' : ''}</li>`,
    )
    .join('');
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(textAt(info, 'title'))}</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escapeHtml(textAt(info, 'title'))} <small>${escapeHtml(textAt(info, 'version'))}</small></h1>` +
    `<p>${prose(textAt(info, 'description'))}</p>` +
    `<p>Base URL: <code>${escapeHtml(server)}</code>. The machine-readable document: ` +
    `<a href="${escapeHtml(documentPath)}">${escapeHtml(documentPath)}</a> (OpenAPI ${escapeHtml(textAt(doc, 'openapi'))}).</p>` +
    `<h2>Endpoints</h2><ul>${index}</ul>` +
    operations.map((operation) => operationSection(doc, operation)).join('') +
    '</main></body></html>';
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  const csp =
    `default-src 'none'; style-src 'sha256-${styleHash}'; base-uri 'none'; ` +
    "form-action 'none'; frame-ancestors 'none'";
  return { html, csp };
}
