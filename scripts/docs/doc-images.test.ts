import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The screenshots docs/ shows are copies of the form's screenshot baselines (docs/testing.md,
// "Screenshot baselines"), so the docs show the form as the tests last saw it: each image in
// docs/images/ is byte for byte the baseline of its name, and each is shown by a page with words
// that say what it shows.

const root = fileURLToPath(new URL('../..', import.meta.url));
const images = readdirSync(join(root, 'docs', 'images')).filter((name) => name.endsWith('.png'));
const baselines = 'e2e/form-screens.spec.ts-snapshots';
const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => readFileSync(join(root, 'docs', name), 'utf8'))
  .join('\n');

describe('the screenshots of docs/images/', () => {
  it('are there', () => {
    expect(images.length).toBeGreaterThan(0);
  });

  it.each(images)('%s is the baseline of the same name, as it is now', (image) => {
    const baseline = `${baselines}/${image.replace(/\.png$/, '-linux.png')}`;
    const same = readFileSync(join(root, 'docs', 'images', image)).equals(
      readFileSync(join(root, baseline)),
    );
    expect(same, `copy ${baseline} to docs/images/${image}`).toBe(true);
  });

  it.each(images)('%s is shown in docs/ with alt text', (image) => {
    const alts = [...docs.matchAll(/!\[([^\]]*)\]\(images\/([^)\s]+)\)/g)]
      .filter(([, , target]) => target === image)
      .map(([, alt]) => alt?.trim() ?? '');
    expect(alts.length).toBeGreaterThan(0);
    for (const alt of alts) expect(alt.length).toBeGreaterThan(20);
  });
});
