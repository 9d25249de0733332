import { cleanup, configure } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import './dialog-element';
import { startMswForClientTests } from './msw-server';

/**
 * Setup for the 'client' test project (jsdom), run before every client test file. Vitest runs
 * without globals, so Testing Library cannot register its own cleanup: unmount rendered trees
 * here, and forget what a test left in localStorage and cookies. MSW answers every test's HTTP
 * requests; a file adds only its handlers.
 */
startMswForClientTests();

// Tests wait generously and never assert durations: the machines running them are busy, and
// Testing Library's 1 s default for findBy/waitFor fails slow renders that are not wrong.
configure({ asyncUtilTimeout: 10_000 });

// next/head needs the document's head manager; render its children in place instead (React
// hoists <title>, <meta> and <link> into document.head by itself).
vi.mock('next/head', () => ({ default: ({ children }: { children: ReactNode }) => children }));

// Toasts (outside the page under test) are recorded, not shown; a file may still mock them itself.
vi.mock('react-toastify/unstyled', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react-toastify/unstyled')>()),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

afterEach(async () => {
  cleanup(); // first: a tree unmounts while the globals it used are still stubbed
  // The marker clusterer inside @react-google-maps/api removes old markers on the next animation
  // frame, through `google`: let that frame run while the Google stand-in is still installed.
  if ('google' in globalThis) await new Promise((done) => requestAnimationFrame(() => done(null)));
  vi.unstubAllGlobals();
  const { toast } = await import('react-toastify/unstyled');
  for (const show of Object.values(toast)) if (vi.isMockFunction(show)) show.mockClear();
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
