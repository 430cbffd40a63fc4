import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { useTestApi } from '../support/use-test-api.ts';
import { pdfBytes, uploadFiles, type UploadPart } from '../support/media-files.ts';
import { flateBombPdf, flateWithStoredBlock, objectStreamPdf, pdfFile, writerPdf, type TestFilter } from '../support/pdf-files.ts';
import { expectUploadRefused, filesUnder } from '../support/upload-checks.ts';

const ACTIVE = 'PDF files with scripts, actions, forms or attachments are not allowed.';
const UNDECODABLE = 'The PDF file has a part that cannot be unpacked to be checked; save it again as a standard PDF.';
const TOO_LARGE = 'The PDF file unpacks to more than 32 MB; save it again with fewer or simpler pages.';

const SCRIPTED = '<</Type/Catalog/Pages 3 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>';
const PLAIN = '<</Type/Catalog/Pages 3 0 R>>';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF whose one content stream unpacks to `bytes` zeros. */
const zerosPdf = (bytes: number) => pdfFile(['<</Type/Catalog>>', { dict: '/Filter/FlateDecode', data: deflateSync(Buffer.alloc(bytes)) }]);

/** Bytes of a picture (random-looking, and spelling `/JS` by chance) for a stream with `dict`. */
const picture = (dict: string) => ({ dict, data: Buffer.concat([latin1('\xff\xd8\x91\x07/JS \x13\x88'), Buffer.alloc(64, 0xa5), latin1('/AA>\xff\xd9')]) });

const asPdf = (bytes: Buffer, name = 'menu.pdf'): UploadPart[] => [{ bytes, name, type: 'application/pdf' }];

