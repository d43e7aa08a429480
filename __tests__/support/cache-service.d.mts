// Types of cache-service.mjs, for the TypeScript tests.
import type { Azurite } from './azurite.mjs';

export interface CacheRequest {
  method: 'CreateCacheEntry' | 'FinalizeCacheEntryUpload' | 'GetCacheEntryDownloadURL';
  /** The request message as the package's own type read it. */
  message: Record<string, unknown>;
}
export interface CacheEntry {
  id: number;
  /** The ref whose runs may read it (the run that wrote it). */
  scope: string;
  key: string;
  version: string;
  blob: string;
  finalized: boolean;
  size?: number;
}
export declare class CacheService {
  readonly requests: CacheRequest[];
  readonly entries: CacheEntry[];
  /** The refs the next tokens may read (`ref` also writes). */
  scopes: { ref: string; read: string[] };
  /** When set, every call is answered with this Twirp error. */
  failWith: { status: number; code: string; msg: string } | undefined;
  static start(azurite: Azurite): Promise<CacheService>;
  get url(): string;
  token(): string;
  /** What the runner sets for a job on github.com whose token may use the cache (v2). */
  runnerEnv(): Record<string, string>;
  foreignToken(): string;
  seed(entry: { scope: string; key: string; version: string; content: Buffer }): Promise<void>;
  /** The finalized entries, as [scope, key] pairs, oldest first. */
  saved(): [string, string][];
  stop(): Promise<void>;
}
