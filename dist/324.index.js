export const id = 324;
export const ids = [324];
export const modules = {

/***/ 5230:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L5: () => (/* binding */ retry),
/* harmony export */   NQ: () => (/* binding */ isNetworkFailure),
/* harmony export */   jo: () => (/* binding */ backoffMs),
/* harmony export */   lG: () => (/* binding */ retryNetwork)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _processes_processes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21856);
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55332);
// Tries an operation again while its failure is one that passes (the network, a branch that moved), with
// exponential back-off and jitter; never what the server refused.



/** Exponential back-off with jitter: about 0.5 s, 1 s, 2 s … capped at 30 s, each between half and all of it. */
function backoffMs(attempt, random = Math.random) {
    const ceiling = Math.min(30_000, 500 * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
function isNetworkFailure(error) {
    return error instanceof _git_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS && error.kind === 'network';
}
/**
 * Runs `operation` (given its attempt's number) up to `attempts` times, while `classifier` says to try again. The
 * job's cancel (`signal`) is checked before every attempt and cuts the back-off short: no attempt starts after it.
 */
async function retry(attempts, classifier, signal, operation) {
    for (let attempt = 1;; attempt += 1) {
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .throwIfCancelled */ .dZ)(signal);
        try {
            return await operation(attempt);
        }
        catch (error) {
            const reason = classifier.retry(error);
            if (!reason)
                throw error;
            if (attempt >= attempts)
                throw classifier.giveUp(error, attempts);
            const wait = backoffMs(attempt);
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Attempt ${attempt} of ${attempts}: ${reason(wait)}`);
            await (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .waitUnlessCancelled */ .Tj)(wait, signal);
        }
    }
}
/**
 * Runs `operation` up to `attempts` times while it fails on the network (refused, reset, timed out, HTTP 5xx).
 * Authentication, permission and every other failure is thrown at once: trying again would not help.
 */
async function retryNetwork(attempts, what, signal, operation) {
    return retry(attempts, {
        retry: (error) => isNetworkFailure(error) ? (wait) => `${what} failed on the network; trying again in ${wait} ms.` : undefined,
        giveUp: (error, tries) => {
            const message = error instanceof Error ? error.message : String(error);
            return new _git_js__WEBPACK_IMPORTED_MODULE_2__/* .GitError */ .XS('network', tries > 1 ? `${message}\n(${what}: gave up after ${tries} attempts.)` : message);
        },
    }, signal, operation);
}


/***/ }),

/***/ 23948:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B6: () => (/* binding */ answeredText),
/* harmony export */   G6: () => (/* binding */ answeredSha),
/* harmony export */   RJ: () => (/* binding */ answeredUrl)
/* harmony export */ });
// What the action takes from an API answer into a log line, an output or the summary, checked first: an answer is
// the server's word, and a newline in it would start a workflow command (`::add-mask::`, `::error::`) on its own line.
/** Control characters, newlines among them: none may reach a log line. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * A URL of an answer (a page's, a comment's), or '' when it is not one to show: `https:`, at most 2,000 characters,
 * with no control character (so no `javascript:`, no `http://` page, no line of its own).
 */
function answeredUrl(value) {
    if (typeof value !== 'string' || value.length > 2000 || CONTROL.test(value))
        return '';
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return '';
    }
    if (url.protocol !== 'https:')
        return '';
    return url.href;
}
/** A name of an answer (a commit's author), shown as it is when it is one line of at most 100 characters. */
function answeredText(value) {
    if (typeof value !== 'string')
        return '(none)';
    const line = value.replace(new RegExp(CONTROL.source, 'g'), ' ').trim();
    return line.length > 100 ? `${line.slice(0, 100)}…` : line;
}
/** A commit id of an answer: 40 (SHA-1) or 64 (SHA-256) hex digits; anything else is no commit GitHub made. */
function answeredSha(value, what) {
    if (typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value))
        return value;
    throw new Error(`GitHub's answer to ${what} holds no commit id (${JSON.stringify(String(value).slice(0, 80))})`);
}


/***/ }),

/***/ 51048:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  po: () => (/* binding */ apiUrlOf),
  Xm: () => (/* binding */ connectApi)
});

// UNUSED EXPORTS: MAX_PAGES

// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/github/errors.ts
var errors = __webpack_require__(73116);
// EXTERNAL MODULE: ./src/github/request.ts
var request = __webpack_require__(87398);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
;// CONCATENATED MODULE: ./src/github/api-fetch.ts



/** A call that got no answer GitHub gave (none in time, no connection, one over the size bound): said as such. */
class NoAnswer extends Error {
}
/** The fetch for a client of the API at `origin`: each request within `timeoutMs`, and none after the cancel. */
function apiFetch({ origin, agent, timeoutMs, cancel, }) {
    const checkOrigin = (url) => {
        if (url.origin !== origin) {
            throw new errors/* RefusedRequest */.Id(`refused to send the token to ${url.origin}, which is not ${origin}`);
        }
    };
    return async (url, init = {}) => {
        (0,processes/* throwIfCancelled */.dZ)(cancel);
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = AbortSignal.any([cancel, timeout]);
        const body = typeof init.body === 'string' ? init.body : undefined;
        const method = (init.method ?? 'GET').toUpperCase();
        try {
            // Parsed as fetch parses a URL, with no base: `http:/other-host/…` goes to other-host, and is refused.
            const answer = await (0,request/* follow */.e6)({ method, url: new URL(url), headers: init.headers ?? {}, body }, {
                agent,
                signal,
                checkOrigin,
            });
            return fetchAnswer(answer);
        }
        catch (error) {
            (0,processes/* throwIfCancelled */.dZ)(cancel);
            if (error instanceof errors/* RefusedRequest */.Id)
                throw error;
            if (timeout.aborted)
                throw new NoAnswer(`no answer in ${timeoutMs / 1000} s`);
            throw new NoAnswer(error instanceof Error ? error.message : String(error));
        }
    };
}
function fetchAnswer(answer) {
    const headers = headerPairs(answer.headers);
    const bytes = Buffer.from(answer.text, 'utf8');
    return {
        status: answer.status,
        statusText: '',
        url: answer.url.href,
        headers: {
            get: (name) => headers.find(([key]) => key === name.toLowerCase())?.[1] ?? null,
            [Symbol.iterator]: () => headers[Symbol.iterator](),
        },
        text: () => Promise.resolve(answer.text),
        json: () => Promise.resolve(JSON.parse(answer.text)),
        arrayBuffer: () => Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
    };
}
/** The answer's headers as fetch lists them: lower-case names, a repeated header's values joined by ", ". */
function headerPairs(headers) {
    return Object.entries(headers)
        .filter((entry) => entry[1] !== undefined)
        .map(([name, value]) => [name.toLowerCase(), [value].flat().join(', ')]);
}

// EXTERNAL MODULE: ./src/github/proxy.ts
var proxy = __webpack_require__(38231);
;// CONCATENATED MODULE: ./src/github/client.ts
// The one client of GitHub's REST API, bound to the workflow's API server: the token goes nowhere else. Octokit (the
// core @actions/github builds on, octokit.ts) makes each call, loaded when a run first connects (its own chunk of
// dist/, about 80 KB: a run that calls no API never loads it), and given a fetch of ours (api-fetch.ts) that keeps the
// bounds: one origin for every request and redirect, the size of an answer, the time of a call, the job's cancel, the
// runner's proxy rules.





/** The most pages a list is read to: 30 pages of 100 items; GitHub's lists the action reads are far shorter. */
const MAX_PAGES = 30;
/** The API server of the workflow's GitHub (GITHUB_API_URL; api.github.com outside Actions). */
function apiUrlOf(env) {
    return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}
/** Octokit, loaded once, when a run first connects: during the target check, before any user command runs. */
let toolkit;
/**
 * A client of the API at `apiUrl` with `token`. Every request is checked to go to that server (an absolute URL
 * elsewhere, a next page's or a redirect's, never gets the token), goes through the proxy the runner's variables
 * name (proxy.ts), and stops after `timeoutMs` without an answer, or at once when the job is cancelled (`signal`).
 */
