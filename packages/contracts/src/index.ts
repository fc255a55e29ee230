export * from './envelope';
export * from './token';
export * from './auth';
export * from './instruments';
export * from './accounts';
export * from './projects';
export * from './test-activities';
export * from './calls';
