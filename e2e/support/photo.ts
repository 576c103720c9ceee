/** A holder photo made for the tests: a face-like textured oval on a plain light background. */
import sharp from 'sharp';

export async function holderPhoto(width = 800, height = 1000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width / 2) / (width * 0.3);
      const dy = (y - height / 2) / (height * 0.35);
      const inFace = dx * dx + dy * dy < 1;
      const texture = ((x * 7 + y * 13) % 17) * 6;
      const offset = (y * width + x) * 3;
      pixels[offset] = inFace ? 150 + texture : 215;
      pixels[offset + 1] = inFace ? 120 + texture : 220;
      pixels[offset + 2] = inFace ? 100 + texture : 225;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same photo far too dark to be used. */
export async function darkPhoto(): Promise<Buffer> {
  return sharp(await holderPhoto())
    .linear(0.15, 0)
    .jpeg()
    .toBuffer();
}
