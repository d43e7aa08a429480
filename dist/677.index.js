export const id = 677;
export const ids = [677,323];
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

/***/ 96584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xm: () => (/* binding */ connectApi),
/* harmony export */   po: () => (/* binding */ apiUrlOf)
/* harmony export */ });
/* unused harmony export MAX_PAGES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73116);
/* harmony import */ var _proxy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38231);
/* harmony import */ var _request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(87398);
/* harmony import */ var _processes_processes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21856);
// The one client of GitHub's REST API, bound to the workflow's API server: the token goes nowhere else. Our own,
// on Node's http(s) client, for the few calls the action makes: Node's http module loads only for a run that calls
// the API, and @actions/github's chunk (1.16 MB, 70-94 ms to parse) is gone from every run (docs/performance.md).




/** The most pages a list is read to: 30 pages of 100 items; GitHub's lists the action reads are far shorter. */
const MAX_PAGES = 30;
/** The API server of the workflow's GitHub (GITHUB_API_URL; api.github.com outside Actions). */
function apiUrlOf(env) {
    return (env.GITHUB_API_URL || 'https://api.github.com').replace(/\/+$/, '');
}
/**
 * A client of the API at `apiUrl` with `token`. Every request is checked to go to that server (an absolute URL
 * elsewhere, a next page's or a redirect's, never gets the token), goes through the proxy the runner's variables
 * name (proxy.ts), and stops after `timeoutMs` without an answer, or at once when the job is cancelled (`signal`).
 */
async function connectApi(apiUrl, token, { timeoutMs, signal: cancel }, env = process.env) {
    const base = new URL(apiUrl);
    const origin = base.origin;
    const agent = await (0,_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .agentFor */ .Pf)(base, (0,_proxy_js__WEBPACK_IMPORTED_MODULE_3__/* .proxyFor */ .iJ)(base, env));
    const headers = {
        accept: 'application/vnd.github.v3+json',
        authorization: `token ${token}`,
        'user-agent': userAgent(env),
    };
    const checkOrigin = (url) => {
        if (url.origin !== origin) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RefusedRequest */ .Id(`refused to send the token to ${url.origin}, which is not ${origin}`);
        }
    };
    const send = async (context, url, call) => {
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfCancelled */ .dZ)(cancel);
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = AbortSignal.any([cancel, timeout]);
        const body = call.body === undefined ? undefined : JSON.stringify(call.body);
        try {
            return await (0,_request_js__WEBPACK_IMPORTED_MODULE_1__/* .exchange */ .cv)({ method: call.method, url, headers, body }, { agent, signal, checkOrigin });
        }
        catch (error) {
            // A cancel is no failure of the API's: it is said as every other step of a cancelled job says it.
            (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfCancelled */ .dZ)(cancel);
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RefusedRequest */ .Id)
                throw error;
            const failure = timeout.aborted ? new Error(`no answer in ${timeoutMs / 1000} s`) : error;
            throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainApiFailure */ .Gp)(failure, { ...context, apiUrl });
        }
    };
    return {
        apiUrl,
        async call(context, call) {
            return (await send(context, urlOf(apiUrl, call), call)).data;
        },
        async list(context, call) {
            const items = [];
            let url = urlOf(apiUrl, call);
            for (let pages = 0; url; pages += 1) {
                if (pages === MAX_PAGES) {
                    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainApiFailure */ .Gp)(new Error(`the list went on past ${MAX_PAGES} pages`), { ...context, apiUrl });
                }
                const answer = await send(context, url, call);
                items.push(...(Array.isArray(answer.data) ? answer.data : []));
                url = nextPage([answer.headers.link ?? []].flat().join(', '), (target) => (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .explainApiFailure */ .Gp)(new Error(target), { ...context, apiUrl }));
            }
            return items;
        },
    };
}
/** The call's URL: the base joined to the path as GitHub's clients join it, each parameter encoded as one segment. */
function urlOf(apiUrl, call) {
    const path = call.path.replace(/\{(\w+)\}/g, (_, name) => {
        const value = call.params[name];
        if (value === undefined)
            throw new Error(`no value for {${name}} in ${call.path}`);
        return encodeURIComponent(String(value)).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    });
    const query = new URLSearchParams(Object.entries(call.query ?? {}).map(([name, value]) => [name, String(value)])).toString();
    const search = query ? `?${query}` : '';
    return new URL(`${apiUrl}${path}${search}`);
}
/**
 * The next page's address, parsed as fetch parses a URL, with no base: resolved against the API's address,
 * `http:/other-host/…` would read as a path on it, while an HTTP client goes to other-host.
 */