async function connectApi(apiUrl, token, { timeoutMs, signal: cancel }, env = process.env) {
    toolkit ??= Promise.all(/* import() */[__webpack_require__.e(748), __webpack_require__.e(702)]).then(__webpack_require__.bind(__webpack_require__, 6702));
    // Loaded before anything here can fail: the site's commands, which could rewrite dist/, wait for this to settle.
    const { PagesPushOctokit, userAgentOf } = await toolkit;
    const base = new URL(apiUrl);
    const agent = await (0,proxy/* agentFor */.Pf)(base, (0,proxy/* proxyFor */.iJ)(base, env));
    const fetch = apiFetch({ origin: base.origin, agent, timeoutMs, cancel });
    const octokit = new PagesPushOctokit({
        auth: token,
        baseUrl: apiUrl,
        userAgent: userAgentOf('pages-push', env),
        request: { fetch },
        // Octokit's own warnings (an endpoint's deprecation) are for us, not for the user's log.
        log: { debug: quiet, info: quiet, warn: runner/* debug */.Yz, error: runner/* debug */.Yz },
    });
    /** Whatever a call threw, as what the user reads: a cancel, a refused address, or the API's failure explained. */
    const explained = (error, context) => {
        // A cancel is no failure of the API's: it is said as every other step of a cancelled job says it.
        (0,processes/* throwIfCancelled */.dZ)(cancel);
        // Octokit wraps what its fetch throws in a RequestError of status 500: the cause is what happened.
        const cause = error?.cause;
        if (cause instanceof errors/* RefusedRequest */.Id)
            return cause;
        if (error instanceof errors/* RefusedRequest */.Id)
            return error;
        return (0,errors/* explainApiFailure */.Gp)(cause instanceof NoAnswer ? cause : error, { ...context, apiUrl });
    };
    return {
        apiUrl,
        async call(context, call) {
            (0,processes/* throwIfCancelled */.dZ)(cancel);
            let answer;
            try {
                answer = await octokit.request(`${call.method} ${call.path}`, parametersOf(call));
            }
            catch (error) {
                throw explained(error, context);
            }
            // A redirect not followed (another hop past the fifth): no answer of the call's.
            if (answer.status >= 300)
                throw explained({ status: answer.status, response: answer }, context);
            return answer.data;
        },
        async list(context, call) {
            (0,processes/* throwIfCancelled */.dZ)(cancel);
            const items = [];
            let pages = 0;
            try {
                for await (const page of octokit.paginate.iterator(`${call.method} ${call.path}`, parametersOf(call))) {
                    pages += 1;
                    items.push(...(Array.isArray(page.data) ? page.data : []));
                    // The next page is not asked for past the bound.
                    if (pages === MAX_PAGES && (page.headers.link ?? '').includes('rel="next"')) {
                        throw (0,errors/* explainApiFailure */.Gp)(new Error(`the list went on past ${MAX_PAGES} pages`), { ...context, apiUrl });
                    }
                }
            }
            catch (error) {
                throw error instanceof errors/* ApiError */.hD ? error : explained(error, context);
            }
            return items;
        },
    };
}
function quiet() {
    // Octokit's debug and info lines: nothing the user needs.
}
/** Octokit's parameters of a call: the path's, the query's, and the JSON body as `data` (no field taken as a path's). */
function parametersOf(call) {
    return { ...call.params, ...call.query, ...(call.body === undefined ? {} : { data: call.body }) };
}


/***/ }),

/***/ 73116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gp: () => (/* binding */ explainApiFailure),
/* harmony export */   Id: () => (/* binding */ RefusedRequest),
/* harmony export */   hD: () => (/* binding */ ApiError)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58382);
// Every failure of a GitHub API call, explained: its status and GitHub's own message, and what to change.

/** A refused or failed API call: the status (0 when no answer came), GitHub's message, and the whole explanation. */
class ApiError extends Error {
    status;
    githubMessage;
    constructor(status, githubMessage, message) {
        super(message);
        this.status = status;
        this.githubMessage = githubMessage;
    }
    /** The token may not do this (403/404 from a permission GitHub did not grant): a `permissions:` line is missing. */
    get denied() {
        return this.status === 403 || this.status === 404;
    }
    /** GitHub's side failed, or no answer came (5xx, 429, none): the same call may pass a little later. */
    get passes() {
        return this.status === 0 || this.status === 429 || this.status >= 500;
    }
}
/**
 * A request our client refused to send (the token would go to another origin, or to no absolute address): never
 * GitHub's failure, so never tried again.
 */
