export const id = 341;
export const ids = [341,323];
export const modules = {

/***/ 38341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ActionsDeployer: () => (/* binding */ ActionsDeployer)
});

// UNUSED EXPORTS: PAGES_ARTIFACT

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/heartbeat.ts
var heartbeat = __webpack_require__(18105);
// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/github/client.ts + 1 modules
var github_client = __webpack_require__(51048);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(58382);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
// EXTERNAL MODULE: ./src/github/proxy.ts
var proxy = __webpack_require__(38231);
// EXTERNAL MODULE: ./src/github/request.ts
var request = __webpack_require__(87398);
;// CONCATENATED MODULE: ./src/github/oidc.ts
// The runner's OIDC token for this job, as @actions/core's getIDToken asks for it: a GET of
// ACTIONS_ID_TOKEN_REQUEST_URL with ACTIONS_ID_TOKEN_REQUEST_TOKEN as the bearer, answered `{"value": "<jwt>"}`.
// The Pages deployment call carries it, certifying which run made the deployment. The token is a secret: masked at
// once, never logged, never written anywhere.





/** The variables the runner sets for a job with `permissions: id-token: write`, and only then. */
const ID_TOKEN_URL = 'ACTIONS_ID_TOKEN_REQUEST_URL';
const ID_TOKEN_REQUEST_TOKEN = 'ACTIONS_ID_TOKEN_REQUEST_TOKEN';
/** What to add to the job when the runner gives no OIDC token. */
const ID_TOKEN_FIX = 'add `id-token: write` to the job\'s `permissions:` (beside `pages: write`), as in "permissions: { pages: write, ' +
    'id-token: write }"';
/** Whether the runner lets this job ask for an OIDC token. */
function canRequestIdToken(env) {
    return Boolean(env[ID_TOKEN_URL] && env[ID_TOKEN_REQUEST_TOKEN]);
}
/**
 * Asks the runner for the job's OIDC token (for `audience` when given), within `timeoutMs` or the job's cancel. A
 * failure says what went wrong and the fix, never the token or the request's own token.
 */
async function requestIdToken(env, { audience, timeoutMs, signal: cancel }) {
    const address = env[ID_TOKEN_URL] ?? '';
    const requestToken = env[ID_TOKEN_REQUEST_TOKEN] ?? '';
    if (!address || !requestToken) {
        throw new Error(`The runner gave this job no OIDC token, which a Pages deployment needs: ${ID_TOKEN_FIX}.`);
    }
    let url;
    try {
        // The runner's address carries its own query (api-version): the audience is added to it, as the toolkit does.
        url = new URL(audience ? `${address}&audience=${encodeURIComponent(audience)}` : address);
    }
    catch {
        throw new Error(`${ID_TOKEN_URL} is not an address, so no OIDC token could be asked for: is this a runner?`);
    }
    const origin = url.origin;
    const agent = await (0,proxy/* agentFor */.Pf)(url, (0,proxy/* proxyFor */.iJ)(url, env));
    const timeout = AbortSignal.timeout(timeoutMs);
    const where = `the runner's OIDC token service (${origin})`;
    try {
        const answer = await (0,request/* exchange */.cv)({
            method: 'GET',
            url,
            headers: { accept: 'application/json', authorization: `Bearer ${requestToken}`, 'user-agent': 'pages-push' },
        }, {
            agent,
            signal: AbortSignal.any([cancel, timeout]),
            checkOrigin: (next) => {
                if (next.origin !== origin)
                    throw new Error(`refused a redirect to ${next.origin}, which is not ${origin}`);
            },
        });
        const value = answer.data?.value;
        if (typeof value !== 'string' || value === '')
            throw new Error('its answer held no token');
        runner/* setSecret */.Pq(value);
        return value;
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(cancel);
        const why = timeout.aborted
            ? `no answer in ${timeoutMs / 1000} s`
            : error instanceof request/* AnswerError */.dV
                ? `HTTP ${error.status}`
                : (0,errors/* errorMessage */.g)(error);
        throw new Error(`Could not get an OIDC token from ${where}: ${why}. A Pages deployment needs one: check that the job's ` +
            '`permissions:` has `id-token: write`, and run the job again.', { cause: error });
    }
}

