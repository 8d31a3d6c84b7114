// s3rver ships no type declarations; what tests/setup/s3.ts uses of it.
declare module "s3rver" {
  export default class S3rver {
    constructor(opts: { port: number; address: string; directory: string; silent: boolean });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
