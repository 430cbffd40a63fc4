import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { MAX_IMAGE_BYTES } from '#domain/limits';
import { jpegBytes, padTo, pdfBytes, pngBytes, uploadFiles, webpBytes } from '../support/media-files.ts';

const stack = useTestStack();
const upload = (section: string, bytes: Buffer, name: string, token?: string) => uploadFiles(stack.gatewayUrl, '/upload', section, [{ bytes, name }], token);

describe('uploads and media through the gateway', () => {
  test.each([
    ['PNG', 'services', pngBytes(64, 36), 'image/png'],
    ['JPEG', 'services', jpegBytes(640, 360), 'image/jpeg'],
    ['WebP', 'services', webpBytes(320, 180), 'image/webp'],
    ['PDF', 'menu', pdfBytes('Drinks'), 'application/pdf'],
  ])('a %s goes up through /upload (to %s) and comes back from /media byte for byte', async (_type, section, bytes, contentType) => {
    const reply = await upload(section, bytes, 'file', stack.api.adminToken);
    expect(reply.status).toBe(201);
    const key = reply.body.data![0]!.Key;
    const served = await fetch(`${stack.gatewayUrl}/media/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(contentType);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  test('forwards the caller’s own token: none is 401, a role without the module is 403', async () => {
    const png = pngBytes(4, 4);
    expect(await upload('gallery', png, 'a.png')).toEqual({ status: 401, body: { status: false, message: 'Unauthorized' } });
    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'galleries', view: true }] }) });
    expect(await upload('gallery', png, 'a.png', viewer.token)).toEqual({ status: 403, body: { status: false, message: 'You do not have permission to perform this action' } });
  });

  test.each([
    ['the API', '/api/v1/upload'],
    ['the gateway', '/upload'],
  ])('a refused upload of a few MB reaches the client through %s as a reply it can read, not a broken connection', async (_via, path) => {
    const base = path === '/upload' ? stack.gatewayUrl : stack.api.url;
    const photo = [{ bytes: padTo(pngBytes(40, 30), MAX_IMAGE_BYTES), name: 'photo.png' }];
    const viewer = await stack.api.createSubAdmin({ roleId: await stack.api.createRole({ permissions: [{ name: 'galleries', view: true }] }) });
    for (let i = 0; i < 3; i++) {
      expect(await uploadFiles(base, path, 'gallery', photo, 'expired-or-forged')).toEqual({ status: 401, body: { status: false, message: 'Unauthorized' } });
      expect(await uploadFiles(base, path, 'gallery', photo, viewer.token)).toEqual({ status: 403, body: { status: false, message: 'You do not have permission to perform this action' } });
      const tooLarge = [{ bytes: padTo(pngBytes(40, 30), MAX_IMAGE_BYTES + 3 * 1024 * 1024), name: 'huge.png' }];
      expect(await uploadFiles(base, path, 'gallery', tooLarge, stack.api.adminToken)).toEqual({ status: 413, body: { status: false, message: 'Image must be less than 5MB.' } });
    }
  });

  test('streams the request: an over-size image is refused while the client is still sending it', async () => {
    const boundary = 'venue-stream-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\ngallery\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    // 6 MB of a PNG, then the body stays open: a buffering proxy would wait for the end forever.
    const chunks = [head, pngBytes(8, 8), ...Array.from({ length: 6 }, () => Buffer.alloc(1024 * 1024))];
    let closeBody = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new Uint8Array(chunk));
        closeBody = () => controller.close();
      },
    });
    try {
      const response = await fetch(`${stack.gatewayUrl}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${stack.api.adminToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        duplex: 'half',
        signal: AbortSignal.timeout(10_000),
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ status: false, message: 'Image must be less than 5MB.' });
    } finally {
      closeBody();
    }
  });
});
