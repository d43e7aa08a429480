// Types of docs.mjs, for the TypeScript tests.
export interface DocumentedGenerator {
  title: string;
  autoBuild?: string | undefined;
}
export declare function registryGenerators(srcRoot?: string): DocumentedGenerator[];
export declare function autoBuilds(generators: readonly DocumentedGenerator[]): string;
export declare function actionWithGenerators(text: string, generators: readonly DocumentedGenerator[]): string;
export declare function readmeWithGenerators(text: string, generators: readonly DocumentedGenerator[]): string;
export declare function inputsTable(action: unknown): string;
export declare function outputsTable(action: unknown): string;
export declare function repositoryName(repository: unknown): string;
export declare function rewriteUses(text: string, repository: string, version: string): string;
