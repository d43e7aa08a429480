// Types of ssh-server.mjs, for the TypeScript tests.
export interface KeyPair {
  privateKey: string;
  publicKey: string;
  fingerprint: string;
}
export declare function makeKey(
  dir: string,
  name: string,
  options?: { type?: 'ed25519' | 'rsa-pem'; passphrase?: string },
): Promise<KeyPair>;
export declare class SshServer {
  readonly root: string;
  readonly port: number;
  readonly user: string;
  readonly log: string;
  /** The host key's `type base64`, for a known_hosts line of another address. */
  readonly hostPublicKey: string;
  static start(): Promise<SshServer>;
  get knownHostsLine(): string;
  url(gitDir: string): string;
  authorize(publicKey: string): Promise<void>;
  stop(): Promise<void>;
}
