import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { DehydratedState } from '@tanstack/react-query';

export interface PageContextOptions {
  query?: Record<string, string>;
  /** The page's `[slug]` (any value, to prove malformed ones are refused); none when absent. */
  slug?: unknown;
  locale?: string;
}

/**
 * What Next hands a page's loader, without Next: the URL's query, slug and language, a browser's
 * request with no cookies, and a response that keeps the headers the loader sets (in `headers`).
 */
export function pageContext(options: PageContextOptions = {}) {
  const headers: Record<string, string> = {};
  const context = {
    query: options.query ?? {},
    params: (options.slug === undefined ? {} : { slug: options.slug }) as Record<string, string>,
    locale: options.locale ?? 'en',
    locales: ['en', 'ar'],
    defaultLocale: 'en',
    req: {
      headers: { 'user-agent': 'Mozilla/5.0 Test' },
      cookies: {},
      socket: { remoteAddress: '203.0.113.9' },
    } as unknown as IncomingMessage & { cookies: Partial<Record<string, string>> },
    res: {
      setHeader: (name: string, value: string) => {
        headers[name.toLowerCase()] = value;
      },
      getHeader: (name: string): string | undefined => headers[name.toLowerCase()],
    } as unknown as ServerResponse,
  };
  return { context, headers };
}

/** The data a page prefetched under a query key, from its dehydrated query cache. */
export function queryData<T>(
  state: DehydratedState | null,
  key: readonly unknown[],
): T | undefined {
  const query = state?.queries.find(
    (entry) => JSON.stringify(entry.queryKey) === JSON.stringify(key),
  );
  return query?.state.data as T | undefined;
}

/**
 * Runs a page's getServerSideProps behind a real HTTP response (the context of `pageContext`,
 * with the real request and response) and answers what the browser got: what the loader sent
 * itself, else its result as JSON, or "crashed" with 500 when it threw.
 */
export async function pageAnswer<P>(
  getProps: (context: GetServerSidePropsContext) => Promise<GetServerSidePropsResult<P>>,
  options: PageContextOptions = {},
) {
  const server = http.createServer((req, res) => {
    const { context } = pageContext(options);
    const full = { ...context, req, res, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
    getProps(full).then(
      (result) => {
        if (!res.writableEnded) res.end(JSON.stringify(result));
      },
      () => {
        res.statusCode = 500;
        res.end('crashed');
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`);
    return { status: response.status, headers: response.headers, text: await response.text() };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
