import { afterEach, describe, expect, it } from 'vitest';
import { addOperator, signIn } from '../../test-support/backoffice.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test-support/test-app.ts';

// The audit log: the back office's changes and the sandbox APIs' (routing, the block list, clock
// advances), newest first, a page at a time.

let t: TestApp;
afterEach(() => t?.app.close());

const tool = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { 'x-api-key': TEST_API_KEY },
    ...(payload && { payload }),
  });

describe('the audit log', () => {
  it('records the sandbox APIs’ changes with the key as the actor, never the key itself', async () => {
    t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off' });
    await addOperator(t, { login: 'ann', role: 'ADMIN' });
    const ann = await signIn(t, 'ann');

    expect((await tool('DELETE', '/sandbox/api/routing')).statusCode).toBe(200);
    const entry = await tool('POST', '/v1/merchant-negative-entry', {
      type: 'EMAIL',
      email: 'mallory@example.com',
    });
    expect(entry.statusCode).toBe(200);
    const entryId = entry.json().data.id;
    expect((await tool('DELETE', `/v1/merchant-negative-entry/${entryId}`)).statusCode).toBe(200);
    const clock = await tool('POST', '/sandbox/api/clocks', { time: '2027-01-01T10:00:00Z' });
    const clockId = clock.json().data.clock_id;
    expect(
      (await tool('POST', `/sandbox/api/clocks/${clockId}/advance`, { to: '2027-02-01T10:00:00Z' }))
        .statusCode,
    ).toBe(200);

    const res = await ann.send('GET', '/backoffice/api/audit?merchant_id=mer_sandbox');
    const entries = res.json().entries;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'clock.advance',
      'negative_entry.delete',
      'negative_entry.create',
      'routing.reset',
    ]);
    for (const e of entries) {
      expect(e.actor).toEqual({
        kind: 'API_KEY',
        name: `API key …${TEST_API_KEY.slice(-4)}`,
        id: null,
      });
    }
    expect(entries[1].target).toBe(entryId);
    expect(entries[0].target).toBe(clockId);
    // What was blocked is the merchant's business, not the log's: the type only.
    expect(JSON.stringify(entries)).not.toContain('mallory');
    expect(JSON.stringify(entries)).not.toContain(TEST_API_KEY);
  });

  it('writes no entry for a change refused or rolled back', async () => {
    t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off' });
    await addOperator(t, { login: 'ann', role: 'ADMIN' });
    const ann = await signIn(t, 'ann');
    expect((await tool('DELETE', '/v1/merchant-negative-entry/neg_unknown')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/sandbox/api/routing',
          headers: { 'x-api-key': TEST_API_KEY, 'if-match': '7' },
        })
      ).statusCode,
    ).toBe(412);
    expect((await ann.send('GET', '/backoffice/api/audit')).json().entries).toEqual([]);
  });

  it('pages newest first with before, every entry once, entries of one instant included', async () => {
    t = await createTestApp({ BACKOFFICE_LOCAL_SIGN_IN: 'off' });
    await addOperator(t, { login: 'ann', role: 'ADMIN' });
    const ann = await signIn(t, 'ann');
    // Five renames at one instant, then two later: ties on `at` are ordered by audit_id.
    for (let i = 0; i < 7; i += 1) {
      if (i === 5) t.clock.now = new Date(t.clock.now.getTime() + 1_000);
      await ann.send('PATCH', '/backoffice/api/merchants/mer_sandbox', { name: `Shop ${i}` });
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const query: string = `/backoffice/api/audit?limit=3${before ? `&before=${before}` : ''}`;
      const page = (await ann.send('GET', query)).json();
      expect(page.entries.length).toBeLessThanOrEqual(3);
      seen.push(
        ...page.entries.map((e: { changes: { name: { to: string } } }) => e.changes.name.to),
      );
      before = page.next_before;
    } while (before !== null);
    expect(seen.slice(0, 2)).toEqual(['Shop 6', 'Shop 5']);
    expect(new Set(seen).size).toBe(7);
    expect([...seen].sort()).toEqual([
      'Shop 0',
      'Shop 1',
      'Shop 2',
      'Shop 3',
      'Shop 4',
      'Shop 5',
      'Shop 6',
    ]);
    const bad = await ann.send('GET', '/backoffice/api/audit?limit=101');
    expect(bad.statusCode).toBe(400);
  });
});
