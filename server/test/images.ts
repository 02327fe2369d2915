/** Test support for the image library: photos made by sharp and multipart bodies for app.inject(). */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export async function testPhoto(
  width = 1200,
  height = 900,
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif' | 'tiff' = 'jpeg',
  options: { orientation?: number } = {},
): Promise<Buffer> {
  // two halves of different colours, so a rotation is visible in the pixels
  const left = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  let img = sharp({ create: { width, height, channels: 3, background: '#2e86c1' } }).composite([{ input: left, left: 0, top: 0 }]);
  if (options.orientation) img = img.withMetadata({ orientation: options.orientation });
  if (format === 'jpeg')
    return img
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Sakura test', Make: 'TestCam' } })
      .keepExif()
      .toBuffer();
  return img.toFormat(format).toBuffer();
}

export interface MultipartFile {
  name?: string;
  filename: string;
  contentType?: string;
  content: Buffer;
}

/** A multipart/form-data body with files and text fields; returns the payload and its content-type header. */
export function multipart(files: MultipartFile[], fields: Record<string, string> = {}): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sushi${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'file'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
