/** The whole Drizzle schema: one file per domain under schema/. */
export * from './schema/users';
export * from './schema/accounts';
export * from './schema/site';
export * from './schema/catalogue';
export * from './schema/properties';
export * from './schema/content';
export * from './schema/packages';
export * from './schema/engagement';
export * from './schema/projects';
export * from './schema/payments';
export * from './schema/agent-verification';
export * from './schema/contact';
export * from './schema/feed';
export * from './schema/chat';
export * from './schema/notifications';
export * from './schema/audit';
export * from './schema/translations';
