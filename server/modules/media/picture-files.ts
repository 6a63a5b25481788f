import type { Readable } from 'node:stream';

/** A stored picture opened for reading. */
export interface OpenedPicture {
  stream: Readable;
  size?: number;
  etag?: string;
}

/**
 * Where picture bytes live: a local folder or an S3-compatible bucket. Names are the shop's own
 * (`{uuid}.png`, `{uuid}-card.webp`), already checked by the caller.
 */
export interface PictureFiles {
  put(name: string, bytes: Buffer, type: string): Promise<void>;
  /** The picture's bytes, or null when no such picture is stored. */
  open(name: string): Promise<OpenedPicture | null>;
  /** Removes the picture; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** The names pictures are served under: anything else is never looked up. */
export const PICTURE_NAME = /^[A-Za-z0-9-]+\.(jpg|png|webp|gif|avif)$/;

const pictureTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The Content-Type of a picture by its name's extension. */
export function pictureType(name: string): string {
  return pictureTypes[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
