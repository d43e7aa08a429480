// Types of described.mjs, for the TypeScript tests.
export declare function leastOf(schema: unknown): unknown;
export declare function laidOver<T>(base: T, over: unknown): T;
export declare function webhookSchema(name: string): unknown;
export declare function problemsOf(schema: unknown, value: unknown, what: string): string[];
export declare function webhookPayload(name: string, fields: Record<string, unknown>): Record<string, unknown>;
export declare function componentValue(name: string, fields: Record<string, unknown>): Record<string, unknown>;
