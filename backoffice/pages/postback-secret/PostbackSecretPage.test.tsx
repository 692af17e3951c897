import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeBackoffice } from '../../test-support/fake-backoffice-client.ts';
import { renderApp } from '../../test-support/render-app.tsx';

// The postback secret's rotation: the overlap in hours (seconds on the wire), the new secret shown
// once with its copy button, and when the previous one stops signing.

afterEach(cleanup);

async function openPage() {
  const fake = createFakeBackoffice();
  const rendered = renderApp(fake, '/backoffice/postback-secret?merchant=m_roastery');
  const overlap = (await screen.findByRole('spinbutton', {
    name: 'Overlap (hours)',
  })) as HTMLInputElement;
  return { fake, overlap, ...rendered };
}

describe('the postback secret page', () => {
  it('rotates with a 24-hour overlap unless told otherwise, and shows the new secret once', async () => {
    const { fake, user, clipboard, overlap } = await openPage();
    expect(overlap.value).toBe('24');
    await user.click(screen.getByRole('button', { name: 'Rotate the postback secret' }));
    const secret = (await screen.findByLabelText('The new postback secret')) as HTMLInputElement;
    expect(secret.value).toBe('whsec_rotated_0123');
    expect(fake.argsOf('rotatePostbackSecret')).toEqual([
      ['m_roastery', { overlap_seconds: 86_400 }],
    ]);
    expect(
      screen.getByText('The previous secret stops signing at Nov 29, 2026, 12:00 PM UTC.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(clipboard).toEqual(['whsec_rotated_0123']));
  });

  it('sends the overlap typed, in seconds', async () => {
    const { fake, user, overlap } = await openPage();
    await user.clear(overlap);
    await user.type(overlap, '2');
    await user.click(screen.getByRole('button', { name: 'Rotate the postback secret' }));
    await screen.findByLabelText('The new postback secret');
    expect(fake.argsOf('rotatePostbackSecret')[0]?.[1]).toEqual({ overlap_seconds: 7200 });
  });

  it("shows the server's refusal of the overlap next to the overlap field", async () => {
    const { fake, user, overlap } = await openPage();
    fake.failNext('rotatePostbackSecret', 400, 'overlap_seconds must be at most 604800');
    await user.clear(overlap);
    await user.type(overlap, '1000');
    await user.click(screen.getByRole('button', { name: 'Rotate the postback secret' }));
    await waitFor(() => expect(overlap.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('overlap_seconds-error')?.textContent).toBe(
      'overlap_seconds must be at most 604800',
    );
    expect(screen.queryByLabelText('The new postback secret')).toBeNull();
  });
});
