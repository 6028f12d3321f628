// Every table, for drizzle-kit (drizzle.config.ts) and the server's queries. The column kit
// (columns.ts, owned.ts) is not exported: it builds tables, it is not one.
export * from './users';
export * from './family-members';
export * from './accounts';
export * from './medicines';
export * from './notifications';
export * from './job-runs';
export * from './prices';
export * from './health';
export * from './support';
export * from './payments';
export * from './push';
export * from './ceilings';
export * from './caregivers';
export * from './admin';
