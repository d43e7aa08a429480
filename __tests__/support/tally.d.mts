// Types of tally.mjs, for the TypeScript tests.
export interface Counts {
  races?: number;
  deploys?: number;
  faults?: number;
  badInputs?: number;
  lost?: number;
}
export declare function tally(counts: Counts): void;
export declare function totals(file: string): Required<Counts>;
