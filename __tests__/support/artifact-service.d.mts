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
  readArtifact(name: string): Promise<{ content: Buffer; contentType?: string } | undefined>;
  uncommittedBlocks(name: string): Promise<number>;
  stop(): Promise<void>;
}
