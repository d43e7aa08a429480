// Types of layout.mjs, for the TypeScript tests.
export declare const HEADING: string;
export declare function layoutSection(contributing: string): string;
export declare function namedFiles(text: string): string[];
export declare const REGISTRY: string;
export declare function registeredFiles(registry: string): string[];
export declare function layoutProblems(contributing: string, sourceFiles: string[], registry?: string): string[];
export declare function sourceFilesUnder(folder: string): string[];
