export const id = 742;
export const ids = [742];
export const modules = {

/***/ 37742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   buildFailure: () => (/* binding */ buildFailure),
/* harmony export */   domainProblem: () => (/* binding */ domainProblem),
/* harmony export */   followPagesBuild: () => (/* binding */ followPagesBuild),
/* harmony export */   reportDomainHealth: () => (/* binding */ reportDomainHealth)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(58382);
/* harmony import */ var _processes_processes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(21856);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73116);
/* harmony import */ var _git_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5230);





/**
 * Follows GitHub Pages' build of `commit` (the pushed tip of the branch Pages serves) until it is built; throws, with
 * GitHub's message and the fix, when it errors. A build of another commit is not this one's: it is waited past,
 * unless it was created after the push (a later deploy's build, which serves that deploy's site).
 */
async function followPagesBuild(client, repo, commit, options) {
    const started = Date.now();
    const deadline = started + options.timeoutMs;
    let status = 'not started';
    let failures = 0; // reads in a row GitHub's side failed (5xx, no answer): waited out to the deadline
    for (;;) {
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .throwIfCancelled */ .dZ)(options.signal);
        let build;
        try {
            build = await latestBuild(client, repo);
            failures = 0;
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD && error.passes))
                throw error;
            failures += 1;
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Reading the Pages build failed (${failures} in a row): ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}`);
        }
        if (build?.commit === commit) {
            status = build.status;
            if (build.status === 'built')
                return { kind: 'built', seconds: Math.round(build.duration / 1000) };
            if (build.status === 'errored')
                throw new Error(buildFailure(repo, commit, build, options.settingsPage));
        }
        else if (build?.commit && new Date(build.created_at) > options.pushedAt) {
            return { kind: 'superseded', commit: build.commit };
        }
        const delay = failures > 0 ? (0,_git_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .backoffMs */ .jo)(failures) : options.delayMs(Date.now() - started);
        if (Date.now() + delay > deadline)
            return { kind: 'timed out', status };
        await (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_1__/* .waitUnlessCancelled */ .Tj)(delay, options.signal);
    }
}
/** The latest Pages build; undefined before the first one (GitHub answers 404). */
async function latestBuild(client, { owner, name }) {
    try {
        return await client.call({ what: `reading the latest GitHub Pages build of ${owner}/${name}`, permission: 'pages: read' }, { method: 'GET', path: '/repos/{owner}/{repo}/pages/builds/latest', params: { owner, repo: name } });
    }
    catch (error) {
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ApiError */ .hD && error.status === 404 && /^not found$/i.test(error.githubMessage))
            return undefined;
        throw error;
    }
}
/** What a build that errored says, and what to do about it, by the causes GitHub's messages name. */
function buildFailure({ owner, name }, commit, build, settingsPage) {
    const said = build.error.message?.trim() || 'no message';
    const head = `GitHub Pages could not build ${owner}/${name} at ${commit.slice(0, 12)} (the commit this step pushed): ` +
        `"${said}". The push landed, but the site served is still the one before it.`;
    const fix = /jekyll|liquid|_config\.yml|front matter|layout/i.test(said)
        ? ' GitHub ran Jekyll on the pushed files: keep "nojekyll: true" (the default), which publishes the files as ' +
            'they are, or fix what Jekyll names.'
        : /\b(?:100 ?MB|too large|exceeds|file size|size limit)\b/i.test(said)
            ? ' A file is over what GitHub Pages takes (100 MB a file, 1 GB a site): leave it out with "exclude", or ' +
                'host it elsewhere (Git LFS files are not served by Pages).'
            : /submodule/i.test(said)
                ? ' The pushed tree names a submodule GitHub cannot read: publish its files instead.'
                : ` See the build's log in the repository's Actions tab ("pages build and deployment"), and ${settingsPage}.`;
    return head + fix;
}
/**
 * The custom domain's DNS health, said once as a warning when GitHub finds a problem with it; nothing when the check
 * is still running (202), the site has no custom domain, or the token may not ask (all in the debug log).
 */
async function reportDomainHealth(client, { owner, name }) {
    let health;
    try {
        health = await client.call({ what: `reading the GitHub Pages domain health of ${owner}/${name}`, permission: 'pages: read' }, { method: 'GET', path: '/repos/{owner}/{repo}/pages/health', params: { owner, repo: name } });
    }
    catch (error) {
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(`Pages domain health not read: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}`);
        return undefined;
    }
    const domain = health.domain;
    if (!domain?.host)
        return undefined;
    const problem = domainProblem(domain);
    if (problem)
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(problem);
    return problem;
}
/** What is wrong with a custom domain, by GitHub's health check, and the DNS records to fix; '' when nothing is. */
function domainProblem(domain) {
    const host = domain.host ?? '';
    const records = domain.is_apex_domain
        ? "A records to GitHub Pages' addresses (185.199.108.153, .109.153, .110.153, .111.153)"
        : 'a CNAME record to <owner>.github.io';
    if (domain.dns_resolves === false) {
        return `GitHub Pages says the custom domain ${host} does not resolve: give it ${records}.`;
    }
    if (domain.is_valid === false || domain.is_pointed_to_github_pages_ip === false) {
        const reason = domain.reason ? ` (${domain.reason})` : '';
        return (`GitHub Pages says the custom domain ${host} does not point at GitHub Pages${reason}: give it ${records}, ` +
            'and remove other A, AAAA or CNAME records of that name.');
    }
    if (domain.https_error) {
        return `GitHub Pages cannot serve ${host} over HTTPS yet: "${domain.https_error}". It retries on its own once DNS is right.`;
    }
    return '';
}


/***/ })

};

//# sourceMappingURL=742.index.js.map