function nextPage(link, refuse) {
    const next = /<([^<>]*)>;\s*rel="next"/.exec(link ?? '')?.[1];
    if (next === undefined)
        return undefined;
    try {
        return new URL(next);
    }
    catch {
        throw refuse(`refused to send the token to an address that is not absolute (${JSON.stringify(next.slice(0, 100))})`);
    }
}
/** Who calls: the action, and the job's orchestration id as the toolkit adds it (GitHub's support reads it). */
function userAgent(env) {
    const orchestration = env.ACTIONS_ORCHESTRATION_ID?.trim();
    return orchestration
        ? `pages-push actions_orchestration_id/${orchestration.replace(/[^a-z0-9_.-]/gi, '_')}`
        : 'pages-push';
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

/***/ 75323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DeploymentFailed: () => (/* binding */ DeploymentFailed),
/* harmony export */   DeploymentTimedOut: () => (/* binding */ DeploymentTimedOut),
/* harmony export */   cancelIfInProgress: () => (/* binding */ cancelIfInProgress),
/* harmony export */   cancelPagesDeployment: () => (/* binding */ cancelPagesDeployment),
/* harmony export */   createPagesDeployment: () => (/* binding */ createPagesDeployment),
/* harmony export */   followPagesDeployment: () => (/* binding */ followPagesDeployment),
/* harmony export */   pagesSettingsPage: () => (/* binding */ pagesSettingsPage),
/* harmony export */   pollDelay: () => (/* binding */ pollDelay)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(58382);
/* harmony import */ var _processes_processes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21856);
/* harmony import */ var _answers_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(23948);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _git_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5230);






/** The statuses a deployment ends with, other than `succeed`, each with what it means and what to do. */
const FAILED = {
    deployment_failed: "GitHub Pages failed to deploy the site, on GitHub's side: run the job again; when it fails again, see " +
        'https://www.githubstatus.com for a Pages outage.',
    deployment_content_failed: 'GitHub Pages could not deploy the content of the artifact: a site of more than 10 GB, or more files than ' +
        'Pages takes, is refused. Make the site smaller (the `exclude` input leaves files out of it).',
    deployment_cancelled: 'The Pages deployment was cancelled by someone or something else (another deployment of the same site, or ' +
        "the repository's Actions page): run the job again to deploy this site.",
    deployment_lost: 'GitHub Pages lost track of the deployment before it ended: run the job again; when it happens again, see ' +
        'https://www.githubstatus.com.',
};
/** Failed reads of the status in a row after which following is given up. */
const STATUS_READ_FAILURES = 5;
/**
 * How long to wait before asking again, `elapsedMs` after the first ask: every second for the first 10 s (most
 * deployments of a small site are done by then), every 5 s after.
 */
function pollDelay(elapsedMs) {
    return elapsedMs < 10_000 ? 1000 : 5000;
}
/** The settings page of the repository's Pages. */
function pagesSettingsPage(repo) {
    return `${repo.serverUrl}/${repo.owner}/${repo.name}/settings/pages`;
}
/**
 * Creates the deployment of `artifactId` for `buildVersion` (the run's commit). While GitHub answers that a
 * deployment is in progress (an earlier run's), waits its turn and asks again, within the deadline.
 */
