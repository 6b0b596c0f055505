/** The entities of spec §3 as the API sends them: `id` strings, ISO date strings, no secrets. One file per entity. */
export * from './admin';
export * from './booking';
export * from './bookkeeper';
export * from './business';
export * from './city';
export * from './country';
export * from './firm-upload';
export * from './questionnaire';
export * from './lead';
export * from './review';
export * from './service';
export * from './user';
