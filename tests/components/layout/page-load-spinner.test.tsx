import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoadSpinner } from '@/components/layout/page-load-spinner';
import { makeTestProviders } from '../../support/client-providers';

function renderSpinner() {
  const { wrapper } = makeTestProviders();
  render(<PageLoadSpinner />, { wrapper });
}

type RouterEvent = Parameters<typeof Router.events.emit>[0];

function emit(event: RouterEvent, shallow = false) {
  act(() => Router.events.emit(event, '/properties', { shallow }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PageLoadSpinner', () => {
  it('shows nothing for a route change quicker than 300 ms', () => {
    renderSpinner();
    emit('routeChangeStart');
    act(() => vi.advanceTimersByTime(250));
    emit('routeChangeComplete');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('announces loading while a route change takes longer, and hides when it completes', () => {
    renderSpinner();
    emit('routeChangeStart');
    act(() => vi.advanceTimersByTime(300));
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('common.loading');
    emit('routeChangeComplete');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides when the route change fails', () => {
    renderSpinner();
    emit('routeChangeStart');
    act(() => vi.advanceTimersByTime(400));
    emit('routeChangeError');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('ignores shallow route changes', () => {
    renderSpinner();
    emit('routeChangeStart', true);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
