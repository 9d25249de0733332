/**
 * The administrator of the end-to-end server: scripts/e2e-server.mjs creates it with
 * `scripts/create-admin.ts` (what `npm run create-admin` runs) before the server starts.
 */
export const e2eAdmin = {
  email: 'admin@e2e.hearth.test',
  password: 'e2e-admin-password',
  name: 'E2E Admin',
} as const;
