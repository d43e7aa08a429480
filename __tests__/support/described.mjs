// Payloads and answers shaped by GitHub's published description (@octokit/openapi: its components and its
// `x-webhooks`): the least value a schema accepts (every required field, each of the first type it allows), with the
// fields a test cares about laid over it, then checked against the schema, so a test never sends GitHub's side a
// payload or an answer that GitHub's description would not allow.
import { openApi } from './openapi.mjs';

const DATE = '2026-01-02T03:04:05Z';

/** The least value `schema` accepts (see the file's comment). */
export function leastOf(schema, depth = 0) {
  const spec = openApi();
  const resolved = spec.resolve(schema) ?? {};
  if (resolved.allOf) return Object.assign({}, ...resolved.allOf.map((part) => leastOf(part, depth + 1)));
  const choice = resolved.oneOf ?? resolved.anyOf;
  if (choice) return leastOf(choice.find((option) => spec.resolve(option)?.type !== 'null') ?? choice[0], depth + 1);
  if ('const' in resolved) return resolved.const;
  if (resolved.enum) return resolved.enum.find((value) => value !== null) ?? null;
  const types = [resolved.type ?? 'object'].flat().filter((type) => type !== 'null');
  if (types.length === 0 || (depth > 14 && (resolved.nullable || [resolved.type].flat().includes('null')))) {
    return null;
  }
  switch (types[0]) {
    case 'object': {
      const value = {};
      for (const name of resolved.required ?? []) value[name] = leastOf(resolved.properties?.[name] ?? {}, depth + 1);
      return value;
    }
    case 'array':
      return resolved.minItems ? [leastOf(resolved.items ?? {}, depth + 1)] : [];
    case 'integer':
    case 'number':
      return Math.max(1, resolved.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return stringOf(resolved.format);
  }
}

function stringOf(format) {
  if (format === 'date-time') return DATE;
  if (format === 'uri' || format === 'uri-template' || format === 'url') return 'https://github.com/octo/blog';
  if (format === 'email') return 'octo@example.com';
  if (format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'x';
}

/** `over` laid on `base`: objects merged field by field, anything else replaced. */
export function laidOver(base, over) {
  if (!isObject(base) || !isObject(over)) return over;
  const merged = { ...base };
  for (const [name, value] of Object.entries(over)) merged[name] = laidOver(base[name], value);
  return merged;
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema of the webhook `name` (`workflow-run-completed`, `pull-request-closed`, …) as the description gives it. */
export function webhookSchema(name) {
  const hook = openApi().spec['x-webhooks']?.[name];
  const schema = hook?.post?.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`GitHub's description has no webhook "${name}"`);
  return schema;
}

/** What is wrong with `value` as the schema `schema` describes it (empty: nothing). */
export function problemsOf(schema, value, what) {
  return openApi().check(schema, value, what);
}

/**
 * The payload of webhook `name` with `fields` laid over the least one its schema accepts; throws with the problems
 * when the result is not what GitHub's description allows.
 */
export function webhookPayload(name, fields) {
  const schema = webhookSchema(name);
  const payload = laidOver(leastOf(schema), fields);
  const problems = problemsOf(schema, payload, `the ${name} payload`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return payload;
}

/** A value of the component schema `name` (`artifact`, `pull-request-simple`) with `fields` laid over it, checked. */
export function componentValue(name, fields) {
  const schema = { $ref: `#/components/schemas/${name}` };
  const value = laidOver(leastOf(schema), fields);
  const problems = problemsOf(schema, value, `the ${name}`);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return value;
}
