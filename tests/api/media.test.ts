import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from '#domain/limits';
import { MEDIA_SECTIONS } from '#domain/schemas/media';
import { backends } from '../support/backends.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { startTestS3, type TestS3 } from '../support/s3.ts';
import { deflateSync } from 'node:zlib';
import { jpegBytes, padTo, pdfBytes, pngBytes, pngClaimingBytes, uploadFiles, webpBytes, type UploadPart } from '../support/media-files.ts';
import { flateBombPdf } from '../support/pdf-files.ts';
import { snapshotDb } from '../support/db-snapshot.ts';
import { securityEvents } from '../support/security-events.ts';
import { expectUploadRefused, filesUnder } from '../support/upload-checks.ts';

const KEY = (section: string, ext: string) => new RegExp(`^${section}/[0-9a-f-]{36}\\.${ext}$`);

/** A real 1 × 1 lossless WebP (as libwebp writes it): its VP8L chunk has an odd size, so a padding byte ends the file. */
const LOSSLESS_WEBP = Buffer.from('524946461a000000574542505650384c0d0000002f00000010071011118888fe0700', 'hex');

/** The same suite on both media stores: the data folder's disk, and an S3-compatible server. */
const stores = ['local', 's3'] as const;

describe.each(backends.flatMap((backend) => stores.map((store) => [backend, store] as const)))('uploads and media on %s, stored on %s', (backend, store) => {
  /** A folder of this suite's own, with the data folder two levels down, so a traversal has room to land inside it. */
  let root: string;
  let dataDir: string;
  let s3: TestS3 | undefined;
  // Written before the API's hooks, so the folder and the S3 server are there before it starts and go after it closes.
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'venue-media-test-'));
    dataDir = join(root, 'deployment', 'site', 'data');
    mkdirSync(dataDir, { recursive: true });
    s3 = store === 's3' ? await startTestS3() : undefined;
  });
  afterAll(async () => {
    await s3?.close();
    rmSync(root, { recursive: true, force: true });
  });
  const api = useTestApi(backend, () => ({ config: { dataDir, media: s3?.config } }));
  /** Every file the store holds (an S3 server's objects and unfinished uploads' parts included). */
  const storedFiles = () => filesUnder(s3 ? s3.directory : dataDir);
  const upload = (section: string, parts: UploadPart[], token: string | undefined = api.adminToken) => uploadFiles(api.url, '/api/v1/upload', section, parts, token);

  /** Asserts a refused upload: status, exact message, no row written and no file left. */
  const expectRefused = (section: string, parts: UploadPart[], status: number, message: string, token?: string) =>
    expectUploadRefused(api, storedFiles, { section, parts, token }, status, message);

  it.each([
    ['png', 'gallery', pngBytes(40, 30), 'image/png', { width: 40, height: 30 }],
    ['jpg', 'gallery', jpegBytes(1600, 900), 'image/jpeg', { width: 1600, height: 900 }],
    ['webp', 'gallery', webpBytes(300, 200), 'image/webp', { width: 300, height: 200 }],
    ['webp', 'gallery', LOSSLESS_WEBP, 'image/webp', { width: 1, height: 1 }],
    ['pdf', 'menu', pdfBytes(), 'application/pdf', {}],
  ] as const)('stores a %s under a server key and serves it back byte for byte', async (ext, section, bytes, contentType, size) => {
    const reply = await upload(section, [{ bytes, name: `holiday.${ext}`, type: contentType }]);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe('Files uploaded successfully');
    const [entry] = reply.body.data!;
    expect(entry!.Key).toMatch(KEY(section, ext));
    expect(entry).toEqual({ Key: entry!.Key, ...size });

    const served = await fetch(`${api.url}/media/${entry!.Key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // On S3 the file is in the bucket, and nothing of it on the API's disk.
    if (s3) expect(storedFiles().some((file) => file.includes(entry!.Key))).toBe(true);
    if (s3) expect(filesUnder(dataDir).some((file) => file.includes(entry!.Key))).toBe(false);
  });

  it('decides the type by content: a PNG named .pdf and declared as a PDF is stored as a PNG', async () => {
    const reply = await upload('menu', [{ bytes: pngBytes(8, 8), name: 'menu.pdf', type: 'application/pdf' }]);
    expect(reply.body.data?.[0]?.Key).toMatch(KEY('menu', 'png'));
  });

  it('stores several files of one request, in order', async () => {
    const reply = await upload('eventMemories', [
      { bytes: pngBytes(20, 30), name: 'a.png' },
      { bytes: jpegBytes(300, 200), name: 'b.jpg' },
    ]);
    expect(reply.status).toBe(201);
    expect(reply.body.data?.map((f) => [f.width, f.height])).toEqual([[20, 30], [300, 200]]);
  });

  it('accepts an image of exactly 5 MB and a PDF of exactly 15 MB', async () => {
    expect((await upload('tables', [{ bytes: padTo(pngBytes(10, 10), MAX_IMAGE_BYTES), name: 'big.png' }])).status).toBe(201);
    expect((await upload('menu', [{ bytes: padTo(pdfBytes(), MAX_PDF_BYTES), name: 'big.pdf' }])).status).toBe(201);
  });

  it('refuses an image of 5 MB + 1 byte and a PDF of 15 MB + 1 byte with 413, leaving nothing', async () => {
    const abortedBefore = s3?.aborted.length ?? 0;
    await expectRefused('tables', [{ bytes: padTo(jpegBytes(10, 10), MAX_IMAGE_BYTES + 1), name: 'big.jpg' }], 413, 'Image must be less than 5MB.');
    await expectRefused('menu', [{ bytes: padTo(pdfBytes(), MAX_PDF_BYTES + 1), name: 'big.pdf' }], 413, 'File size must be less than 15MB.');
    // On S3 the PDF's first 15 MB went out as a multipart upload (parts of 5 MB), which was aborted and its parts removed.
    if (s3) expect(s3.aborted.length - abortedBefore).toBeGreaterThanOrEqual(1);
  });

  it('refuses what is not a JPEG, PNG or WebP (or, for the menu, a PDF), whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    await expectRefused('gallery', [{ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }], 400, 'Only JPEG, PNG or WebP images are allowed.');
    await expectRefused('gallery', [{ bytes: html, name: 'photo.png', type: 'image/png' }], 400, 'Only JPEG, PNG or WebP images are allowed.');
    await expectRefused('menu', [{ bytes: svg, name: 'logo.svg', type: 'image/svg+xml' }], 400, 'Only JPEG, PNG or WebP images and PDF files are allowed.');
    await expectRefused('menu', [{ bytes: html, name: 'menu.pdf', type: 'application/pdf' }], 400, 'Only PDF files are allowed.');
    await expectRefused('gallery', [{ bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), name: 'broken.png' }], 400, 'The image could not be read.');
  });

  it('refuses an image with anything after its end marker (a polyglot), leaving nothing', async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const message = 'The image has data after its end; save it again as a plain image.';
    await expectRefused('gallery', [{ bytes: Buffer.concat([jpegBytes(300, 200), html]), name: 'a.jpg' }], 400, message);
    await expectRefused('gallery', [{ bytes: Buffer.concat([pngBytes(30, 20), html]), name: 'a.png' }], 400, message);
    await expectRefused('gallery', [{ bytes: Buffer.concat([webpBytes(300, 200), html]), name: 'a.webp' }], 400, message);
    await expectRefused('gallery', [{ bytes: Buffer.concat([pngBytes(30, 20), Buffer.alloc(1)]), name: 'a.png' }], 400, message);
  });

  it('refuses an image whose structure breaks off before its end marker', async () => {
    const message = 'The image could not be read.';
    const png = pngBytes(30, 20);
    await expectRefused('gallery', [{ bytes: png.subarray(0, png.length - 12), name: 'cut.png' }], 400, message);
    const jpeg = jpegBytes(300, 200);
    await expectRefused('gallery', [{ bytes: jpeg.subarray(0, jpeg.length - 2), name: 'cut.jpg' }], 400, message);
    // A WebP cut short: its RIFF header still promises the bytes that are missing.
    await expectRefused('gallery', [{ bytes: LOSSLESS_WEBP.subarray(0, LOSSLESS_WEBP.length - 6), name: 'cut.webp' }], 400, message);
    const promising = webpBytes(300, 200);
    promising.writeUInt32LE(promising.readUInt32LE(4) + 100, 4);
    await expectRefused('gallery', [{ bytes: promising, name: 'cut.webp' }], 400, message);
    // A chunk that says it runs past the end the RIFF header gives.
    const overlong = webpBytes(300, 200);
    overlong.writeUInt32LE(overlong.readUInt32LE(16) + 8, 16);
    await expectRefused('gallery', [{ bytes: overlong, name: 'long.webp' }], 400, message);
    // An IEND chunk that says it holds bytes the file does not have.
    const iend = Buffer.from(png);
    iend.writeUInt32BE(64, iend.length - 12);
    await expectRefused('gallery', [{ bytes: iend, name: 'cut.png' }], 400, message);
  });

  it('refuses images beyond 10000 px on a side or 40 megapixels, however small the file', async () => {
    const message = 'Images may be at most 10000 pixels on a side and 40 megapixels.';
    await expectRefused('gallery', [{ bytes: pngClaimingBytes(30_000, 30_000), name: 'bomb.png' }], 400, message);
    await expectRefused('gallery', [{ bytes: pngClaimingBytes(10_001, 10), name: 'wide.png' }], 400, message);
    await expectRefused('gallery', [{ bytes: pngClaimingBytes(8000, 5001), name: 'big.png' }], 400, message);
    expect((await upload('gallery', [{ bytes: pngClaimingBytes(10_000, 4000), name: 'edge.png' }])).status).toBe(201);
  });

  it('refuses PDFs with active content, also hidden in a name escape or a compressed stream', async () => {
    const pdf = (body: string) => Buffer.from(`%PDF-1.7\n${body}\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
    const flate = (text: string) => Buffer.concat([Buffer.from('%PDF-1.7\n4 0 obj<</Type/ObjStm/Filter/FlateDecode>>stream\n', 'latin1'), deflateSync(text), Buffer.from('\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1')]);
    const message = 'PDF files with scripts, actions, forms or attachments are not allowed.';
    for (const body of [
      '1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj',
      '1 0 obj<</Type/Catalog/Names<</EmbeddedFiles 2 0 R>>>>endobj',
      '1 0 obj<</Type/Annot/A<</S/Launch/F(cmd.exe)>>>>endobj',
      '1 0 obj<</Type/Page/AA<</O 5 0 R>>>>endobj',
      '1 0 obj<</Type/Catalog/OpenAction 3 0 R>>endobj 3 0 obj<</S/J#61vaScript/JS 4 0 R>>endobj',
    ]) {
      await expectRefused('menu', [{ bytes: pdf(body), name: 'menu.pdf' }], 400, message);
    }
    await expectRefused('menu', [{ bytes: flate('1 0 obj<</Type/Catalog/OpenAction<</S/JavaScript/JS(x)>>>>endobj'), name: 'menu.pdf' }], 400, message);
    expect((await upload('menu', [{ bytes: flate('1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj'), name: 'menu.pdf' }])).status).toBe(201);
  });

  it('refuses a PDF that is also another file, or does not end as a PDF', async () => {
    const message = 'The PDF file is damaged or holds another file.';
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40), Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
    await expectRefused('menu', [{ bytes: Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), zip]), name: 'menu.pdf' }], 400, message);
    await expectRefused('menu', [{ bytes: Buffer.concat([pdfBytes(), zip]), name: 'menu.pdf' }], 400, message);
    await expectRefused('menu', [{ bytes: Buffer.concat([pdfBytes().subarray(0, 60), zip, Buffer.from('\n%%EOF\n')]), name: 'menu.pdf' }], 400, message);
  });

  it('takes PDFs only for the menu: any other section refuses one at once, before unpacking it', async () => {
    const message = 'PDF files are only allowed for the menu; this section takes JPEG, PNG or WebP images.';
    for (const section of MEDIA_SECTIONS.filter((s) => s !== 'menu')) await expectRefused(section, [{ bytes: pdfBytes(), name: 'menu.pdf', type: 'application/pdf' }], 400, message);
    // The audit's 63 MB Flate bomb, ten of them, sent as events pictures.
    const bomb = flateBombPdf();
    await expectRefused('events', Array.from({ length: 10 }, (_, i) => ({ bytes: bomb, name: `poster${i}.pdf` })), 400, message);
    // Worded by the content, not the name: a file that is not a PDF is not told that PDFs are for the menu.
    for (const bytes of [Buffer.from('<!doctype html>'), Buffer.from('not a pdf')]) {
      await expectRefused('gallery', [{ bytes, name: 'menu.pdf', type: 'application/pdf' }], 400, 'Only JPEG, PNG or WebP images are allowed.');
      await expectRefused('services', [{ bytes, name: 'fake.pdf' }], 400, 'Only JPEG, PNG or WebP images are allowed.');
    }
    // Making and sending ten 63 MB-deflating bombs takes seconds on a busy machine; nothing here is timed.
  }, 90_000);

  it('a bad file anywhere in the request leaves none of its files behind', async () => {
    await expectRefused('gallery', [{ bytes: pngBytes(5, 5), name: 'good.png' }, { bytes: Buffer.from('<svg/>'), name: 'bad.png' }], 400, 'Only JPEG, PNG or WebP images are allowed.');
  });

  it('keeps a traversal filename from choosing the location', async () => {
    const reply = await upload('gallery', [{ bytes: pngBytes(4, 4), name: '../../x.png' }]);
    expect(reply.status).toBe(201);
    expect(reply.body.data?.[0]?.Key).toMatch(KEY('gallery', 'png'));
    expect(storedFiles().every((file) => !file.includes('x.png'))).toBe(true);
    expect(filesUnder(root).some((file) => file.endsWith('/x.png'))).toBe(false);
  });

  it('refuses an unknown section, a missing section or no file with 400', async () => {
    const png = [{ bytes: pngBytes(4, 4), name: 'a.png' }];
    await expectRefused('../etc', png, 400, 'path must be one of: menu, icons, events, tables, follows, gallery, testing, category, services, weekAnthems, emailContent, eventMemories, intellectualProperties');
    await expectRefused('gallery', [], 400, 'No file selected.');
    await expectRefused('gallery', [{ bytes: new Uint8Array(0), name: 'empty.png' }], 400, 'No file selected.');
  });

  it('refuses a second path field, which would file the parts before it under another section, leaving nothing', async () => {
    const before = await snapshotDb(api.db);
    const filesBefore = storedFiles();
    const form = new FormData();
    form.append('path', 'services');
    form.append('files', new Blob([new Uint8Array(pngBytes(4, 4))], { type: 'image/png' }), 'a.png');
    form.append('path', 'gallery');
    form.append('files', new Blob([new Uint8Array(pngBytes(4, 4))], { type: 'image/png' }), 'b.png');
    const response = await fetch(new URL('/api/v1/upload', api.url), { method: 'POST', headers: { authorization: `Bearer ${api.adminToken}` }, body: form });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { status: false, message: 'path must be sent once: one upload goes to one section' } });
    expect(await snapshotDb(api.db)).toEqual(before);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('requires a signed-in account with add or edit on the section’s module', async () => {
    const png = [{ bytes: pngBytes(4, 4), name: 'a.png' }];
    await expectRefused('menu', png, 401, 'Unauthorized', 'not-a-token');
    const menuEditor = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'menu', edit: true }, { name: 'galleries', view: true }] }) });
    expect((await upload('menu', png, menuEditor.token)).status).toBe(201);
    await expectRefused('gallery', png, 403, 'You do not have permission to perform this action', menuEditor.token);
    await expectRefused('testing', png, 403, 'You do not have permission to perform this action', menuEditor.token);
  });

  it('writes each refused section to the security trail, as every route’s 403 is', async () => {
    const png = [{ bytes: pngBytes(4, 4), name: 'a.png' }];
    const iconEditor = await api.createSubAdmin({ roleId: await api.createRole({ permissions: [{ name: 'services', add: true }] }) });
    const before = (await securityEvents(api.db)).length;
    expect((await upload('icons', png, iconEditor.token)).status).toBe(201);
    await expectRefused('gallery', png, 403, 'You do not have permission to perform this action', iconEditor.token);
    await expectRefused('testing', png, 403, 'You do not have permission to perform this action', iconEditor.token);
    expect((await securityEvents(api.db)).slice(before)).toMatchObject([
      { action: 'forbidden', actorId: iconEditor.id, recordId: 'POST /upload', after: { section: 'gallery', areas: ['galleries'], needed: 'add or edit', ip: '127.0.0.1' } },
      { action: 'forbidden', actorId: iconEditor.id, recordId: 'POST /upload', after: { section: 'testing', areas: [], needed: 'add or edit', ip: '127.0.0.1' } },
    ]);
  });

  it('answers 404 for a key that was never uploaded or is not a key', async () => {
    for (const key of ['gallery/00000000-0000-4000-8000-000000000000.png', '..%2f..%2fetc/passwd', 'gallery/x.png']) {
      const reply = await fetch(`${api.url}/media/${key}`);
      expect(reply.status, key).toBe(404);
    }
  });
});
