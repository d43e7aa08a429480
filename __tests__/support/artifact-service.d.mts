// Types of artifact-service.mjs, for the TypeScript tests.
import type { Azurite } from './azurite.mjs';

export interface ServiceRequest {
  method: 'CreateArtifact' | 'FinalizeArtifact' | 'ListArtifacts' | 'GetSignedArtifactURL' | 'DeleteArtifact';
  /** The request message as the package's own type read it. */
  message: Record<string, unknown>;
}
export interface StoredArtifact {
  id: number;
  blob: string;
  finalized: boolean;
  size?: number;
  /** The zip's `sha256:<hex>`, as FinalizeArtifact was told it (or as putArtifact made it). */
  hash?: string;
  jobId: string;
  created: Record<string, unknown>;
}
export declare class ArtifactService {
  readonly runId: string;
  readonly jobId: string;
  readonly requests: ServiceRequest[];
  readonly artifacts: Map<string, StoredArtifact>;
  /** The id the next artifact gets. */
  nextId: number;
  static start(azurite: Azurite, options?: { uploadBase?: string }): Promise<ArtifactService>;
  get url(): string;
  token(): string;
  foreignToken(): string;
  /** ACTIONS_RUNTIME_TOKEN of another job of the same run. */
  jobToken(jobId?: string): string;
  /** Puts a finalized artifact holding `files` (zipped as upload-artifact zips them) into the run. */
  putArtifact(name: string, files: Record<string, Buffer | string>, jobId?: string): Promise<StoredArtifact>;
  /** Puts a finalized artifact whose zip is `content`, as it is (a zip made by hand). */
  putZip(name: string, content: Buffer, jobId?: string): Promise<StoredArtifact>;
  readArtifact(name: string): Promise<{ content: Buffer; contentType?: string } | undefined>;
  uncommittedBlocks(name: string): Promise<number>;
  stop(): Promise<void>;
}
