// Types of openapi.mjs, for the TypeScript tests.
export interface Route {
  method: string;
  template: string;
  operation: { operationId: string };
}
export declare class OpenApi {
  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined;
  checkRequest(route: Route, query: URLSearchParams, body: unknown): string[];
  checkResponse(route: Route, status: number, body: unknown): string[];
  /** An object, or what its `$ref` into the components names. */
  resolve(item: unknown): unknown;
}
export declare function openApi(): OpenApi;