class RefusedRequest extends Error {
}
/** Turns whatever an Octokit call threw into an ApiError that says the status, GitHub's words and the fix. */
function explainApiFailure(error, context) {
    const status = statusOf(error);
    const said = githubMessageOf(error);
    const head = `GitHub's API refused ${context.what}`;
    if (status === 0) {
        return new ApiError(0, '', `Could not reach GitHub's API at ${context.apiUrl} while ${context.what}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .errorMessage */ .g)(error)}`);
    }
    const quoted = `(${status}${said ? `: ${said}` : ''})`;
    if (status === 401) {
        return new ApiError(status, said, `${head} ${quoted}: the token is not valid there. Check the "token" input.`);
    }
    if (status === 403 || status === 404) {
        const rateLimited = /rate limit/i.test(said);
        const fix = rateLimited
            ? 'The API rate limit is used up: try again later.'
            : `The token may lack the permission: add \`${context.permission}\` to the job's \`permissions:\` ` +
                "(for the workflow's token), or give the token that access (a fine-grained token's repository permissions). " +
                (status === 404 ? 'GitHub answers 404 also when the repository or the object does not exist.' : '');
        return new ApiError(status, said, `${head} ${quoted}. ${fix}`.trim());
    }
    return new ApiError(status, said, `${head} ${quoted}.`);
}
function statusOf(error) {
    const status = error?.status;
    return typeof status === 'number' && status >= 100 ? status : 0;
}
function githubMessageOf(error) {
    const data = error?.response?.data;
    const message = data?.message;
    return typeof message === 'string' ? (message.split('\n')[0]?.trim() ?? '') : '';
}


/***/ }),

/***/ 38231:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pf: () => (/* binding */ agentFor),
/* harmony export */   iJ: () => (/* binding */ proxyFor)
/* harmony export */ });
/* unused harmony export nodeProxies */
/**
 * The proxy for `url`, as the toolkit decides it: `https_proxy` (else `HTTPS_PROXY`) for https, `http_proxy` (else
 * `HTTP_PROXY`) for http; none for a loopback host or one `no_proxy` (else `NO_PROXY`) names (`*`, the host, the
 * host and port, a domain it is in, `.domain`); a proxy without a scheme is http.
 */
function proxyFor(url, env) {
    if (bypassed(url, env))
        return undefined;
    const proxy = url.protocol === 'https:' ? env.https_proxy || env.HTTPS_PROXY : env.http_proxy || env.HTTP_PROXY;
    if (!proxy)
        return undefined;
    const parsed = urlOf(proxy) ?? (/^https?:\/\//.test(proxy) ? undefined : urlOf(`http://${proxy}`));
    // The toolkit goes through a proxy only when its URL names a host.
    return parsed?.hostname ? parsed : undefined;
}
function urlOf(text) {
    try {
        return new URL(text);
    }
    catch {
        return undefined;
    }
}
function bypassed(url, env) {
    const host = url.hostname.toUpperCase();
    if (!host)
        return false;
    if (host === 'LOCALHOST' ||
        host.startsWith('127.') ||
        host.startsWith('[::1]') ||
        host.startsWith('[0:0:0:0:0:0:0:1]')) {
        return true;
    }
    const noProxy = env.no_proxy || env.NO_PROXY || '';
    if (!noProxy)
        return false;
    const port = url.port
        ? Number(url.port)
        : url.protocol === 'http:'
            ? 80
            : url.protocol === 'https:'
                ? 443
                : undefined;
    const hosts = port === undefined ? [host] : [host, `${host}:${port}`];
    return noProxy
        .split(',')
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry)
        .some((entry) => entry === '*' ||
        hosts.some((name) => name === entry || name.endsWith(`.${entry}`) || (entry.startsWith('.') && name.endsWith(entry))));
}
/** Whether this Node's http agents can go through a proxy (`proxyEnv`: 22.21 and 24.5 on). */
function nodeProxies(version = process.versions.node) {
    const [major = 0, minor = 0] = version.split('.').map(Number);
    return major >= 25 || (major === 24 && minor >= 5) || (major === 22 && minor >= 21);
}
/**
 * The agent for calls to `url`: one that keeps its connection for the next call, through `proxy` when there is one
 * (Node tunnels https with CONNECT, and sends http to the proxy whole; credentials in the proxy's URL become its
 * `Proxy-Authorization`). Throws when this Node cannot use a proxy, rather than going around it.
 */
