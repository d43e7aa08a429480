// Reads the one setting each generator's config has that matters here: where the build writes the site. The YAML
// and TOML parsers load only for a site that has such a file: the YAML parser's code alone took about 10 ms of
// every start.

export type ConfigFormat = 'toml' | 'yaml' | 'json';

/**
 * A config file's top level as an object; empty when it cannot be read (the generator will say why when it
 * runs, in its own words). Unknown YAML tags, such as MkDocs' `!!python/name:`, are read as empty values.
 */
export async function readConfig(text: string, format: ConfigFormat): Promise<Record<string, unknown>> {
  try {
    let value: unknown;
    if (format === 'toml') value = (await import('smol-toml')).parse(text);
    else if (format === 'json') value = JSON.parse(text);
    else {
      const { parseDocument } = await import('yaml');
      const document = parseDocument(text, { logLevel: 'silent' });
      value = document.errors.length > 0 ? undefined : document.toJS();
    }
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A string setting, its key matched without regard to case (Hugo's keys are case-insensitive). */
export function stringSetting(config: Record<string, unknown>, key: string): string | undefined {
  const wanted = key.toLowerCase();
  for (const [name, value] of Object.entries(config)) {
    if (name.toLowerCase() === wanted && typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/**
 * A string option written literally in a JavaScript config (astro.config.mjs, .vitepress/config.ts): the file
 * is code and is not run here, so only `key: 'value'` is understood. `within` narrows the search to the object
 * literal that follows that key (Eleventy's `dir: { output: … }`).
 */
export function literalOption(source: string, key: string, within?: string): string | undefined {
  let text = stripComments(source);
  if (within) {
    const block = new RegExp(`\\b${within}\\s*:\\s*\\{([^}]*)\\}`).exec(text);
    if (!block?.[1]) return undefined;
    text = block[1];
  }
  const match = new RegExp(`(?:^|[\\s{,])["']?${key}["']?\\s*:\\s*(["'\`])([^"'\`\\n]+)\\1`).exec(text);
  return match?.[2]?.trim() || undefined;
}

/** A command-line option's value in a package.json script: `--out-dir build`, `--output=_site`. */
export function scriptOption(script: string, ...names: string[]): string | undefined {
  for (const name of names) {
    const match = new RegExp(`(?:^|\\s)--${name}(?:=|\\s+)(["']?)([^\\s"'&|;]+)\\1`).exec(script);
    if (match?.[2]) return match[2];
  }
  return undefined;
}

function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}
