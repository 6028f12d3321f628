export * from './accounts';
export * from './medicines';
export * from './prices';
export * from './health';
export * from './support';
export * from './payments';
export * from './push';
export * from './admin';
