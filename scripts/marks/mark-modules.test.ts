import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { iconRecords, markModules } from './mark-modules.ts';
import { METHOD_MARKS_DIR, methodMarkFiles } from './method-mark-files.tsx';
import { SCHEME_SPRITE_PATH, schemeSprite } from './scheme-sprite.tsx';

const root = (path: string): string => fileURLToPath(new URL(`../../${path}`, import.meta.url));

describe('the generated logo modules (src/marks/*.generated.ts)', () => {
  it.each(Object.entries(markModules()))(
    '%s is what npm run marks makes from the installed simple-icons',
    (path, text) => {
      expect(readFileSync(root(path), 'utf8')).toBe(text);
    },
  );

  it('draw the card schemes’ image (src/marks/card-schemes.generated.svg) as npm run marks does', () => {
    expect(readFileSync(root(SCHEME_SPRITE_PATH), 'utf8')).toBe(schemeSprite());
  });

  it.each(Object.entries(methodMarkFiles()))(
    '%s is what npm run marks draws for its method (or their version)',
    (path, text) => {
      expect(readFileSync(root(path), 'utf8')).toBe(text);
    },
  );

  it('leave no other file among the methods’ marks (a method no longer listed)', () => {
    const drawn = Object.keys(methodMarkFiles()).filter((path) => path.endsWith('.svg'));
    const committed = readdirSync(root(METHOD_MARKS_DIR)).map(
      (file) => `${METHOD_MARKS_DIR}/${file}`,
    );
    expect(committed.sort()).toEqual(drawn.sort());
  });

  it('are recorded in docs/marks.md and the README, each icon with its source and licence', () => {
    const docs = readFileSync(root('docs/marks.md'), 'utf8');
    const readme = readFileSync(root('README.md'), 'utf8');
    expect(readme).toContain('## Logos and licences');
    for (const icon of iconRecords()) {
      expect(docs, icon.slug).toContain(`\`${icon.slug}\``);
      expect(docs, icon.slug).toContain(icon.source);
    }
  });
});
