import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CSV_UPLOAD_LIMITS, FIRM_CSV_COLUMNS, PROVIDER_EXPORT_COLUMNS } from '@ledgerlink/shared-schema';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { signInAdmin } from '../support/admin-session';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

/** A firm CSV: the §3 header, then rows given as {column index: value}. */
function firmCsv(rows: Record<number, string>[]): string {
  return Papa.unparse([[...FIRM_CSV_COLUMNS], ...rows.map((row) => FIRM_CSV_COLUMNS.map((_, index) => row[index] ?? ''))]);
}

describe('admin CSV import, firm upload and export', () => {
  let api: TestApi;
  let cookie = '';
  beforeAll(async () => {
    api = await startTestApi();
    cookie = await signInAdmin(api);
  });
  afterAll(() => api.close());

  const upload = (path: string, field: string, text: string, filename = 'firms.csv') => {
    const form = new FormData();
    form.append(field, new Blob([text], { type: 'text/csv' }), filename);
    return api.request(path, { method: 'POST', body: form, headers: { cookie } });
  };
  async function progressWhenDone(uploadId: string) {
    for (;;) {
      const { body } = await api.request(`/api/admin/upload-progress/${uploadId}`, { headers: { cookie } });
      if (body.progress.status !== 'processing') return body.progress;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('imports the good firm rows, reports each bad one, makes duplicates unique and reaches completed', async () => {
    await insertProviders(api.db, [providerDoc({ username: 'acme_books', email: 'info@acme.example' })]);
    const csv = firmCsv([
      { 0: 'Acme Books', 4: '11-50 employees', 5: 'firm', 6: 'Austin', 7: 'United States', 8: 'acme.example', 11: 'Bookkeeping, Payroll' },
      { 6: 'No name here' },
      { 0: 'Acme Books', 6: 'Dallas', 8: 'acme.example' },
      { 0: 'Ledger Partners', 5: 'partnership' },
      { 0: 'Solo Tax', 5: 'individual', 11: 'Tax returns', 15: '/avatars/ST-10.svg' },
    ]);
    const started = await upload('/api/admin/upload-firms', 'file', csv);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ success: true, total: 5 });

    const progress = await progressWhenDone(started.body.uploadId);
    expect(progress).toMatchObject({ status: 'completed', processed: 5, total: 5, imported: 3, errors: 2, percentage: 100 });
    expect(progress.errorMessages).toEqual(['Row 3: name: Name is required', 'Row 5: type: Type must be firm or individual']);

    const acmes = await collections(api.db).bookkeepers.find({ fullName: 'Acme Books' }).sort({ createdAt: 1 }).toArray();
    expect(acmes.map((doc) => [doc.username, doc.email])).toEqual([
      ['acme_books_2', 'info+2@acme.example'],
      ['acme_books_3', 'info+3@acme.example'],
    ]);
    // Imported firms wait for review; approved, they are listed as the file described them.
    expect((await api.request(`/api/bookkeepers/username/acme_books_2`)).status).toBe(404);
    expect((await api.request(`/api/admin/uploads/${started.body.uploadId}/approve`, { method: 'POST', headers: { cookie } })).body.approved).toBe(3);
    const listed = await api.request(`/api/bookkeepers/username/acme_books_2`);
    expect(listed.body.bookkeeper).toMatchObject({ providerType: 'firm', firmSize: 'medium', services: ['bookkeeping', 'payroll'], city: 'Austin' });
    const logo = await api.request(listed.body.bookkeeper.profileImageUrl);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');

    expect((await api.request(`/api/admin/upload-progress/${started.body.uploadId}`, { method: 'DELETE', headers: { cookie } })).status).toBe(200);
    expect((await api.request(`/api/admin/upload-progress/${started.body.uploadId}`, { headers: { cookie } })).status).toBe(404);
  });

  it('refuses what is not a firm CSV, too many rows (400) and too many bytes (413), saying why', async () => {
    expect((await upload('/api/admin/upload-firms', 'file', firmCsv([{ 0: 'A' }]), 'firms.xlsx')).body.message).toBe('Please select a CSV file');
    const header = await upload('/api/admin/upload-firms', 'file', 'Name,City\nAcme,Austin\n');
    expect(header.status).toBe(400);
    expect(header.body.message).toMatch(/^The first row must name the 17 firm columns in this order: Name, Meta Title/);
    const many = await upload('/api/admin/upload-firms', 'file', firmCsv(Array.from({ length: CSV_UPLOAD_LIMITS.maxRows + 1 }, (_, n) => ({ 0: `F${n}` }))));
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(`The CSV file has more than ${CSV_UPLOAD_LIMITS.maxRows} rows; split it into smaller files`);
    const big = await upload('/api/admin/upload-firms', 'file', firmCsv([{ 0: 'Big', 10: 'x'.repeat(CSV_UPLOAD_LIMITS.maxBytes) }]));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('The CSV file is larger than the 5 MB limit');
    expect(await collections(api.db).uploadProgress.countDocuments({ total: { $gt: CSV_UPLOAD_LIMITS.maxRows } })).toBe(0);
  });

  it('exports providers with the exact header of spec §3, and imports that format back', async () => {
    await insertProviders(api.db, [providerDoc({ fullName: '=cmd()', email: 'formula@example.com', services: ['bookkeeping', 'payroll'] })]);
    const exported = await api.request('/api/admin/providers/export?status=all', { headers: { cookie } });
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (exported.body as string).split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Location,Type,Status,Approved,Services');
    expect(lines[0]!.split(',')).toEqual([...PROVIDER_EXPORT_COLUMNS]);
    expect(lines.find((line) => line.includes('formula@example.com'))).toBe(`"'=cmd()",formula@example.com,+1 555 0100,"Chicago, United States",individual,Active,Yes,bookkeeping;payroll`);

    const imported = await upload(
      '/api/admin/bulk-import',
      'csv',
      'Name,Email,Phone,Location,Type,Status,Approved,Services\nNew Person,new.person@example.com,+1 555 0100,Boston,individual,Active,No,Bookkeeping;Payroll\nUpdated,formula@example.com,,,firm,Inactive,No,\nBad,not-an-email,,,,,,\n',
    );
    expect(imported.body).toMatchObject({
      success: true,
      message: 'Imported 1 provider, updated 1 provider; 1 row was refused',
      imported: 1,
      updated: 1,
      errors: 1,
      errorMessages: ['Row 4: email: Please enter a valid email address'],
    });
    expect(await collections(api.db).bookkeepers.findOne({ email: 'formula@example.com' })).toMatchObject({ fullName: 'Updated', isActive: false, providerType: 'firm' });
  });

  it('completes an upload of 5,000 firms', async () => {
    const rows = Array.from({ length: 5000 }, (_, n) => ({ 0: `Bulk Firm ${n % 4500}`, 4: '2-10', 6: 'Denver', 7: 'United States', 11: 'Bookkeeping', 10: 'About this firm '.repeat(10) }));
    const started = performance.now();
    const response = await upload('/api/admin/upload-firms', 'file', firmCsv(rows));
    expect(response.status).toBe(202);
    const progress = await progressWhenDone(response.body.uploadId);
    const seconds = (performance.now() - started) / 1000;
    console.log(`5,000-row firm upload: ${seconds.toFixed(1)} s (upload to completed)`);
    expect(progress).toMatchObject({ status: 'completed', processed: 5000, imported: 5000, errors: 0 });
    expect(await collections(api.db).bookkeepers.countDocuments({ fullName: /^Bulk Firm / })).toBe(5000);

    const approving = performance.now();
    const approval = await api.request(`/api/admin/uploads/${response.body.uploadId}/approve`, { method: 'POST', headers: { cookie } });
    console.log(`approving its 5,000 firms: ${((performance.now() - approving) / 1000).toFixed(1)} s`);
    expect(approval.body.approved).toBe(5000);
    expect(await collections(api.db).bookkeepers.countDocuments({ fullName: /^Bulk Firm /, isApproved: true })).toBe(5000);
  }, 180_000);
});

