export * from './accounts';
export * from './medicines';