// EXTERNAL MODULE: ./src/github/pages-deployment.ts
var pages_deployment = __webpack_require__(75323);
// EXTERNAL MODULE: ./src/secrets/leaks.ts
var secrets_leaks = __webpack_require__(54169);
// EXTERNAL MODULE: ./src/git/target.ts
var target = __webpack_require__(51507);
// EXTERNAL MODULE: ./src/inputs/input-values.ts
var input_values = __webpack_require__(75848);
// EXTERNAL MODULE: ./src/shared/state.ts
var state = __webpack_require__(8356);
// EXTERNAL MODULE: ./src/git/retry.ts
var retry = __webpack_require__(5230);
// EXTERNAL MODULE: ./src/github/answers.ts
var answers = __webpack_require__(23948);
// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(73116);
;// CONCATENATED MODULE: ./src/github/pages-version.ts



/** Whether `version` was deployed before: GitHub answers its deployment (status) then, 404 when there is none. */
async function deployedBefore(client, repo, version) {
    try {
        const answer = await client.call({ what: `reading the Pages deployment of ${version.slice(0, 7)}`, permission: 'pages: read' }, {
            method: 'GET',
            path: '/repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}',
            params: { owner: repo.owner, repo: repo.name, pages_deployment_id: version },
        });
        return answer.status ?? 'unknown';
    }
    catch (error) {
        if (error instanceof github_errors/* ApiError */.hD && error.status === 404)
            return '';
        throw error;
    }
}
/**
 * The build version to deploy `commit` as: itself when it was never deployed; else a fresh commit of its tree (made
 * through the API, which needs `contents: write`), said in the log.
 */
async function freshBuildVersion(client, repo, commit, context) {
    const before = await deployedBefore(client, repo, commit);
    if (!before)
        return commit;
    const full = `${repo.owner}/${repo.name}`;
    const source = await client.call({ what: `reading the commit ${commit.slice(0, 7)} of ${full}`, permission: 'contents: read' }, {
        method: 'GET',
        path: '/repos/{owner}/{repo}/git/commits/{commit_sha}',
        params: { ...params(repo), commit_sha: commit },
    });
    let made;
    try {
        made = await client.call({ what: `making a fresh build version of ${full}`, permission: 'contents: write' }, {
            method: 'POST',
            path: '/repos/{owner}/{repo}/git/commits',
            params: params(repo),
            body: {
                // The time makes each one of a run's versions a commit of its own.
                message: `pages-push: deploy of ${commit} (run #${context.runNumber}, attempt ${context.attempt}) to GitHub ` +
                    `Pages, ${new Date().toISOString()}`,
                tree: source.tree.sha,
                parents: [commit],
            },
        });
    }
    catch (error) {
        throw new Error(`${commit.slice(0, 7)} was deployed to GitHub Pages before (its deployment is "${before}"), and GitHub serves a ` +
            'build version once: deploying it again needs a fresh commit, which pages-push makes through the API. ' +
            "Give the job `contents: write` in its `permissions:`, or deploy a new commit. GitHub's answer: " +
            (error instanceof Error ? error.message : String(error)), { cause: error });
    }
    const fresh = (0,answers/* answeredSha */.G6)(made.sha, `making a fresh build version of ${full}`);
    runner/* info */.pq(`${commit.slice(0, 7)} was deployed to GitHub Pages before (its deployment is "${before.replace(/_/g, ' ')}"), ` +
        `and GitHub serves a build version once: deploying it as ${fresh.slice(0, 7)}, a commit of the same files ` +
        'on no branch.');
    return fresh;
}
function params(repo) {
    return { owner: repo.owner, repo: repo.name };
}

