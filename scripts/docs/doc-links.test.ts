import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every relative link of the README and the docs/ pages leads somewhere: the file exists, and a
// `#anchor` names a heading of the page it points to (GitHub's way of making anchors); no page
// links to itself by its own file name (a place on the same page is `#anchor`); and Kassa's
// address is `$KASSA_URL`, as the start banner's export line sets it.

const root = fileURLToPath(new URL('../..', import.meta.url));
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  'examples/shop/README.md',
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N} \-_]/gu, '')
    .replace(/_/g, '')
    .replace(/ /g, '-');
}

function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (heading?.[1]) anchors.add(anchorOf(heading[1]));
  }
  return anchors;
}

/** The Markdown links of a page outside code blocks and spans. */
function linksOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '');
}

describe('links of the README and docs/', () => {
  it.each(pages)('%s: every relative link and anchor resolves', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const broken: string[] = [];
    for (const link of linksOf(text)) {
      if (/^[a-z]+:/.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? join(root, page) : normalize(join(root, dirname(page), path));
      if (!existsSync(target)) {
        broken.push(link);
        continue;
      }
      if (anchor && target.endsWith('.md')) {
        if (!anchorsOf(readFileSync(target, 'utf8')).has(anchor)) broken.push(link);
      }
    }
    expect(broken).toEqual([]);
  });

  it.each(pages)('%s: links to a place on itself by #anchor, not by its own file', (page) => {
    const text = readFileSync(join(root, page), 'utf8');
    const self = linksOf(text).filter((link) => {
      const [path = ''] = link.split('#');
      if (/^[a-z]+:/.test(link) || path === '') return false;
      return normalize(join(root, dirname(page), path)) === join(root, page);
    });
    expect(self).toEqual([]);
  });

  it.each(pages)('%s: names Kassa by $KASSA_URL wherever it gives its address', (page) => {
    // A paragraph or code block may spell the default address out only where it says that it
    // is what `KASSA_URL` holds (the banner's own output, a default, an HTML example's comment).
    const units = readFileSync(join(root, page), 'utf8').split(/\n(?:\s*\n)+|(?=^```)/m);
    const written = units.filter(
      (unit) => /(127\.0\.0\.1|localhost):8080/.test(unit) && !unit.includes('KASSA_URL'),
    );
    expect(written).toEqual([]);
  });
});
