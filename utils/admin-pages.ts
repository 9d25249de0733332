/** The admin console's pages (`/admin/…`), as route patterns: see utils/site-pages.ts. */
export const adminPages = [
  '/admin/listings',
  '/admin/verifications',
  '/admin/verification-form',
  '/admin/messages',
  '/admin/projects',
  '/admin',
  '/admin/users',
  '/admin/users/[id]',
  '/admin/staff',
  '/admin/audit-log',
  '/admin/transactions',
  '/admin/languages',
  '/admin/settings',
  '/admin/categories',
  '/admin/site-content',
  '/admin/reports',
] as const;
