// Types of log.mjs, for the TypeScript tests.
export interface Command {
  name: string;
  properties: Record<string, string>;
  message: string;
}

export declare function useColour(stream?: { isTTY?: boolean }, env?: Record<string, string | undefined>): boolean;
export declare function parseCommand(line: string): Command | undefined;
export declare function annotation(
  kind: 'error' | 'warning' | 'notice',
  message: string,
  properties?: Record<string, string>,
  options?: { colour?: boolean },
): string;
export declare function readableLog(log: string, options?: { colour?: boolean }): string;
