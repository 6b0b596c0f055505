/** Requests and responses of spec §7, one file per API area. Request bodies are strict: an unknown field is a 400, never stored. */
export * from './admin';
export * from './admin-system';
export * from './admin-upload';
export * from './auth';
export * from './bookings';
export * from './business';
export * from './common';
export * from './endpoint';
export * from './leads';
export * from './marketplace';
export * from './page-reads';
export * from './providers';
export * from './questionnaire';
export * from './registry';
export * from './settings';
export * from './site';
export * from './sync';
