/**
 * The admin console's URLs (`/admin/…`), apart from \`paths\` so that public pages, which never
 * link into the console, do not carry them.
 */
import { toQueryString, type QueryParams } from './query-string';

function withQuery(pathname: string, query?: QueryParams): string {
  return `${pathname}${toQueryString(query)}`;
}

export const adminPaths = {
  listings: (query?: QueryParams): string => withQuery('/admin/listings', query),
  verifications: (query?: QueryParams): string => withQuery('/admin/verifications', query),
  verificationForm: (): string => '/admin/verification-form',
  messages: (query?: QueryParams): string => withQuery('/admin/messages', query),
  projects: (query?: QueryParams): string => withQuery('/admin/projects', query),
  dashboard: (): string => '/admin',
  users: (query?: QueryParams): string => withQuery('/admin/users', query),
  user: (userId: number): string => `/admin/users/${userId}`,
  staff: (): string => '/admin/staff',
  auditLog: (query?: QueryParams): string => withQuery('/admin/audit-log', query),
  transactions: (query?: QueryParams): string => withQuery('/admin/transactions', query),
  languages: (): string => '/admin/languages',
  settings: (): string => '/admin/settings',
  categories: (): string => '/admin/categories',
  siteContent: (): string => '/admin/site-content',
  packages: (): string => '/admin/packages',
  articles: (query?: QueryParams): string => withQuery('/admin/articles', query),
  reports: (query?: QueryParams): string => withQuery('/admin/reports', query),
} as const;