describe('upload files: private, and never left behind', () => {
  let api: TestApi;
  let cookie = '';
  let parent = '';
  let uploadDir = '';
  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'll-upload-test-'));
    uploadDir = path.join(parent, 'uploads'); // made on first use
    api = await startTestApi({ uploadDir });
    cookie = await signInAdmin(api);
  });
  afterAll(async () => {
    await api.close();
    await rm(parent, { recursive: true, force: true });
  });

  const leftOver = async () => readdir(uploadDir).catch(() => []);
  const post = (path: string, files: [field: string, text: string, filename: string][]) => {
    const form = new FormData();
    for (const [field, text, filename] of files) form.append(field, new Blob([text], { type: 'text/csv' }), filename);
    return api.request(path, { method: 'POST', body: form, headers: { cookie } });
  };
  async function until(condition: () => Promise<boolean>, what: string) {
    for (let waited = 0; !(await condition()); waited += 20) {
      if (waited > 5_000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A multipart upload whose body is sent in two halves: the first now, the second when `finish` is called (or never, after `abort`). */
  function slowUpload(path: string, csv: string) {
    const boundary = 'll-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="firms.csv"\r\nContent-Type: text/csv\r\n\r\n`;
    const half = Math.floor(csv.length / 2);
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const aborter = new AbortController();
    const response = fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) }),
      duplex: 'half',
      signal: aborter.signal,
    } as RequestInit);
    stream.enqueue(encoder.encode(head + csv.slice(0, half)));
    return {
      response,
      finish: () => {
        stream.enqueue(encoder.encode(`${csv.slice(half)}\r\n--${boundary}--\r\n`));
        stream.close();
      },
      abort: () => aborter.abort(),
    };
  }

  it('keeps the file 0600 in a 0700 directory while it is read, and removes it once imported', async () => {
    const upload = slowUpload('/api/admin/upload-firms', firmCsv(Array.from({ length: 200 }, (_, n) => ({ 0: `Private Firm ${n}`, 10: 'About us '.repeat(40) }))));
    await until(async () => (await leftOver()).length === 1, 'the upload file');
    const [name] = await leftOver();
    expect((await stat(path.join(uploadDir, name!))).mode & 0o777).toBe(0o600);
    expect((await stat(uploadDir)).mode & 0o777).toBe(0o700);
    upload.finish();
    const started = await upload.response;
    expect(started.status).toBe(202);
    const { uploadId } = (await started.json()) as { uploadId: string };
    await until(async () => (await api.request(`/api/admin/upload-progress/${uploadId}`, { headers: { cookie } })).body.progress.status !== 'processing', 'the import');
    expect((await api.request(`/api/admin/upload-progress/${uploadId}`, { headers: { cookie } })).body.progress).toMatchObject({ status: 'completed', imported: 200 });
    await until(async () => (await leftOver()).length === 0, 'the file to be removed');
  });

  it('answers each refusal with its own message and leaves no file behind', async () => {
    const good = firmCsv([{ 0: 'Fine Firm' }]);
    const refusals: [() => Promise<{ status: number; body: { message: string } }>, number, unknown][] = [];
    for (let round = 0; round < 3; round += 1) {
      const exactlyOne = 'Send exactly one CSV file in the field "file"';
      refusals.push(
        [() => post('/api/admin/upload-firms', [['file', good, 'a.csv'], ['file', good, 'b.csv']]), 400, exactlyOne],
        [() => post('/api/admin/upload-firms', [['file', good, 'a.csv'], ['other', 'x', 'b.csv']]), 400, exactlyOne],
        [() => post('/api/admin/upload-firms', [['other', good, 'a.csv']]), 400, exactlyOne],
        [() => post('/api/admin/bulk-import', [['csv', good, 'a.csv'], ['csv', good, 'b.csv']]), 400, 'Send exactly one CSV file in the field "csv"'],
        [() => post('/api/admin/upload-firms', [['file', good, 'firms.xlsx']]), 400, 'Please select a CSV file'],
        [() => post('/api/admin/upload-firms', [['file', 'Name,City\nAcme,Austin\n', 'a.csv']]), 400, expect.stringMatching(/^The first row must name/)],
        [() => post('/api/admin/bulk-import', [['csv', 'Nope\n', 'a.csv']]), 400, expect.stringMatching(/^The first row/)],
        [() => post('/api/admin/upload-firms', [['file', '', 'empty.csv']]), 400, expect.stringMatching(/^The upload could not be read/)],
        [() => post('/api/admin/upload-firms', [['file', firmCsv([{ 0: 'Big', 10: 'x'.repeat(CSV_UPLOAD_LIMITS.maxBytes) }]), 'big.csv']]), 413, 'The CSV file is larger than the 5 MB limit'],
      );
    }
    for (const [send, status, message] of refusals) {
      const { status: got, body } = await send();
      expect({ status: got, message: body.message }).toEqual({ status, message });
    }
    expect(await leftOver()).toEqual([]);

    // An upload the client abandons half-way is removed too.
    const abandoned = slowUpload('/api/admin/upload-firms', good.repeat(2_000));
    await until(async () => (await leftOver()).length === 1, 'the upload file');
    abandoned.abort();
    await abandoned.response.catch(() => undefined);
    await until(async () => (await leftOver()).length === 0, 'the abandoned file to be removed');
  });
});
