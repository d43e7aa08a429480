// Types of changelog.mjs, for the TypeScript tests.
export declare function releaseNotes(changelogText: string, version: string): string;
