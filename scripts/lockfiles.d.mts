// Types of lockfiles.mjs, for the TypeScript tests.
export declare function unresolved(lockText: string): string[];
export declare function withAddresses(lockText: string): string;
export declare function lockfileProblems(repoRoot: string, fix?: boolean): string[];