describe.each(backends)('PDF uploads on %s', (backend) => {
  // Written before the API's hooks, so the folder is made before it starts and removed after it closes.
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'venue-pdf-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const api = useTestApi(backend, () => ({ config: { dataDir } }));
  const storedFiles = () => filesUnder(dataDir);
  const upload = (section: string, parts: UploadPart[]) => uploadFiles(api.url, '/api/v1/upload', section, parts, api.adminToken);
  const expectRefused = (bytes: Buffer, message: string, section = 'menu', copies = 1) =>
    expectUploadRefused(api, storedFiles, { section, parts: Array.from({ length: copies }, () => asPdf(bytes)[0]!) }, 400, message);
  const expectAccepted = async (bytes: Buffer) => expect((await upload('menu', asPdf(bytes))).status).toBe(201);

  it('accepts a menu as a current writer saves it (object and cross-reference streams, Flate with predictors, a JPEG, a font) and serves it back', async () => {
    const bytes = writerPdf();
    const reply = await upload('menu', asPdf(bytes));
    expect(reply.status).toBe(201);
    const served = await fetch(`${api.url}/media/${reply.body.data![0]!.Key}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    ['/ASCIIHexDecode', ['ASCIIHexDecode']],
    ['/ASCII85Decode', ['ASCII85Decode']],
    ['[/ASCIIHexDecode /FlateDecode]', ['ASCIIHexDecode', 'FlateDecode']],
    ['/LZWDecode', ['LZWDecode']],
    ['/RunLengthDecode', ['RunLengthDecode']],
    ['/FlateDecode', ['FlateDecode']],
  ] as [string, TestFilter[]][])('finds a script in an object stream encoded with %s, and passes the same stream without one', async (_name, filters) => {
    await expectRefused(objectStreamPdf(SCRIPTED, filters), ACTIVE);
    await expectAccepted(objectStreamPdf(PLAIN, filters));
  });

  it('reads a Flate stream to its /Length (direct, or in an object of its own), past an `endstream` inside its data', async () => {
    const objects = (catalog: string) => latin1(`2 0 3 ${catalog.length + 1} ${catalog}\n<</Type/Pages/Kids[]/Count 0>>`);
    const disguised = (catalog: string) => flateWithStoredBlock(latin1('\nendstream\nendobj\n'), objects(catalog));
    for (const indirectLength of [false, true]) {
      await expectRefused(objectStreamPdf(SCRIPTED, ['FlateDecode'], { data: disguised(SCRIPTED), indirectLength }), ACTIVE);
      await expectAccepted(objectStreamPdf(PLAIN, ['FlateDecode'], { data: disguised(PLAIN), indirectLength }));
    }
    // When no length can be found, the data stops at that first `endstream`, and the Flate data cut short there is refused.
    const unresolved = latin1(objectStreamPdf(SCRIPTED, ['FlateDecode'], { data: disguised(SCRIPTED) }).toString('latin1').replace(/\/Length \d+/, '/Length 99 0 R'));
    await expectRefused(unresolved, UNDECODABLE);
  });

  it('refuses a stream it cannot unpack instead of skipping it', async () => {
    const objectStream = (dict: string, data: Buffer) => pdfFile([{ dict: `/Type/ObjStm/N 1/First 4${dict}`, data }]);
    await expectRefused(objectStream('/Filter/Crypt', latin1('1 0 <</S/JavaScript>>')), UNDECODABLE);
    await expectRefused(objectStream('/Filter/DCTDecode', latin1('1 0 <</S/JavaScript>>')), UNDECODABLE);
    await expectRefused(pdfFile([{ dict: '/Filter/BrotliDecode', data: latin1('1 0 obj') }]), UNDECODABLE);
    await expectRefused(pdfFile([{ dict: '/Filter/FlateDecode', data: latin1('not Flate data at all') }]), UNDECODABLE);
    await expectRefused(pdfFile([{ dict: '/Filter 9 0 R', data: latin1('1 0 obj') }]), UNDECODABLE);
  });

  it('does not unpack pictures, but still reads an object hidden among their bytes', async () => {
    await expectAccepted(
      pdfFile([
        '<</Type/Catalog>>',
        picture('/Subtype/Image/Filter/DCTDecode'),
        picture('/Subtype/Image/Filter/JPXDecode'),
        picture('/Subtype/Image/Filter/CCITTFaxDecode'),
        picture('/Filter/JBIG2Decode'),
        picture('/Subtype/Image/Filter/FlateDecode'),
      ]),
    );
    await expectRefused(pdfFile(['<</Type/Catalog>>', { dict: '/Subtype/Image/Filter/DCTDecode', data: latin1(`\xff\xd8 9 0 obj ${SCRIPTED} endobj \xff\xd9`) }]), ACTIVE);
  });

  it('refuses an encrypted PDF, whose streams cannot be read', async () => {
    const encrypted = latin1(pdfBytes().toString('latin1').replace('trailer<</Root 1 0 R>>', 'trailer<</Root 1 0 R/Encrypt<</Filter/Standard/V 2/R 3/Length 128/P -4>>>>'));
    await expectRefused(encrypted, 'Encrypted or password-protected PDF files are not allowed; save it again without protection.');
  });

  it('refuses a PDF that unpacks to more than 32 MB (the audit’s 63 MB of zeros, ten in one request), and takes one just under', async () => {
    await expectRefused(flateBombPdf(), TOO_LARGE, 'menu', 10);
    await expectRefused(pdfFile(['<</Type/Catalog>>', ...Array.from({ length: 3 }, () => ({ dict: '/Filter/FlateDecode', data: deflateSync(Buffer.alloc(11 * 2 ** 20)) }))]), TOO_LARGE);
    await expectAccepted(zerosPdf(31 * 2 ** 20));
  });

  it('refuses a PDF of more than 10000 streams', async () => {
    const streams = Array.from({ length: 10_001 }, () => ({ dict: '', data: latin1('q Q') }));
    await expectRefused(pdfFile(['<</Type/Catalog>>', ...streams]), 'The PDF file has more than 10000 streams to check; save it again with fewer pages.');
    await expectAccepted(pdfFile(['<</Type/Catalog>>', ...streams.slice(1_001)]));
  });
});
