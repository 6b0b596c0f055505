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

  it('trusts one proxy hop in production and none otherwise, unless TRUST_PROXY_HOPS says', () => {
    expect(readConfig({}).trustProxyHops).toBe(0);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://ledgerlink.example' };
    expect(readConfig(production).trustProxyHops).toBe(1);
    expect(readConfig({ ...production, TRUST_PROXY_HOPS: '0' }).trustProxyHops).toBe(0);
    expect(readConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(() => readConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('refuses to start in production without PUBLIC_URL, which links in mail, canonical links and the sitemap need', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PUBLIC_URL: '' }]) {
      expect(() => readConfig(env)).toThrow('Invalid configuration: PUBLIC_URL: required in production');
    }
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://ledgerlink.example' })).toMatchObject({ production: true, publicUrl: 'https://ledgerlink.example' });
    // Elsewhere the local address stands in.
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'test' }).publicUrl).toBeUndefined();
  });

  it('opens an embedded TCP port only when EMBEDDED_DB_PORT asks for one', () => {
    expect(readConfig({}).embeddedDbPort).toBeUndefined();
    expect(readConfig({ EMBEDDED_DB_PORT: '27017' }).embeddedDbPort).toBe(27017);
    expect(() => readConfig({ EMBEDDED_DB_PORT: '0' })).toThrow(/EMBEDDED_DB_PORT/);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ SEED: 'lots' })).toThrow(/SEED/);
    expect(() => readConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('gives new leads 24 hours to be answered unless LEAD_RESPONSE_HOURS says, in whole hours from 1 to 720', () => {
    expect(readConfig({}).leadResponseHours).toBe(24);
    expect(readConfig({ LEAD_RESPONSE_HOURS: '48' }).leadResponseHours).toBe(48);
    for (const bad of ['0', '1.5', '721', 'soon', '-3']) expect(() => readConfig({ LEAD_RESPONSE_HOURS: bad })).toThrow(/LEAD_RESPONSE_HOURS/);
  });

  it("leaves a device's offline catalogue to the app's default unless OFFLINE_CATALOGUE_PROVIDERS says, 1 to 100,000", () => {
    expect(readConfig({}).offlineCatalogueProviders).toBeUndefined();
    expect(readConfig({ OFFLINE_CATALOGUE_PROVIDERS: '500' }).offlineCatalogueProviders).toBe(500);
    for (const bad of ['0', '2.5', '100001', 'all']) expect(() => readConfig({ OFFLINE_CATALOGUE_PROVIDERS: bad })).toThrow(/OFFLINE_CATALOGUE_PROVIDERS/);
  });
});
