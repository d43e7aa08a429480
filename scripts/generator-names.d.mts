// Types of generator-names.mjs, for the TypeScript tests.
export declare const REGISTRY: string;
export declare const KNOWN: Map<string, Map<string, string>>;
export declare function generatorIds(srcRoot: string): Map<string, string>;
export declare function namesIn(
  source: string,
  ids: ReadonlyMap<string, string>,
  fileName?: string,
): { id: string; line: number }[];
export declare function nameProblems(srcRoot: string): string[];
