export * from './auth';
export * from './community';
export * from './reviews';
export * from './rate-limits';
export * from './content-versions';
export * from './moderation-log';
export * from './notifications';
export * from './flags';
