/**
 * PNG files written chunk by chunk, for the tests that need one no image library would write: a
 * header that lies about its size, a decompression bomb, text hidden in a chunk.
 */
import { crc32 } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** One chunk: its length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The IHDR chunk of an image of this size, bit depth and colour type (no interlace). */
export function pngHeader(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colourType, 0, 0, 0], 8);
  return pngChunk('IHDR', header);
}

/** Signature, header, the given chunks and IEND. */
export function pngOf(header: Buffer, ...chunks: Buffer[]): Buffer {
  return Buffer.concat([PNG_SIGNATURE, header, ...chunks, pngChunk('IEND', Buffer.alloc(0))]);
}
