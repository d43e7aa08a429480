// Types of plan-once.mjs, for the TypeScript tests.
export declare function planProblems(root: string): string[];