async function createPagesDeployment(client, repo, request, limits) {
    const started = Date.now();
    let told = false;
    let failures = 0; // answers in a row that may pass: GitHub's side failed
    for (;;) {
        try {
            const answer = await client.call({ what: `creating the Pages deployment of ${repo.owner}/${repo.name}`, permission: 'pages: write' }, {
                method: 'POST',
                path: '/repos/{owner}/{repo}/pages/deployments',
                params: { owner: repo.owner, repo: repo.name },
                body: {
                    artifact_id: request.artifactId,
                    pages_build_version: request.buildVersion,
                    oidc_token: request.oidcToken,
                },
            });
            const id = (0,_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .answeredText */ .B6)(String(answer.id));
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Pages deployment ${id} created.`);
            return { id, pageUrl: (0,_answers_js__WEBPACK_IMPORTED_MODULE_4__/* .answeredUrl */ .RJ)(answer.page_url) };
        }
        catch (error) {
            (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .throwIfCancelled */ .dZ)(limits.signal);
            const passing = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD && error.passes;
            if (!passing && (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD) || !inProgressElsewhere(error))) {
                throw explainCreateFailure(error, repo);
            }
            failures = passing ? failures + 1 : 0;
            const delay = passing ? (0,_git_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .backoffMs */ .jo)(failures) : pollDelay(Date.now() - started);
            if (passing && Date.now() + delay > limits.deadline)
                throw explainCreateFailure(error, repo);
            if (passing)
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)} Trying again in ${delay} ms.`);
            else if (Date.now() + delay > limits.deadline) {
                throw new Error(`Another Pages deployment of ${repo.owner}/${repo.name} was still in progress after ` +
                    `${limits.timeoutSeconds} s (input "deployment-timeout"), so this one was not made. Let it finish (or ` +
                    'cancel it on the repository\'s Actions page) and run the job again, or raise "deployment-timeout".', { cause: error });
            }
            if (!told && !passing) {
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Another Pages deployment of ${repo.owner}/${repo.name} is in progress: waiting for its end.`);
                told = true;
            }
            await (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .waitUnlessCancelled */ .Tj)(delay, limits.signal);
        }
    }
}
/** GitHub's answer when a deployment of the site is already in progress: "… in progress deployment …". */
function inProgressElsewhere(error) {
    return (error.status === 400 || error.status === 409) && /in.progress deployment/i.test(error.githubMessage);
}
/** A refused creation, with what to change: the permission, the Pages source, the environment. */
function explainCreateFailure(error, repo) {
    if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD) || error.status === 0)
        return error instanceof Error ? error : new Error(String(error));
    const settings = pagesSettingsPage(repo);
    const said = `(${error.status}${error.githubMessage ? `: ${error.githubMessage}` : ''})`;
    const head = `GitHub refused to create the Pages deployment of ${repo.owner}/${repo.name} ${said}`;
    if (/environment/i.test(error.githubMessage)) {
        return new Error(`${head}. The job deploys to the \`github-pages\` environment: give it \`environment: github-pages\` ` +
            '(with `url: ${{ steps.<id>.outputs.page-url }}`), and let this branch deploy there (Settings, ' +
            'Environments, github-pages, "Deployment branches and tags").');
    }
    if (error.status === 401 || error.status === 403) {
        return new Error(`${head}. The token may not deploy Pages: add \`pages: write\` and \`id-token: write\` to the job's ` +
            "`permissions:` (for the workflow's token).");
    }
    if (error.status === 404) {
        return new Error(`${head}. GitHub Pages is not enabled for ${repo.owner}/${repo.name}, or the token may not deploy it: in ` +
            `${settings}, set "Source" to "GitHub Actions", and give the job \`permissions: pages: write\`.`);
    }
    if (error.status >= 500) {
        return new Error(`${head}: GitHub's Pages service failed. Run the job again later (https://www.githubstatus.com).`);
    }
    return new Error(`${head}. Check that "Source" is "GitHub Actions" in ${settings}, and that the artifact was uploaded by this ` +
        'run (an artifact expires, and one of another run is refused).');
}
/**
 * Follows the deployment until it ends: resolves on `succeed`; throws with the cause and the fix on a failed end,
 * at the deadline, or when the status cannot be read. `changed` is told each new status.
 */
