import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyInBrowser } from '@/components/ui/lazy-in-browser';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyInBrowser', () => {
  it('renders the fallback, then the component once its code has loaded', async () => {
    const Lazy = lazyInBrowser(
      async () => Greeting,
      ({ name }: { name: string }) => <p>Loading {name}</p>,
    );
    render(<Lazy name="Amina" />);
    expect(screen.getByText('Loading Amina')).toBeTruthy();
    expect(await screen.findByText('Hello Amina')).toBeTruthy();
  });

  it('keeps the fallback when the code cannot be fetched, and tries again on the next mount', async () => {
    let attempts = 0;
    const Lazy = lazyInBrowser<{ name: string }>(
      async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return Greeting;
      },
      <p>Not yet</p>,
    );
    const first = render(<Lazy name="Amina" />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText('Not yet')).toBeTruthy();
    first.unmount();
    render(<Lazy name="Amina" />);
    expect(await screen.findByText('Hello Amina')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
