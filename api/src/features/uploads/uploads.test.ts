import { readdir, readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import type express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadMultipleResultSchema, uploadResultSchema } from '@safari/shared/upload';
import { createTestApp } from '../../../test/app';
import { insertUser, tokenFor } from '../../../test/auth-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { pngImage } from '../../../test/staff-fixtures';
import { detectImageType } from './image-type';

let db: TestDatabase;
let app: express.Express;
let uploadsDir: string;
let token: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const created = createTestApp({ pool: db.pool });
  app = created.app;
  uploadsDir = created.config.uploadsDir;
  const admin = await insertUser(db.pool, { role: 'admin' });
  token = tokenFor(created.config.jwtSecret, admin);
});

afterAll(async () => {
  await db?.drop();
});

const upload = (file: Buffer, filename: string, contentType: string) =>
  request(app).post('/api/upload').set('Authorization', `Bearer ${token}`).attach('file', file, { filename, contentType });

const storedFile = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
const files = async () => (await readdir(uploadsDir).catch(() => [])).sort();

describe('POST /api/upload', () => {
  it('when a PNG is named .txt, then it is taken as an image and stored as WebP with its 800w and 400w variants', async () => {
    const png = await pngImage(1200, 600);
    const res = await upload(png, 'notes.txt', 'text/plain').expect(200);

    const { url } = uploadResultSchema.parse(res.body);
    // Named by content: cached for a year, since its bytes can never change.
    expect(url).toMatch(/^\/uploads\/upload\.[0-9a-f]{16}\.webp$/);
    const base = url.slice(0, -'.webp'.length);
    for (const [file, width] of [[url, 1200], [`${base}-800w.webp`, 800], [`${base}-400w.webp`, 400]] as const) {
      const meta = await sharp(await readFile(storedFile(file))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
    }
    // Served at the URL it answered.
    const served = await request(app).get(url).expect(200);
    expect(served.headers['content-type']).toMatch(/image\/webp/);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when the same picture is uploaded twice, then both answers name the same files and nothing else is stored', async () => {
    const png = await pngImage(640, 320);
    const first = uploadResultSchema.parse((await upload(png, 'a.png', 'image/png').expect(200)).body).url;
    const after = await files();
    const second = uploadResultSchema.parse((await upload(png, 'b.png', 'image/png').expect(200)).body).url;
    expect(second).toBe(first);
    expect(await files()).toEqual(after);
    const other = uploadResultSchema.parse((await upload(await pngImage(641, 320), 'c.png', 'image/png').expect(200)).body).url;
    expect(other).not.toBe(first);
  });

  it('when a text file is named .jpg, then it is refused with the message and nothing is stored', async () => {
    const before = await files();
    const res = await upload(Buffer.from('just some words, not a picture'), 'photo.jpg', 'image/jpeg').expect(400);
    expect(res.body).toEqual({ error: UPLOAD_MESSAGES.notImage, fields: { file: UPLOAD_MESSAGES.notImage } });
    expect(await files()).toEqual(before);
  });

  it('when an SVG is sent (even named .png), then it is refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    for (const [name, type] of [['logo.svg', 'image/svg+xml'], ['logo.png', 'image/png']] as const) {
      const res = await upload(svg, name, type).expect(400);
      expect(res.body.error).toBe(UPLOAD_MESSAGES.notImage);
    }
  });

  it('when a file has image magic bytes but is not a decodable image, then it is refused', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);
    const res = await upload(fake, 'fake.jpg', 'image/jpeg').expect(400);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.notImage);
  });

  it('when a file is 10 MB + 1 byte, then 413 with the message and nothing is stored', async () => {
    const before = await files();
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);
    expect(big.length).toBe(UPLOAD_MAX_BYTES + 1);
    const res = await upload(big, 'big.png', 'image/png').expect(413);
    expect(res.body).toEqual({ error: UPLOAD_MESSAGES.tooLarge });
    expect(await files()).toEqual(before);
  });

  it('when a JPEG carries EXIF (camera, GPS) and trailing bytes, then the stored files have neither', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam', Model: 'Spy 3000', Copyright: 'Owner' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const withTrailer = Buffer.concat([jpeg, Buffer.from('<?php echo "hidden payload"; ?>')]);

    const res = await upload(withTrailer, 'holiday.jpg', 'image/jpeg').expect(200);
    const { url } = uploadResultSchema.parse(res.body);
    const base = url.slice(0, -'.webp'.length);
    for (const file of [url, `${base}-800w.webp`, `${base}-400w.webp`]) {
      const stored = await readFile(storedFile(file));
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(stored.includes('SecretCam')).toBe(false);
      expect(stored.includes('hidden payload')).toBe(false);
    }
  });

  it('when a WebP or an AVIF is sent, then it is accepted too', async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } });
    await upload(await base.clone().webp().toBuffer(), 'a.bin', 'application/octet-stream').expect(200);
    await upload(await base.clone().avif().toBuffer(), 'b', 'application/octet-stream').expect(200);
  });

  it('when a small file claims enormous dimensions (a decompression bomb), then it is refused before decoding', async () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1000))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const res = await upload(bomb, 'bomb.png', 'image/png').expect(400);
    expect(res.body.error).toMatch(/too large/);
  });

  it('when two files or the wrong field are sent, then 400 says how to send it', async () => {
    const png = await pngImage();
    const two = await request(app).post('/api/upload').set('Authorization', `Bearer ${token}`).attach('file', png, 'a.png').attach('file', png, 'b.png').expect(400);
    expect(two.body.error).toMatch(/one image at a time/);
    const wrong = await request(app).post('/api/upload').set('Authorization', `Bearer ${token}`).attach('image', png, 'a.png').expect(400);
    expect(wrong.body.error).toBe("Send the image in the multipart field 'file'.");
  });

  it('when no file is sent, then 400 says to choose one', async () => {
    const res = await request(app).post('/api/upload').set('Authorization', `Bearer ${token}`).field('other', 'x').expect(400);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.noFile);
  });
});