async function followPagesDeployment(client, repo, deployment, limits, changed = () => undefined) {
    const started = Date.now();
    let last;
    let failures = 0;
    for (;;) {
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .throwIfCancelled */ .dZ)(limits.signal);
        let status;
        try {
            status = await readDeploymentStatus(client, repo, deployment);
            failures = 0;
        }
        catch (error) {
            (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .throwIfCancelled */ .dZ)(limits.signal);
            failures += 1;
            // GitHub's side failing (5xx, no answer) is waited out to the deadline; another failure, five times.
            const passing = error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD && error.passes;
            if ((!passing && failures >= STATUS_READ_FAILURES) || (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD && error.denied)) {
                throw new Error(`Could not follow Pages deployment ${deployment.id}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)} Whether the site is live is ` +
                    `unknown: see ${pagesSettingsPage(repo)}.`, { cause: error });
            }
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Reading the deployment's status failed (${failures} in a row): ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)}`);
        }
        if (status && status !== last) {
            last = status;
            changed(status);
        }
        if (status === 'succeed')
            return;
        const failed = status && FAILED[status];
        if (failed)
            throw new DeploymentFailed(status ?? '', `Pages deployment ${deployment.id} ended with "${status}". ${failed}`);
        const delay = failures > 0 ? (0,_git_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .backoffMs */ .jo)(failures) : pollDelay(Date.now() - started);
        if (Date.now() + delay > limits.deadline) {
            throw new DeploymentTimedOut(`Pages deployment ${deployment.id} was not live after ${limits.timeoutSeconds} s (input "deployment-timeout"): ` +
                `it was still "${last ?? 'unknown'}" (${last ? "GitHub's queue had not finished it" : 'no status read'}), ` +
                'so it was cancelled; the next run deploys this commit again, as a fresh build version. Raise ' +
                '"deployment-timeout" for a large site, or see https://www.githubstatus.com for a Pages outage.');
        }
        await (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .waitUnlessCancelled */ .Tj)(delay, limits.signal).catch(() => undefined);
    }
}
/** The deployment's status now (GET …/{id}); undefined when GitHub says none. */
async function readDeploymentStatus(client, repo, deployment) {
    const answer = await client.call({ what: `reading the status of Pages deployment ${deployment.id}`, permission: 'pages: read' }, {
        method: 'GET',
        path: '/repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}',
        params: { owner: repo.owner, repo: repo.name, pages_deployment_id: deployment.id },
    });
    return answer.status;
}
/**
 * Cancels a deployment a killed main step left, unless it has ended (live, or failed on GitHub's side), saying which.
 * A failure to read its status throws; a failure to cancel it warns (see `cancelPagesDeployment`).
 */
