/**
 * Removes what a picture says about its author, place and camera (EXIF with GPS, XMP, IPTC,
 * comments) by dropping those parts of the file, never by decoding and encoding the picture again:
 * the pixels stay as they were, colour profiles (ICC) stay, and a file with nothing to remove comes
 * back as the very same bytes (CONTRACT §12). Each walker keeps a known list of the parts a picture
 * needs to be drawn; whatever else it meets is metadata. Null when the container is not as expected,
 * so the caller falls back to writing the picture again.
 */
export function withoutMetadata(bytes: Buffer, format: string): Buffer | null {
  try {
    const walk = walkers[format];
    return walk ? walk(bytes) : null;
  } catch {
    return null;
  }
}

/** The parts kept, joined; the same Buffer when nothing was dropped. */
function joined(bytes: Buffer, kept: Buffer[], dropped: boolean): Buffer {
  return dropped ? Buffer.concat(kept) : bytes;
}

const ascii = (bytes: Buffer, at: number, length: number) => bytes.toString('latin1', at, at + length);

/** JPEG: JFIF and Adobe markers, ICC profile pieces and every coding segment are kept; EXIF, XMP, IPTC, comments and other APPn go. */
function jpeg(bytes: Buffer): Buffer | null {
  if (bytes.readUInt16BE(0) !== 0xffd8) return null;
  const kept = [bytes.subarray(0, 2)];
  let dropped = false;
  for (let at = 2; ; ) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // from the first scan on: coded data and what follows it, kept as it is
    if (marker === 0xda || marker === 0xd9) return joined(bytes, [...kept, bytes.subarray(at)], dropped);
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) return null;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const body = at + 4;
    const keep = marker === 0xfe ? false : !isApp || (marker === 0xe0 && /^JF(IF|XX)\0/.test(ascii(bytes, body, 5))) || (marker === 0xe2 && ascii(bytes, body, 12) === 'ICC_PROFILE\0') || (marker === 0xee && ascii(bytes, body, 5) === 'Adobe');
    if (keep) kept.push(bytes.subarray(at, end));
    else dropped = true;
    at = end;
  }
}

/** PNG chunks a picture needs to be drawn (animation and colour included); text, EXIF, time and private chunks go. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'sBIT', 'pHYs', 'bKGD', 'cICP', 'mDCv', 'cLLi', 'acTL', 'fcTL', 'fdAT']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function png(bytes: Buffer): Buffer | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept = [bytes.subarray(0, 8)];
  let dropped = false;
  for (let at = 8; at < bytes.length; ) {
    const type = ascii(bytes, at + 4, 4);
    const end = at + 12 + bytes.readUInt32BE(at);
    if (end > bytes.length) return null;
    if (PNG_KEPT.has(type)) kept.push(bytes.subarray(at, end));
    else dropped = true;
    at = end;
    if (type === 'IEND') break;
  }
  return joined(bytes, kept, dropped);
}

/** WebP: the EXIF and XMP chunks go and the extended header stops announcing them; the ICC profile stays. */
function webp(bytes: Buffer): Buffer | null {
  if (ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const kept: Buffer[] = [];
  let dropped = false;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const type = ascii(bytes, at, 4);
    const end = at + 8 + bytes.readUInt32LE(at + 4) + (bytes.readUInt32LE(at + 4) % 2);
    if (end > bytes.length) return null;
    if (type === 'EXIF' || type === 'XMP ') dropped = true;
    else kept.push(bytes.subarray(at, end));
    at = end;
  }
  if (!dropped) return bytes;
  const head = Buffer.from(bytes.subarray(0, 12));
  const chunks = kept.map((chunk) => (ascii(chunk, 0, 4) === 'VP8X' ? withFlagsCleared(chunk) : chunk));
  head.writeUInt32LE(4 + chunks.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  return Buffer.concat([head, ...chunks]);
}

/** The extended header without its EXIF (0x08) and XMP (0x04) flags. */
function withFlagsCleared(chunk: Buffer): Buffer {
  const copy = Buffer.from(chunk);
  copy[8] &= ~0x0c;
  return copy;
}

/** GIF application extensions a picture needs: looping, and its colour profile. */
const GIF_APPLICATIONS = new Set(['NETSCAPE2.0', 'ANIMEXTS1.0', 'ICCRGBG1012']);

/** GIF: comments and application extensions other than looping and ICC (XMP lives in one) go; frames stay as coded. */
function gif(bytes: Buffer): Buffer | null {
  if (!/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return null;
  const packed = bytes[10];
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  const kept = [bytes.subarray(0, at)];
  let dropped = false;
  /** The end of a run of sub-blocks starting at `from`. */
  const subBlocksEnd = (from: number) => {
    let end = from;
    while (bytes[end] !== 0) {
      if (end >= bytes.length) throw new RangeError('GIF без конца блока');
      end += bytes[end] + 1;
    }
    return end + 1;
  };
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) return joined(bytes, [...kept, bytes.subarray(at)], dropped);
    let end: number;
    let keep = true;
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      end = subBlocksEnd(at + 2);
      if (label === 0xfe) keep = false;
      if (label === 0xff) keep = GIF_APPLICATIONS.has(ascii(bytes, at + 3, 11));
    } else if (introducer === 0x2c) {
      const local = bytes[at + 9];
      end = subBlocksEnd(at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1);
    } else return null;
    if (keep) kept.push(bytes.subarray(at, end));
    else dropped = true;
    at = end;
  }
  return null;
}

const walkers: Record<string, (bytes: Buffer) => Buffer | null> = { jpeg, png, webp, gif };
