import { render, waitFor } from '@testing-library/react';
import Router from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteProgressBar } from '@/components/layout/route-progress-bar';

describe('RouteProgressBar', () => {
  afterEach(() => {
    document.getElementById('nprogress')?.remove();
    vi.restoreAllMocks();
  });

  it('shows a bar without an ARIA role during a route change and removes it when the page arrives', async () => {
    const errors = vi.spyOn(console, 'error');
    const view = render(<RouteProgressBar />);

    Router.events.emit('routeChangeStart', '/properties', { shallow: false });
    await waitFor(() => expect(document.querySelector('#nprogress .bar')).not.toBeNull());
    const bar = document.querySelector<HTMLElement>('#nprogress .bar');
    expect(bar?.getAttribute('role')).toBeNull();
    expect(bar?.style.transform || bar?.style.marginLeft).toBeTruthy();

    Router.events.emit('routeChangeComplete', '/properties', { shallow: false });
    await waitFor(() => expect(document.getElementById('nprogress')).toBeNull(), { timeout: 3000 });
    expect(errors).not.toHaveBeenCalled();
    view.unmount();
  });

  it('shows nothing for a shallow route change', async () => {
    const view = render(<RouteProgressBar />);
    Router.events.emit('routeChangeStart', '/properties?page=2', { shallow: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('nprogress')).toBeNull();
    view.unmount();
  });
});
