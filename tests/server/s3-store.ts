import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from '../free-port.js';

export const S3_BUCKET = 'vitrina-pictures';
// s3rver checks signatures against its one built-in key pair.
export const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible server (s3rver) on a free port with one bucket, in a temp dir removed at close. */
export async function startS3Store() {
  const directory = mkdtempSync(path.join(tmpdir(), 'vitrina-s3-'));
  /** Every request the server received, as `METHOD /path`. */
  const requests: string[] = [];
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: S3_BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handle(req, res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    requests,
    /** The app's settings for this store. */
    env: { S3_URL: url, S3_BUCKET, S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Store = Awaited<ReturnType<typeof startS3Store>>;
