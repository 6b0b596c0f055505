import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to the embedded database with demo data on 127.0.0.1:3000', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', mongodbUri: undefined, seed: 'demo', production: false });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('seeds nothing by default on a real MongoDB', () => {
    expect(readConfig({ MONGODB_URI: 'mongodb://db.internal:27017/ledgerlink' }).seed).toBe('none');
  });

  it('treats empty variables as unset', () => {
    expect(readConfig({ PORT: '', MONGODB_URI: '' })).toMatchObject({ port: 3000, mongodbUri: undefined });
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => readConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});
