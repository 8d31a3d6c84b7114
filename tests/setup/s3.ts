// An S3-compatible server for tests: s3rver (the S3 REST protocol over local files) on a random
// loopback port, with a fresh bucket. Works on Node 24 with the AWS SDK v3 in path-style mode.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** What a server process needs in its environment to use this bucket (with `MEDIA_STORE`). */
  env: Record<string, string>;
  client: S3Client;
  stop(): Promise<void>;
}

export async function startS3(bucket = "media-test"): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    endpoint,
    bucket,
    client,
    env: {
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: "us-east-1",
      MEDIA_S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
