/** Query keys for settings. `web-settings` depends on the viewer (verification status). */
export const settingsKeys = {
  all: ['settings'] as const,
  /** The guest's settings by default (what the server prefetches); pass the user id when signed in. */
  web: (viewerId: number | null = null) =>
    [...settingsKeys.all, 'web', viewerId ?? 'guest'] as const,
  /** `admin/settings`: what the administrator edits. */
  admin: () => [...settingsKeys.all, 'admin'] as const,
};
