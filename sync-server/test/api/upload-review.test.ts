import { FIRM_CSV_COLUMNS } from '@ledgerlink/shared-schema';
import { ObjectId } from 'mongodb';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc, validBusinessRequest } from '../support/factories';

/** A firm CSV: the §3 header, then rows given as {column index: value}. */
function firmCsv(rows: Record<number, string>[]): string {
  return Papa.unparse([[...FIRM_CSV_COLUMNS], ...rows.map((row) => FIRM_CSV_COLUMNS.map((_, index) => row[index] ?? ''))]);
}

const chicagoFirm = (name: string, domain: string) => ({ 0: name, 4: '2-10', 5: 'firm', 6: 'Chicago', 7: 'United States', 8: domain, 11: 'Bookkeeping' });

describe('firm uploads wait for review', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const admin = (path: string, init: RequestInit = {}) => api.request(path, { ...init, headers: { cookie } });
  async function uploadFirms(csv: string, fileName: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
    const started = await admin('/api/admin/upload-firms', { method: 'POST', body: form });
    expect(started.status).toBe(202);
    for (;;) {
      const { body } = await admin(`/api/admin/upload-progress/${started.body.uploadId}`);
      if (body.progress.status !== 'processing') return started.body.uploadId as string;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const listed = async (search: string) => (await api.request(`/api/bookkeepers?search=${encodeURIComponent(search)}`)).body.bookkeepers.map((provider: { fullName: string }) => provider.fullName);
  const matchedFirms = async (email: string) => {
    const { body } = await api.request('/api/business/register', { method: 'POST', json: { ...validBusinessRequest(), email } });
    const leads = await collections(api.db).leads.find({ businessId: new ObjectId(body.businessId as string) }).toArray();
    const firms = await collections(api.db).bookkeepers.find({ _id: { $in: leads.map((lead) => lead.bookkeeperId) } }).toArray();
    return firms.map((firm) => firm.fullName).sort();
  };

  it('lists no uploaded firm and matches none until an admin approves its upload, then lists and matches them', async () => {
    const uploadId = await uploadFirms(
      firmCsv([chicagoFirm('Lakeshore Ledgers', 'lakeshore.example'), chicagoFirm('Wacker Books', 'wacker.example'), { 6: 'No name' }, chicagoFirm('Loop Tax Partners', 'loop.example')]),
      'chicago-firms.csv',
    );

    expect(await listed('Lakeshore Ledgers')).toEqual([]);
    expect((await api.request('/api/bookkeepers/username/lakeshore_ledgers')).status).toBe(404);
    const catalogue = await api.request('/api/sync/catalogue');
    expect(catalogue.body.providers.map((provider: { fullName: string }) => provider.fullName)).not.toContain('Wacker Books');
    expect(await matchedFirms('first@acme.example')).toEqual([]);

    // The review queue: the upload with its file name and count, and its firms under the pending filter.
    const uploads = await admin('/api/admin/uploads');
    expect(uploads.body.uploads).toEqual([{ id: uploadId, fileName: 'chicago-firms.csv', startedAt: expect.any(String), imported: 3, pending: 3 }]);
    const queue = await admin(`/api/admin/providers?status=pending&uploadId=${uploadId}`);
    expect(queue.body.providers.map((provider: { fullName: string }) => provider.fullName).sort()).toEqual(['Lakeshore Ledgers', 'Loop Tax Partners', 'Wacker Books']);
    expect(queue.body.counts).toMatchObject({ pending: 3, approved: 0 });

    // A firm rejected on its own stays rejected: the bulk action approves waiting firms only.
    const loop = queue.body.providers.find((provider: { fullName: string }) => provider.fullName === 'Loop Tax Partners');
    expect((await api.request(`/api/admin/providers/${loop.id}/reject`, { method: 'PATCH', headers: { cookie }, json: { reason: 'Not a bookkeeping firm' } })).status).toBe(200);

    const approved = await admin(`/api/admin/uploads/${uploadId}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ success: true, approved: 2 });
    expect(await listed('Lakeshore Ledgers')).toEqual(['Lakeshore Ledgers']);
    expect(await listed('Loop Tax Partners')).toEqual([]);
    expect(await matchedFirms('second@acme.example')).toEqual(['Lakeshore Ledgers', 'Wacker Books']);
    // Approved as by the Approve button: each firm is mailed its links.
    expect(await collections(api.db).outbox.countDocuments({ to: { $in: ['info@lakeshore.example', 'info@wacker.example'] }, subject: 'Your LedgerLink profile is live' })).toBe(2);

    const again = await admin(`/api/admin/uploads/${uploadId}/approve`, { method: 'POST' });
    expect(again.body).toMatchObject({ success: true, approved: 0 });
    expect(await collections(api.db).outbox.countDocuments({ subject: 'Your LedgerLink profile is live' })).toBe(2);
    expect((await admin('/api/admin/uploads')).body.uploads).toEqual([]);
  });

  it('approves only the firms of the upload it names', async () => {
    const [registered] = await insertProviders(api.db, [providerDoc({ fullName: 'Signed Up Themselves', isApproved: false })]);
    const first = await uploadFirms(firmCsv([chicagoFirm('North Branch Books', 'north.example')]), 'north.csv');
    const second = await uploadFirms(firmCsv([chicagoFirm('South Branch Books', 'south.example')]), 'south.csv');
    expect((await admin('/api/admin/uploads')).body.uploads.map((upload: { fileName: string }) => upload.fileName)).toEqual(['south.csv', 'north.csv']);

    expect((await admin(`/api/admin/uploads/${first}/approve`, { method: 'POST' })).body.approved).toBe(1);
    expect(await listed('North Branch Books')).toEqual(['North Branch Books']);
    expect(await listed('South Branch Books')).toEqual([]);
    expect((await collections(api.db).bookkeepers.findOne({ _id: registered!._id }))!.isApproved).toBe(false);
    expect((await admin('/api/admin/uploads')).body.uploads).toMatchObject([{ id: second, fileName: 'south.csv', pending: 1 }]);
  });

  it('refuses callers without an admin session, and names a malformed or unknown upload', async () => {
    const uploadId = await uploadFirms(firmCsv([chicagoFirm('Guarded Books', 'guarded.example')]), 'guarded.csv');
    for (const [method, path] of [
      ['GET', '/api/admin/uploads'],
      ['POST', `/api/admin/uploads/${uploadId}/approve`],
    ] as const) {
      expect((await api.request(path, { method })).status).toBe(401);
    }
    expect(await listed('Guarded Books')).toEqual([]);

    const malformed = await admin('/api/admin/uploads/not-an-upload/approve', { method: 'POST' });
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Invalid path parameter: uploadId: must be an upload id' } });
    const unknown = await admin('/api/admin/uploads/00000000-0000-4000-8000-000000000000/approve', { method: 'POST' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Upload not found' } });
    expect((await admin('/api/admin/providers?uploadId=nope')).status).toBe(400);
  });
});

describe('the provider CSV import', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  it('answers how many rows were imported and refused, and why each was refused', async () => {
    const form = new FormData();
    const csv = [
      'Name,Email,Phone,Location,Type,Status,Approved,Services',
      'Ann Able,ann@example.com,,Boston,individual,Active,No,Bookkeeping',
      'No Email,,,,individual,Active,No,',
      'Ben Baker,ben@example.com,,Denver,individual,Active,No,Payroll',
      'Bad Type,bad@example.com,,,robot,Active,No,',
    ].join('\n');
    form.append('csv', new Blob([csv], { type: 'text/csv' }), 'providers.csv');
    const { status, body } = await api.request('/api/admin/bulk-import', { method: 'POST', body: form, headers: { cookie } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 2, updated: 0, errors: 2, message: 'Imported 2 providers; 2 rows were refused' });
    expect(body.errorMessages).toEqual([expect.stringMatching(/^Row 3: email: /), expect.stringMatching(/^Row 5: type: /)]);
  });
});
