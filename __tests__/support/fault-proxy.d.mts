// Types of fault-proxy.mjs, for the TypeScript tests.
import type { IncomingMessage } from 'node:http';

export interface FaultRule {
  match: (request: IncomingMessage) => boolean;
  action: '500' | 'stop' | 'stall' | 'throttle' | 'hold';
  times?: number;
  /** For 'throttle': the pace. */
  bytesPerSecond?: number;
  /** For 'throttle': what is slowed, the answer (a fetch, the default) or the request's body (a push). */
  direction?: 'answer' | 'request';
  /** For 'hold': how long the whole request is held before the server gets it (1 s by default). */
  holdMs?: number;
  /** For 'hold': called once the whole request is held. */
  onHeld?: () => void;
}
export declare class FaultProxy {
  readonly injected: number;
  /** The URLs of held requests the server answered, in order. */
  readonly landed: string[];
  static start(upstreamPort: number, rules: FaultRule[]): Promise<FaultProxy>;
  get url(): string;
  stop(): Promise<void>;
}
export declare function startSilentServer(): Promise<{ url: string; stop(): Promise<void> }>;
export declare function startStallingTcpProxy(
  upstreamPort: number,
  options: { stallAfterBytes: number },
): Promise<{ readonly port: number; readonly stalled: number; stop(): Promise<void> }>;
