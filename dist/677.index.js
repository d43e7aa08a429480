export const id = 677;
export const ids = [677,323];
export const modules = {

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

/***/ 65677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cancelLeftDeployment: () => (/* binding */ cancelLeftDeployment)
/* harmony export */ });
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51048);
/* harmony import */ var _github_pages_deployment_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75323);
/* harmony import */ var _inputs_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(66807);
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
    // What of dist/ a thread of ours may run after the command is read before it (see shared/bundle.ts), and the programs
    // we run with a credential in reach (git, ssh, the cache's tar) are found on PATH before it (see shared/tools.ts).
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