export * from './constants.ts';
export * from './messages.ts';
export * from './validation/auth.ts';
export * from './validation/files.ts';
export * from './validation/finance.ts';
export * from './validation/network.ts';
export * from './validation/notifications.ts';
export * from './validation/paging.ts';
