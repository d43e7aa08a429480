// Types of tls-front.mjs, for the TypeScript tests.
export declare const GITHUB_DOT_COM: string;
export declare const GITHUB_API: string;
export declare class TlsFront {
  static start(names: string[]): Promise<TlsFront>;
  route(name: string, port: number): void;
  get env(): Record<string, string>;
  stop(): Promise<void>;
}