async function cancelIfInProgress(client, repo, deployment) {
    const status = await readDeploymentStatus(client, repo, deployment);
    const said = (status ?? 'unknown').replace(/_/g, ' ');
    const which = `The killed main step's Pages deployment ${deployment.id}`;
    if (status === 'succeed' || (status && FAILED[status])) {
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${which} had ended (${said}): nothing to cancel.`);
        return;
    }
    _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`${which} is still in progress (${said}): cancelling it.`);
    await cancelPagesDeployment(client, repo, deployment);
}
/** A deployment that ended on GitHub's side with a failure: nothing to cancel. */
class DeploymentFailed extends Error {
    status;
    constructor(status, message) {
        super(message);
        this.status = status;
    }
}
/** A deployment still going at the deadline: the deployer cancels it. */
class DeploymentTimedOut extends Error {
}
/** Cancels the deployment (the job was cancelled, or it took too long); a failure to is said, never thrown. */
async function cancelPagesDeployment(client, repo, deployment) {
    try {
        await client.call({ what: `cancelling Pages deployment ${deployment.id}`, permission: 'pages: write' }, {
            method: 'POST',
            path: '/repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel',
            params: { owner: repo.owner, repo: repo.name, pages_deployment_id: deployment.id },
        });
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Pages deployment ${deployment.id} cancelled.`);
        return true;
    }
    catch (error) {
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not cancel Pages deployment ${deployment.id}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .errorMessage */ .g)(error)} It may still go live: see ` +
            `${pagesSettingsPage(repo)}.`);
        return false;
    }
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
/* harmony export */   dV: () => (/* binding */ AnswerError)
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
/**
 * Sends `exchange` and reads the answer; a status of 400 or more throws an AnswerError. A redirect is followed on
 * the same origin only (`checkOrigin` throws for any other, before anything is sent there), as fetch would (303, and
 * 301 or 302 after a POST, go on as a GET without the body). Everything, redirects included, ends by `signal`.
 */
async function exchange(request, { agent, signal, checkOrigin }) {
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
        if (answer.status >= 300)
            throw new AnswerError(answer.status, answer.data);
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


/***/ }),

/***/ 65677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cancelLeftDeployment: () => (/* binding */ cancelLeftDeployment)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(96584);
/* harmony import */ var _github_pages_deployment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75323);
/* harmony import */ var _inputs_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9066);
// The post step's duty to the Pages "GitHub Actions" source, for a main step killed while it followed a Pages
// deployment: cancel it if it is still in progress, so that the next run's is not refused behind it. Loaded only
// then. The saved state gives the id alone (a user command can write the state file): the repository is the
// workflow's own, the only one that source deploys; the token is the `token` input, which the runner gives the post
// step again, and goes to GITHUB_API_URL's origin only, as in the main step.



/** How long each call may take: a post step should end quickly, and a stalled API is only warned about. */
const CALL_TIMEOUT_MS = 10_000;
/**
 * Cancels Pages deployment `id` of the workflow's repository unless it has ended. A failure to read it throws (the
 * post step warns); a failure to cancel it warns.
 */
async function cancelLeftDeployment(id, env = process.env) {
    const { settings, credentials } = await (0,_inputs_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .readSettings */ .s)(env);
    const [owner = '', name = ''] = settings.source.repository.split('/');
    if (!owner || !name)
        throw new Error('GITHUB_REPOSITORY is not set, so the repository is not known');
    const repo = { owner, name, serverUrl: settings.source.serverUrl };
    const limits = { timeoutMs: CALL_TIMEOUT_MS, signal: new AbortController().signal };
    const client = await credentials.apiClient(_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .connectApi */ .Xm, (0,_github_client_js__WEBPACK_IMPORTED_MODULE_0__/* .apiUrlOf */ .po)(env), limits);
    if (!client)
        throw new Error('this step has no "token" input to cancel it with');
    await (0,_github_pages_deployment_js__WEBPACK_IMPORTED_MODULE_1__.cancelIfInProgress)(client, repo, { id, pageUrl: '' });
}


/***/ }),

/***/ 21856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ cancelSignalName),
/* harmony export */   Tj: () => (/* binding */ waitUnlessCancelled),
/* harmony export */   dZ: () => (/* binding */ throwIfCancelled),
/* harmony export */   w0: () => (/* binding */ runUserCommand),
/* harmony export */   zm: () => (/* binding */ stopLeftovers)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _shared_bundle_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(14641);
/* harmony import */ var _shared_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(28970);
/* harmony import */ var _hardening_no_inspector_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(41939);
/* harmony import */ var _process_stamps_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(14597);
/* harmony import */ var _shared_state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8356);






/** The sessions of every user command this step started, ended or not: what is left of them is killed again. */
const started = [];
/**
 * Runs `file` with `args` in a process group of its own, its output passed to `stdout`/`stderr` (which stay open).
 * When the command exits, the whole group is killed: a background process it started (a watcher, a server, a
 * `sleep && cat` of the token) dies with it. Rejects when the command cannot start.
 */
async function runUserCommand(file, args, options) {
    throwIfCancelled(options.signal);
    // What of dist/ a thread of ours may run after the command is read before it (see bundle.ts), and the programs we
    // run with a credential in reach (git, ssh, the cache's tar) are found on PATH before it (see tools.ts).
    (0,_shared_bundle_js__WEBPACK_IMPORTED_MODULE_5__/* .holdReaderCode */ .KR)();
    (0,_shared_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .holdTools */ .Xe)();
    (0,_hardening_no_inspector_js__WEBPACK_IMPORTED_MODULE_2__/* .shutInspector */ .oR)();
    // node:child_process loads with the first command, not at the step's start (see git/git.ts).
    const child = process.getBuiltinModule('node:child_process').spawn(file, args, {
        cwd: options.cwd,
        // The step's mark, which every process the command starts inherits: one that leaves the command's session is
        // still found by it (see killMarked).
        env: { ...options.env, [_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .STEP_MARK */ .hY]: (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .stepMark */ .e3)() },
        stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
    });
    // Read at once: the leader exists until we reap it. Saved so that a post step can stop what a killed main left.
    const stamp = child.pid === undefined ? undefined : (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .groupStamp */ .z8)(child.pid);
    if (stamp)
        started.push(stamp);
    (0,_shared_state_js__WEBPACK_IMPORTED_MODULE_4__/* .saveUserGroups */ .PW)(started);
    const closed = new Promise((resolve) => child.once('close', () => {
        resolve();
    }));
    child.stdout?.pipe(options.stdout, { end: false });
    child.stderr?.pipe(options.stderr, { end: false });
    // A command that exits without reading it all closes the pipe: not our failure.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(options.input);
    const stop = () => {
        killGroup(child, stamp);
    };
    options.signal.addEventListener('abort', stop, { once: true });
    const limit = { reached: false };
    const timer = options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            limit.reached = true;
            killGroup(child, stamp);
        }, options.timeoutMs);
    try {
        const exitCode = await new Promise((resolve, reject) => {
            child.once('error', reject);
            child.once('exit', (code, signal) => {
                resolve(code ?? 128 + signalNumber(signal));
            });
        });
        clearTimeout(timer);
        const leftRunning = killGroup(child, stamp);
        await drained(child, closed);
        return limit.reached ? { exitCode, timedOut: true, leftRunning } : { exitCode, leftRunning };
    }
    finally {
        clearTimeout(timer);
        options.signal.removeEventListener('abort', stop);
        killGroup(child, stamp);
    }
}
/**
 * Kills again whatever is left of every user command this step ran: called right before a credential is opened,
 * so that a process that slipped out while the command ended (a `set -m` job forking as it was killed) cannot be
 * there to read it.
 */
function stopLeftovers() {
    (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killSessions */ ._g)(started);
    (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killMarked */ .fR)(started);
}
/** The runner's signal that cancelled the job (the reason `signal` was aborted with), or '' while it runs. */
function cancelSignalName(signal) {
    return signal.aborted ? String(signal.reason) : '';
}
/** Throws when the job was cancelled: no further work starts. */
function throwIfCancelled(signal) {
    if (signal.aborted)
        throw new Error(`The job was cancelled (${cancelSignalName(signal)}): stopped before the next step.`);
}
/** Waits `ms`, or throws at once when the job is cancelled (see `throwIfCancelled`). */
async function waitUnlessCancelled(ms, signal) {
    const { setTimeout: wait } = process.getBuiltinModule('node:timers/promises');
    await wait(ms, undefined, { signal }).catch(() => undefined);
    throwIfCancelled(signal);
}
/**
 * Kills the command's group, every process of its session (a `set -m` job has a group of its own in it), and every
 * process that holds the step's mark; returns how many of those were outside the step's sessions.
 */
function killGroup(child, stamp) {
    if (child.pid === undefined)
        return 0;
    try {
        if (process.platform === 'win32')
            child.kill('SIGKILL');
        else
            process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // The group is gone already.
    }
    if (stamp)
        (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killSessions */ ._g)([stamp]);
    return (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_3__/* .killMarked */ .fR)(started);
}
/**
 * Waits until the command's output has all been passed on. A process that left the group (setsid) and kept the
 * pipes open does not hold the step: after a short grace the pipes are closed on our side.
 */
async function drained(child, closed) {
    let timer;
    const grace = new Promise((resolve) => {
        timer = setTimeout(() => {
            child.stdout?.destroy();
            child.stderr?.destroy();
            resolve();
        }, 2000);
    });
    await Promise.race([closed, grace]);
    clearTimeout(timer);
}
/** The signal's number, as a shell reports a process it ended (128 + it); 1 when there was none. */
function signalNumber(signal) {
    return signal ? node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals[signal] : 1;
}


/***/ })

};

//# sourceMappingURL=677.index.js.map