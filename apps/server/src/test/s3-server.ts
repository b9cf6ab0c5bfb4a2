import S3rver from '@20minutes/s3rver';
import type { S3Config } from '../config';
import { makeTempDir } from './app';

/** s3rver's fixed credentials: it checks signatures, so the client must sign with these. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server on a free port, with one empty bucket, and the shop's S3
 * configuration pointing at it: the shop talks to it as to any other S3 store.
 */
export async function startS3Server(bucket = 'backlit-test') {
  const temp = await makeTempDir('backlit-s3-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: temp.dir,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: S3RVER_CREDENTIALS,
  };
  return {
    config,
    close: async () => {
      await server.close();
      await temp.remove();
    },
  };
}
