import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import type { JSX } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyPage } from './LazyPage.tsx';

// A page's chunk: a loading state until it is in, the page once it is, and a reload when it could
// not be fetched (a browser keeps a failed module as failed).

afterEach(cleanup);

describe('a lazy page', () => {
  it('says it is loading, then shows the page with its props', async () => {
    let arrive = (_page: (props: { name: string }) => JSX.Element): void => {};
    const load = () =>
      new Promise<(props: { name: string }) => JSX.Element>((resolve) => {
        arrive = resolve;
      });
    render(<LazyPage load={load} props={{ name: 'Ada' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    arrive(({ name }) => <p>Hello {name}</p>);
    await screen.findByText('Hello Ada');
  });

  it('offers a reload when its chunk could not be fetched', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    try {
      render(<LazyPage load={() => Promise.reject(new TypeError('Failed to fetch'))} props={{}} />);
      expect((await screen.findByRole('alert')).textContent).toContain(
        'This page could not be loaded.',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      reload.mockRestore();
    }
  });
});