describe('malformed multipart bodies', () => {
  const boundary = 'safari-fuzz-boundary';
  const part = (headers: string, body = 'x') => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
  const bodies: [string, string, string][] = [
    ['a NUL in the filename', `multipart/form-data; boundary=${boundary}`, `${part('Content-Disposition: form-data; name="file"; filename="../../x\u0000.png"\r\nContent-Type: image/png')}--${boundary}--\r\n`],
    ['a NUL in the field name', `multipart/form-data; boundary=${boundary}`, `${part('Content-Disposition: form-data; name="fi\u0000le"; filename="x.png"')}--${boundary}--\r\n`],
    ['a NUL in a text field', `multipart/form-data; boundary=${boundary}`, `${part('Content-Disposition: form-data; name="note"', 'a\u0000b')}--${boundary}--\r\n`],
    ['no closing boundary', `multipart/form-data; boundary=${boundary}`, part('Content-Disposition: form-data; name="file"; filename="x.png"')],
    ['a part without headers', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n\r\nx\r\n--${boundary}--\r\n`],
    ['a broken part header', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nContent-Disposition\r\n\r\nx\r\n--${boundary}--\r\n`],
    ['no boundary', 'multipart/form-data', `${part('Content-Disposition: form-data; name="file"; filename="x.png"')}--${boundary}--\r\n`],
    ['another boundary', 'multipart/form-data; boundary=other', `${part('Content-Disposition: form-data; name="file"; filename="x.png"')}--${boundary}--\r\n`],
    ['an empty body', `multipart/form-data; boundary=${boundary}`, ''],
    ['a filename* with a bad charset', `multipart/form-data; boundary=${boundary}`, `${part("Content-Disposition: form-data; name=\"file\"; filename*=nope''%ZZ%00.png")}--${boundary}--\r\n`],
  ];

  it('when a multipart body is malformed in any way, then every upload route answers 400, never 500', async () => {
    for (const path of ['/api/upload', '/api/upload/multiple', '/api/users/update-profile']) {
      for (const [name, contentType, body] of bodies) {
        const method = path.endsWith('update-profile') ? 'put' : 'post';
        const res = await request(app)[method](path).set('Authorization', `Bearer ${token}`).set('Content-Type', contentType).send(Buffer.from(body, 'utf8'));
        expect(res.status, `${path}: ${name}`).toBe(400);
        expect(res.body.error, `${path}: ${name}`).toEqual(expect.any(String));
        expect(res.body.error, `${path}: ${name}`).not.toMatch(/Internal|busboy|at .*\.js/);
      }
    }
  });
});

describe('POST /api/upload/multiple', () => {
  it('when several images are sent, then each gets its own URL, in order', async () => {
    const req = request(app).post('/api/upload/multiple').set('Authorization', `Bearer ${token}`);
    for (let i = 0; i < 3; i += 1) req.attach('images', await pngImage(20 + i, 20), `p${i}.png`);
    const { images } = uploadMultipleResultSchema.parse((await req.expect(200)).body);
    expect(images).toHaveLength(3);
    expect(new Set(images).size).toBe(3);
    const widths = await Promise.all(images.map(async (url) => (await sharp(await readFile(storedFile(url))).metadata()).width));
    expect(widths).toEqual([20, 21, 22]);
  });

  it('when one of them is not an image, then none is stored', async () => {
    const before = await files();
    const res = await request(app)
      .post('/api/upload/multiple')
      .set('Authorization', `Bearer ${token}`)
      .attach('images', await pngImage(), 'ok.png')
      .attach('images', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'bad.svg')
      .expect(400);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.notImage);
    expect(await files()).toEqual(before);
  });

  it('when 11 files are sent, then 400 says at most 10', async () => {
    const png = await pngImage();
    const req = request(app).post('/api/upload/multiple').set('Authorization', `Bearer ${token}`);
    for (let i = 0; i < 11; i += 1) req.attach('images', png, `p${i}.png`);
    const res = await req.expect(400);
    expect(res.body.error).toBe(UPLOAD_MESSAGES.tooMany);
  });
});

describe('detectImageType', () => {
  it('when given the first bytes of each format, then only JPEG, PNG, WebP and AVIF are recognised', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } });
    expect(detectImageType(await base.clone().jpeg().toBuffer())).toBe('image/jpeg');
    expect(detectImageType(await base.clone().png().toBuffer())).toBe('image/png');
    expect(detectImageType(await base.clone().webp().toBuffer())).toBe('image/webp');
    expect(detectImageType(await base.clone().avif().toBuffer())).toBe('image/avif');
    expect(detectImageType(await base.clone().gif().toBuffer())).toBeNull();
    expect(detectImageType(await base.clone().tiff().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('<svg/>'))).toBeNull();
  });
});
