export * from './auth';
export * from './community';
export * from './rate-limits';
