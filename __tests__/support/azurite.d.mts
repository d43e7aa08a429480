// Types of azurite.mjs, for the TypeScript tests.
export declare class Azurite {
  readonly port: number;
  static start(): Promise<Azurite>;
  get accountUrl(): string;
  createContainer(name: string): Promise<void>;
  signedUploadUrl(container: string, blob: string, base?: string): string;
  signedDownloadUrl(container: string, blob: string, base?: string): string;
  readBlob(container: string, blob: string): Promise<{ content: Buffer; contentType?: string } | undefined>;
  writeBlob(container: string, blob: string, content: Buffer, contentType?: string): Promise<void>;
  uncommittedBlocks(container: string, blob: string): Promise<number>;
  stop(): Promise<void>;
}
