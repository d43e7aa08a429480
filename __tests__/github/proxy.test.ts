// The API's proxy is chosen as the runner's toolkit chooses it: @actions/http-client (what @actions/github used) is
// the oracle, asked the same question under the same variables.
import { getProxyUrl } from '@actions/http-client/lib/proxy';
import { nodeProxies, proxyFor } from '../../src/github/proxy.js';

const VARIABLES = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY', 'no_proxy', 'NO_PROXY'];

/** What the toolkit answers for `url` under `env` (it reads process.env itself). */
function toolkitProxy(url: URL, env: Record<string, string>): string | undefined {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  try {
    for (const name of VARIABLES) Reflect.deleteProperty(process.env, name);
    Object.assign(process.env, env);
    // What it then goes through (HttpClient.getAgentDispatcher): a proxy whose URL names a host.
    const proxy = getProxyUrl(url);
    return proxy?.hostname ? proxy.href : undefined;
  } finally {
    for (const name of VARIABLES) {
      const value = saved[name];
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

const PROXY = 'http://proxy.corp:3128';
const cases: [string, Record<string, string>][] = [
  ['https://api.github.com', {}],
  ['https://api.github.com', { HTTPS_PROXY: PROXY }],
  ['https://api.github.com', { https_proxy: 'http://lower:1', HTTPS_PROXY: PROXY }],
  ['https://api.github.com', { HTTP_PROXY: PROXY }],
  ['http://ghes.corp/api/v3', { HTTP_PROXY: PROXY }],
  ['http://ghes.corp/api/v3', { HTTPS_PROXY: PROXY }],
  ['https://api.github.com', { HTTPS_PROXY: 'proxy.corp:3128' }],
  ['https://api.github.com', { HTTPS_PROXY: 'http://user:p%40ss@proxy.corp:3128' }],
  ['https://api.github.com', { HTTPS_PROXY: 'file:///var/proxy' }],
  ['https://api.github.com', { HTTPS_PROXY: 'http://[bad' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: '*' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: 'github.com' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: '.github.com' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: 'API.GITHUB.COM' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: 'api.github.com:443' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: 'api.github.com:8443' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, NO_PROXY: 'hub.com, other.org' }],
  ['https://api.github.com', { HTTPS_PROXY: PROXY, no_proxy: 'other.org', NO_PROXY: 'api.github.com' }],
  ['https://ghes.corp:8443/api/v3', { HTTPS_PROXY: PROXY, NO_PROXY: 'ghes.corp:8443' }],
  ['http://127.0.0.1:8080/api/v3', { HTTP_PROXY: PROXY }],
  ['http://localhost:8080/api/v3', { HTTP_PROXY: PROXY }],
  ['http://[::1]:8080/api/v3', { HTTP_PROXY: PROXY }],
];

test.each(cases)('the proxy for %s under %j is the toolkit’s', (address, env) => {
  const url = new URL(address);

  expect(proxyFor(url, env)?.href).toBe(toolkitProxy(url, env));
});

test('a proxy is used from the Node versions whose agents can go through one', () => {
  expect(
    ['20.19.0', '22.20.0', '22.21.0', '23.11.0', '24.4.1', '24.5.0', '24.13.1', '25.0.0'].map((v) => nodeProxies(v)),
  ).toEqual([false, false, true, false, false, true, true, true]);
});
