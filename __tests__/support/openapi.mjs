// GitHub's REST API as its published OpenAPI description states it (the @octokit/openapi package): which
// operation a request is, and whether a request or a response has the shape the description gives it.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SPEC_FILE = path.join(REPO_ROOT, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let loaded;

/** The description, read once per test file (13 MB of JSON). */
export function openApi() {
  loaded ??= new OpenApi(JSON.parse(readFileSync(SPEC_FILE, 'utf8')));
  return loaded;
}

export class OpenApi {
  constructor(spec) {
    this.spec = spec;
    this.ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, discriminator: true });
    addFormats(this.ajv);
    // The components once, under an id of their own; an operation's schema refers into them.
    this.ajv.addSchema({ components: spec.components }, 'github');
    this.compiled = new Map();
    this.routes = [];
    for (const [template, item] of Object.entries(spec.paths)) {
      const names = [...template.matchAll(/\{([^}]+)\}/g)].map((found) => found[1]);
      const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      // A parameter is one segment, percent-encoded as Octokit sends it; a `ref` sent unencoded may span several.
      const strict = new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`);
      const loose = new RegExp(
        `^${escaped.replace(/\\?\{[^}]+\\?\}/g, (name) => (name.includes('{ref') ? '(.+)' : '([^/]+)'))}$`,
      );
      for (const method of METHODS) {
        if (item[method]) this.routes.push({ method, template, names, strict, loose, operation: item[method] });
      }
    }
  }

  /** The operation a request is, with its path parameters decoded; undefined for one GitHub does not have. */
  match(method, pathname) {
    const lower = method.toLowerCase();
    for (const pattern of ['strict', 'loose']) {
      for (const route of this.routes) {
        if (route.method !== lower) continue;
        const found = route[pattern].exec(pathname);
        if (!found) continue;
        const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
        return { route, params };
      }
    }
    return undefined;
  }

  /** What is wrong with a request to `route` (query parameters and JSON body); empty when it matches. */
  checkRequest(route, query, body) {
    const problems = [];
    const parameters = (route.operation.parameters ?? []).map((parameter) => this.resolve(parameter));
    for (const [name, value] of query) {
      const parameter = parameters.find((candidate) => candidate.in === 'query' && candidate.name === name);
      if (!parameter) {
        problems.push(`query parameter "${name}" is not one of ${route.operation.operationId}'s`);
        continue;
      }
      const schema = parameter.schema ?? {};
      const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
      problems.push(...this.check(schema, typed, `query parameter "${name}"`));
    }
    const content = this.resolve(route.operation.requestBody ?? {}).content?.['application/json'];
    if (content) {
      if (body === undefined) {
        if (route.operation.requestBody.required) problems.push('the request has no JSON body');
      } else problems.push(...this.check(content.schema, body, 'the request body'));
    } else if (body !== undefined && route.method !== 'get' && route.method !== 'delete') {
      problems.push(`${route.operation.operationId} takes no body`);
    }
    return problems;
  }

  /** What is wrong with a response of `route`: a status the description lists, with its body's shape. */
  checkResponse(route, status, body) {
    const response = route.operation.responses[String(status)];
    if (!response) {
      // GitHub answers any operation with these; the description lists them for some only. Its front ends answer
      // any of them with a 5xx when its side fails, as users saw through 2026 (see docs/github-api.md).
      if ([401, 403, 404, 500, 502, 503, 504].includes(status))
        return this.check({ $ref: '#/components/schemas/basic-error' }, body, 'the error');
      return [
        `status ${status} is not one of ${route.operation.operationId}'s (${Object.keys(route.operation.responses)})`,
      ];
    }
    const content = this.resolve(response).content?.['application/json'];
    if (!content) return body === undefined ? [] : [`status ${status} of ${route.operation.operationId} has no body`];
    return this.check(content.schema, body, `the ${status} response of ${route.operation.operationId}`);
  }

  check(schema, value, what) {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      // A discriminator with a mapping (GET /user's) is beyond Ajv: its oneOf alone still checks the answer.
      const parsed = JSON.parse(key.replaceAll('"$ref":"#/components/', '"$ref":"github#/components/'), (name, v) =>
        name === 'discriminator' && v?.mapping ? undefined : v,
      );
      validate = this.ajv.compile(parsed);
      this.compiled.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${what}${error.instancePath || ''} ${error.message}`);
  }

  /** An object or its `$ref` into the components. */
  resolve(item) {
    if (!item || typeof item.$ref !== 'string') return item;
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(item.$ref) ?? [];
    return this.spec.components[section]?.[name] ?? item;
  }
}