async function agentFor(url, proxy) {
    const https = url.protocol === 'https:';
    const { Agent: AgentOf } = https ? await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 23)) : await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 37067, 23));
    if (!proxy)
        return new AgentOf({ keepAlive: true });
    if (!nodeProxies()) {
        throw new Error(`this Node (${process.version}) cannot go through the proxy ${proxy.host} that ${https ? 'HTTPS_PROXY' : 'HTTP_PROXY'} names: Node 22.21 or 24.5 and later can`);
    }
    // Only the proxy chosen above, and no NO_PROXY: the toolkit's rules decided already, and every call goes to `url`'s
    // origin (client.ts checks it).
    const proxyEnv = https ? { HTTPS_PROXY: proxy.href } : { HTTP_PROXY: proxy.href };
    return new AgentOf({ keepAlive: true, proxyEnv });
}


/***/ }),

/***/ 87398:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cv: () => (/* binding */ exchange),
/* harmony export */   dV: () => (/* binding */ AnswerError),
/* harmony export */   e6: () => (/* binding */ follow)
/* harmony export */ });
/* unused harmony export MAX_ANSWER_BYTES */
/** A failure with an answer: GitHub's status, and what it said (`data.message`, read by errors.ts). */
class AnswerError extends Error {
    status;
    response;
    constructor(status, data) {
        super(`HTTP ${status}`);
        this.status = status;
        this.response = { data };
    }
}
const REDIRECTS = 5;
/** The most an answer may hold: the largest the action reads (a page of 100 comments) is well under 1 MiB. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Sends `exchange` and reads the answer, as `follow` does; a status of 300 or more left throws an AnswerError. */
async function exchange(request, how) {
    const answer = await follow(request, how);
    if (answer.status >= 300)
        throw new AnswerError(answer.status, answer.data);
    return answer;
}
/**
 * Sends `exchange` and reads the answer, whatever its status. A redirect is followed on
 * the same origin only (`checkOrigin` throws for any other, before anything is sent there), as fetch would (303, and
 * 301 or 302 after a POST, go on as a GET without the body). Everything, redirects included, ends by `signal`.
 */
async function follow(request, { agent, signal, checkOrigin }) {
    let current = request;
    for (let redirects = 0;; redirects += 1) {
        checkOrigin(current.url);
        const answer = await once(current, agent, signal);
        const location = answer.headers.location;
        if (answer.status >= 300 && answer.status < 400 && location && redirects < REDIRECTS) {
            const asGet = answer.status === 303 || ((answer.status === 301 || answer.status === 302) && current.method === 'POST');
            current = {
                ...current,
                url: new URL(location, current.url),
                ...(asGet ? { method: 'GET', body: undefined } : {}),
            };
            continue;
        }
        return answer;
    }
}
async function once(request, agent, signal) {
    const { request: send } = request.url.protocol === 'https:' ? await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 44708, 23)) : await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 37067, 23));
    const headers = { ...request.headers };
    if (request.body !== undefined) {
        headers['content-type'] = 'application/json; charset=utf-8';
        headers['content-length'] = String(Buffer.byteLength(request.body));
    }
    return new Promise((resolve, reject) => {
        const outgoing = send(request.url, { method: request.method, headers, agent, signal }, (incoming) => {
            const chunks = [];
            let bytes = 0;
            incoming.on('data', (chunk) => {
                bytes += chunk.length;
                if (bytes <= MAX_ANSWER_BYTES)
                    chunks.push(chunk);
                else {
                    // Not kept, not read on: a body this large is no answer of GitHub's to these calls.
                    outgoing.destroy(new Error(`the answer was over ${MAX_ANSWER_BYTES / 1024 / 1024} MiB`));
                }
            });
            incoming.on('error', reject);
            incoming.on('end', () => {
                const text = Buffer.concat(chunks).toString('utf8');
                resolve({
                    status: incoming.statusCode ?? 0,
                    headers: incoming.headers,
                    data: parsed(text, incoming.headers),
                    text,
                    url: request.url,
                });
            });
        });
        outgoing.on('error', reject);
        outgoing.end(request.body);
    });
}
function parsed(text, headers) {
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(headers['content-type'] ?? ''))
        return text;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}


/***/ })

};

//# sourceMappingURL=324.index.js.map