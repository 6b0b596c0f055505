import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from './admin';
import { adminSystemEndpoints } from './admin-system';
import { adminUploadEndpoints } from './admin-upload';
import { authEndpoints } from './auth';
import { endpointUrl } from './endpoint';
import { findEndpoint } from './registry';

const backOffice = [adminEndpoints, adminSystemEndpoints, adminUploadEndpoints].flatMap((area) => Object.values(area));

describe('admin endpoints', () => {
  it('are all for a signed-in admin, and sign-in answers are never cached', () => {
    expect(backOffice.filter((endpoint) => endpoint.access !== 'admin')).toEqual([]);
    expect(Object.values(authEndpoints).every((endpoint) => endpoint.access === 'public' && endpoint.private)).toBe(true);
  });

  it('routes the export to itself, not to a provider id', () => {
    expect(findEndpoint('GET', '/api/admin/providers/export')).toBe(adminUploadEndpoints.exportProviders);
    expect(findEndpoint('PATCH', '/api/admin/providers/p1/approve')).toBe(adminEndpoints.approveProvider);
    expect(endpointUrl(adminUploadEndpoints.exportProviders, { query: { status: 'all' } })).toBe('/api/admin/providers/export?status=all');
  });

  it('takes the export as text, whole or streamed, and nothing else', () => {
    const { response } = adminUploadEndpoints.exportProviders;
    expect(response.safeParse('Name,Email\r\n').success).toBe(true);
    expect(response.safeParse(Readable.from(['Name,Email\r\n'])).success).toBe(true);
    expect(response.safeParse({ success: true }).success).toBe(false);
  });
});
