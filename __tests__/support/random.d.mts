// Types of random.mjs, for the TypeScript tests.
export declare function random(seed: number): () => number;
