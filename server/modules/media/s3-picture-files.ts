import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../core/config.js';
import type { Readable } from 'node:stream';
import type { OpenedPicture, PictureFiles } from './picture-files.js';

type S3Settings = NonNullable<Config['s3']>;

type Sdk = typeof import('@aws-sdk/client-s3');

/** Pictures as objects in one bucket of an S3-compatible store (AWS, MinIO, Yandex Object Storage…), shared by every instance. */
export class S3PictureFiles implements PictureFiles {
  // Loaded only when S3 is configured: the SDK is large and warns on Node 20 as soon as it loads.
  private readonly ready: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.ready = import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.url,
        region: settings.region,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Bucket in the path, not the host name: what MinIO-like servers expect.
        forcePathStyle: true,
        // The SDK's default CRC checksums are refused by several S3-compatible servers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
  }

  async put(name: string, bytes: Buffer, type: string): Promise<void> {
    const { sdk, client } = await this.ready;
    await client.send(new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: name, Body: bytes, ContentType: type }));
  }

  async open(name: string): Promise<OpenedPicture | null> {
    const { sdk, client } = await this.ready;
    try {
      const object = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: name }));
      return { stream: object.Body as Readable, size: object.ContentLength, etag: object.ETag };
    } catch (error) {
      if (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    const { sdk, client } = await this.ready;
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }));
  }
}
