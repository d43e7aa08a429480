// Hexo's own reading of its config files: js-yaml, the reader Hexo uses (merge keys, anchors, YAML 1.1's merge
// with 1.2's scalars), loaded only for a Hexo site; and the deep merge of a `--config a.yml,b.yml` list.

/** js-yaml with Hexo's extra tags, read as inert values (Hexo would run `!!js/function`; we never do). */
async function hexoSchema(): Promise<{ load: typeof import('js-yaml').load; schema: import('js-yaml').Schema }> {
  const yaml = await import('js-yaml');
  const inert = (tag: string, construct: (data: string) => unknown): import('js-yaml').Type =>
    new yaml.Type(tag, {
      kind: 'scalar',
      resolve: () => true,
      construct: (data: string | null) => construct(data ?? ''),
    });
  const schema = yaml.DEFAULT_SCHEMA.extend([
    inert('tag:yaml.org,2002:js/undefined', () => undefined),
    inert('tag:yaml.org,2002:js/regexp', (data) => data),
    inert('tag:yaml.org,2002:js/function', (data) => data),
  ]);
  return { load: yaml.load, schema };
}

/**
 * A config file's content as Hexo reads it (hexo-front-matter's escape first: leading tabs become two blanks each).
 * A file that is not YAML fails naming its line, never quoting it (the text may hold the token).
 */
export async function loadHexoYaml(text: string, file: string): Promise<unknown> {
  const { load, schema } = await hexoSchema();
  const escaped = text.replace(/\n(\t+)/g, (_, tabs: string) => `\n${'  '.repeat(tabs.length)}`);
  try {
    return load(escaped, { schema });
  } catch (error) {
    const line = (error as { mark?: { line?: number } }).mark?.line;
    const where = typeof line === 'number' ? ` (line ${line + 1})` : '';
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`${file} is not valid YAML${where}: fix it so that Hexo can read it too.`);
  }
}

/** What deepmerge (through hexo-util's deepMerge) merges into: objects and arrays other than dates and patterns. */
function mergeable(value: unknown): value is Record<string, unknown> | unknown[] {
  return typeof value === 'object' && value !== null && !(value instanceof Date) && !(value instanceof RegExp);
}

function clone(value: unknown, budget: Budget): unknown {
  return mergeable(value) ? mergeInto(Array.isArray(value) ? [] : {}, value, budget) : value;
}

/** How many more nodes a merge may copy: aliases share a node, and copying a config of aliases of aliases grows
 * exponentially; a real config has a few thousand. */
interface Budget {
  nodes: number;
}
const MAX_NODES = 1_000_000;

/**
 * `source` merged over `target` as Hexo merges its config files (hexo-util's deepMerge): objects key by key; lists
 * entry by entry (an object entry merged into the one at its index, a value appended unless the list holds it);
 * anything else, or a list over an object, replaces.
 */
export function hexoMerge(target: unknown, source: unknown): unknown {
  return mergeInto(target, source, { nodes: MAX_NODES });
}

function mergeInto(target: unknown, source: unknown, budget: Budget): unknown {
  budget.nodes -= 1;
  if (budget.nodes < 0) {
    throw new Error(
      'The site config files are too large to merge as Hexo merges its --config list (their aliases copy more than ' +
        `${MAX_NODES.toLocaleString('en')} values): write them without aliases of aliases.`,
    );
  }
  if (Array.isArray(source) !== Array.isArray(target)) return clone(source, budget);
  if (Array.isArray(source) && Array.isArray(target)) {
    const merged: unknown[] = (target as unknown[]).slice();
    source.forEach((item, index) => {
      if (merged[index] === undefined) merged[index] = clone(item, budget);
      else if (mergeable(item)) merged[index] = mergeInto(target[index], item, budget);
      else if (!target.includes(item)) merged.push(item);
    });
    return merged;
  }
  const from = mergeable(target) ? (target as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(from)) merged[key] = clone(value, budget);
  if (!mergeable(source)) return merged;
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || (key in from && !Object.hasOwn(from, key))) continue;
    merged[key] =
      Object.hasOwn(from, key) && mergeable(value) ? mergeInto(from[key], value, budget) : clone(value, budget);
  }
  return merged;
}