// EXTERNAL MODULE: ./src/shared/timings.ts
var timings = __webpack_require__(63274);
// EXTERNAL MODULE: ./src/publish-folder/checks/site-reader.ts + 2 modules
var site_reader = __webpack_require__(6903);
// EXTERNAL MODULE: ./src/deploy/deployer.ts
var deployer = __webpack_require__(33179);
;// CONCATENATED MODULE: ./src/deploy/actions.ts
// The deployer of the Pages "GitHub Actions" source: no branch; the built site is packed into the `github-pages`
// artifact, uploaded to the run, and deployed through the Pages API, followed until it is live (or cancelled with
// the job). What only a branch can do is refused by the plan (see actions-refusals.ts), before the build.

















/** The name the Pages deployment takes its artifact by. */
const PAGES_ARTIFACT = 'github-pages';
/** What the runner gives a job that may upload artifacts (its results service) and ask for an OIDC token. */
const RUNTIME_VARIABLES = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'];
/** How long the cancel of a deployment may take once the job is cancelled (the runner kills the step at 10 s). */
const CANCEL_TIMEOUT_MS = 5000;
class ActionsDeployer {
    planned;
    artifact;
    /** Pages were read before the plan: no branch is pushed whose serving the run would check. */
    checksServedBranch = false;
    /** The packer and the upload, loaded by the check: before the site's commands, which could rewrite dist/. */
    packAndUpload;
    /** `artifact`: loads the packer and the upload (and @actions/artifact with it) only for a run that deploys so. */
    constructor(planned, artifact) {
        this.planned = planned;
        this.artifact = artifact;
    }
    /** The site stage runs after the check: nothing is built for a deploy the runner cannot make. */
    buildsFirst() {
        return false;
    }
    /** No branch to read: what the runner must give for an upload and a deployment is checked instead. */
    async check(context, _prepared, started) {
        const env = context.env;
        if (!canRequestIdToken(env)) {
            throw new Error('Deploying through the Pages "GitHub Actions" source needs an OIDC token, and the runner gave this job ' +
                `none: ${ID_TOKEN_FIX}. Or push to a branch with \`pages-source: branch\`.`);
        }
        const host = (0,input_values/* hostOf */.w4)(context.settings.source.serverUrl).toLowerCase();
        if (host !== 'github.com' && !host.endsWith('.ghe.com') && !host.endsWith('.localhost')) {
            // The toolkit's artifact client (v2 and later, which Pages takes) refuses GitHub Enterprise Server.
            throw new Error(`Deploying through the Pages "GitHub Actions" source uploads the site with the artifact client of the ` +
                `Actions toolkit, which does not work on GitHub Enterprise Server (${host}): use \`pages-source: branch\`, ` +
                'and set Pages to "Deploy from a branch".');
        }
        const missing = RUNTIME_VARIABLES.filter((name) => !env[name]);
        if (missing.length > 0) {
            throw new Error(`Deploying through the Pages "GitHub Actions" source uploads an artifact to the run, and ${missing.join(' and ')} ` +
                "is not set: this step must run as a step of a GitHub Actions job (not in a container's own shell), or use " +
                '`pages-source: branch`.');
        }
        const [destination] = this.planned.destinations;
        const { owner, name } = destination.target;
        if (context.settings.cname) {
            runner/* warning */.$e(`Input "cname" ("${context.settings.cname}") is written to a branch's CNAME file, which the Pages "GitHub ` +
                `Actions" source does not read: set the custom domain in ${context.settings.source.serverUrl}/${owner}/` +
                `${name}/settings/pages (the site is built for it all the same).`);
        }
        runner/* info */.pq(`Deploying to the Pages of ${owner}/${name} through the "GitHub Actions" source (no branch is pushed).`);
        started?.();
        // Every chunk of dist/ this deploy runs is loaded here, before the build: the site's install and build run
        // as the same user as the action, and a chunk loaded after them could be theirs (with the runner's tokens,
        // which their commands are not given, in reach).
        [this.packAndUpload] = await Promise.all([this.artifact(), (0,site_reader/* loadPageScanner */.Co)()]);
        return (0,deployer/* branchlessChecked */.TX)(context, destination);
    }
    /** Nothing runs with the token in the config: the site is read once its config is restored. */
    whileTokenInConfig() {
        return undefined;
    }
    /** Packs and uploads the site, deploys it, and follows the deployment until the site is live. */
    async publish(checked, built, context) {
        const started = Date.now();
        const { settings, signal } = context;
        const [{ destination }] = checked.targets;
        const repo = {
            owner: destination.target.owner,
            name: destination.target.name,
            serverUrl: settings.source.serverUrl,
        };
        const packAndUpload = this.packAndUpload ?? (await this.artifact());
        // The one read of the site, with every check a branch push makes (names, links, special files, secrets, empty
        // pages, the link check: see publish-folder/checks/site-reader.ts), settled before anything is packed. A
        // deployment replaces the whole site, so nothing is kept from before (its links are checked against this site
        // alone).
        const { leaks, problems } = context;
        const read = (0,site_reader/* siteReader */.ZG)(settings, {
            publishDir: built.publishDir,
            cname: built.cname,
            leaks,
            problems,
            signal,
            keepLarge: true,
        });
        const served = { target: destination.target, tip: Promise.resolve(site_reader/* NOTHING_KEPT */.Ff) };
        let packed;
        try {
            const files = await (0,heartbeat/* withHeartbeat */.px)('reading the site', () => read({}, served));
            // The pack takes those files, each opened again without following a link and matched to the bytes the read
            // hashed; the leak guard (see secrets/leaks.ts) searches the very bytes packed too, as they are read.
            packed = await (0,heartbeat/* withHeartbeat */.px)('packing the Pages artifact', () => packAndUpload.pack(built.publishDir, files, { tempDir: context.tempDir, signal, secrets: leaks.secrets }));
        }
        finally {
            // What the read left out (a .git folder, an excluded file) is not published: its credentials are removed.
            await (0,secrets_leaks/* scrubUnread */.bw)(leaks, built.publishDir, read.listings);
        }
        if (packed.leaking.length > 0)
            await (0,secrets_leaks/* refuseLeaks */.bM)(packed.leaking, context.leaks);
        (0,timings/* mark */.G)('packed'); // pack.ts said how many files, and their size
        if (settings.dryRun) {
            // Everything but the deploy: the tar says what would go out; nothing is uploaded, no deployment made.
            await (0,promises_.rm)(external_node_path_.dirname(packed.file), { recursive: true, force: true });
            runner/* info */.pq('Dry run: the artifact was not uploaded, and no Pages deployment was made.');
            const artifact = { bytes: packed.bytes, files: packed.files };
            const timings = { ...(0,deployer/* timingsOf */.Ld)(built), publishMs: Date.now() - started };
            const page = (0,target/* pageUrl */.fi)(destination.target, '');
            return {
                kind: 'pages',
                repository: destination.target.url,
                branch: '',
                pageUrl: page,
                deploymentId: '',
                artifact,
                timings,
                dryRun: true,
            };
        }
        const runtime = {
            token: context.env.ACTIONS_RUNTIME_TOKEN ?? '',
            resultsUrl: context.env.ACTIONS_RESULTS_URL ?? '',
        };
        const uploaded = await packAndUpload.upload(packed, { runtime, name: PAGES_ARTIFACT, signal });
        (0,timings/* mark */.G)('uploaded'); // pages-artifact/upload.ts said its id and size
        const limits = { timeoutMs: settings.networkTimeoutMs, signal };
        const client = await context.credentials.apiClient(github_client/* connectApi */.Xm, (0,github_client/* apiUrlOf */.po)(process.env), limits);
        if (!client)
            throw new Error('The "token" input is needed to deploy Pages through the API: give it a token.');
        const timeoutSeconds = settings.deploymentTimeoutMs / 1000;
        const deadline = { deadline: Date.now() + settings.deploymentTimeoutMs, timeoutSeconds, signal };
        const run = { runNumber: settings.source.runNumber ?? '', attempt: settings.source.runAttempt || '1' };
        let deployment;
        // A deployment GitHub failed on its side ("try again later") is made again, as a fresh build version (a
        // deployment's version serves once: see github/pages-version.ts), within "deployment-timeout".
        for (let failed = 1;; failed += 1) {
            const buildVersion = await freshBuildVersion(client, repo, settings.source.sha, run);
            const oidcToken = await requestIdToken(context.env, limits);
            const request = { artifactId: uploaded.id, buildVersion, oidcToken };
            deployment = await (0,pages_deployment.createPagesDeployment)(client, repo, request, deadline);
            try {
                await this.follow(client, repo, deployment, { deadline, context });
                break;
            }
            catch (error) {
                const wait = (0,retry/* backoffMs */.jo)(failed);
                const again = error instanceof pages_deployment.DeploymentFailed && error.status === 'deployment_failed';
                if (!again || Date.now() + wait > deadline.deadline)
                    throw error;
                runner/* info */.pq(`GitHub Pages failed deployment ${deployment.id} on its side: a new one in ${wait} ms.`);
                await (0,processes/* waitUnlessCancelled */.Tj)(wait, signal);
            }
        }
        (0,timings/* mark */.G)('deployed');
        const page = deployment.pageUrl || (0,target/* pageUrl */.fi)(destination.target, '');
        // Live while the cancel came (the status read under way was left to finish): said, and the step fails as cancelled.
        if (signal.aborted) {
            throw new Error(`The job was cancelled (${String(signal.reason)}) while Pages deployment ${deployment.id} was followed: it ` +
                `went live (${page}). Nothing started after the cancel.`);
        }
        runner/* info */.pq(`The site is live at ${page}.`);
        return {
            kind: 'pages',
            repository: destination.target.url,
            branch: '',
            pageUrl: page,
            deploymentId: deployment.id,
            artifact: { bytes: uploaded.size || packed.bytes, files: packed.files },
            timings: { ...(0,deployer/* timingsOf */.Ld)(built), publishMs: Date.now() - started },
            dryRun: false,
        };
    }
    /** Follows the deployment until it is live; cancels it when the job's cancel or the deadline stops that. */
    async follow(client, repo, deployment, { deadline, context }) {
        // Saved at once: the post step cancels it if this step is killed while it is in progress (post/cleanup.ts).
        (0,state/* savePagesDeployment */.Ps)(deployment.id);
        try {
            await (0,heartbeat/* withHeartbeat */.px)(`following Pages deployment ${deployment.id}`, (beat) => (0,pages_deployment.followPagesDeployment)(client, repo, deployment, deadline, (status) => {
                beat.moved();
                runner/* info */.pq(`Pages deployment ${deployment.id}: ${status.replace(/_/g, ' ')}.`);
            }));
        }
        catch (error) {
            if (!(error instanceof pages_deployment.DeploymentFailed))
                await this.cancel(repo, deployment, context);
            throw error;
        }
        finally {
            // Ended (live, failed, or cancelled here): nothing left for the post step.
            (0,state/* savePagesDeployment */.Ps)('');
        }
    }
    /**
     * Cancels the deployment, the job's cancel or the deadline having stopped its following: by a client of its own,
     * since the job's (already cancelled) signal ends every call of the run's client.
     */
    async cancel(repo, deployment, context) {
        const limits = { timeoutMs: CANCEL_TIMEOUT_MS, signal: new AbortController().signal };
        const client = await context.credentials
            .apiClient(github_client/* connectApi */.Xm, (0,github_client/* apiUrlOf */.po)(process.env), limits)
            ?.catch(() => undefined);
        if (client)
            await (0,pages_deployment.cancelPagesDeployment)(client, repo, deployment);
    }
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


/***/ })

};

//# sourceMappingURL=341.index.js.map