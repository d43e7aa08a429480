// The little of hexo-deployer-git's libraries the message renderer uses (neither ships its own types).

declare module 'nunjucks' {
  /** Renders `source` with the default environment (autoescaping on), as hexo-deployer-git does. */
  export function renderString(source: string, context: object): string;
}

declare module 'luxon' {
  export const DateTime: {
    now(): { toFormat(format: string): string };
  };
}
