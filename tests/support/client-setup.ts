import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './dialog-element';
import { startMswForClientTests } from './msw-server';

/**
 * Setup for the 'client' test project (jsdom). Vitest runs without globals, so Testing Library
 * cannot register its own cleanup: unmount rendered trees here, and forget what a test left in
 * localStorage and cookies. MSW answers every test's HTTP requests; a file adds its handlers.
 */
startMswForClientTests();

afterEach(() => {
  cleanup();
  // Files may opt into `@vitest-environment node` (server rendering): no DOM to reset there.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
