export const id = 854;
export const ids = [854];
export const modules = {

/***/ 95854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   removeLeftRefs: () => (/* binding */ removeLeftRefs)
/* harmony export */ });
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(58382);
/* harmony import */ var _git_bare_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70606);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55332);
/* harmony import */ var _git_isolation_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(49780);
/* harmony import */ var _git_remote_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(23142);
/* harmony import */ var _branch_split_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(91524);
/* harmony import */ var _branch_late_refs_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(65473);
/* harmony import */ var _git_target_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(51507);
/* harmony import */ var _inputs_settings_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(66807);
// The post step's duty to the remote for a main step killed during a split push (or a history rewrite): delete the
// temporary refs it left there. Loaded only then. The saved state names the target's URL, but a user command can
// write the state file: the credentials go to that URL only where the main step's rules would send them.












/** Deletes the temporary refs each saved upload left on its target; a failure only warns, saying how to do it. */
async function removeLeftRefs(saved, runnerTemp) {
    const work = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_2__.join(runnerTemp, 'pages-push-post-'));
    try {
        const { settings, credentials } = await (0,_inputs_settings_js__WEBPACK_IMPORTED_MODULE_10__/* .readSettings */ .s)();
        await credentials.prepare(work);
        for (const [index, upload] of saved.entries()) {
            const prefixes = (0,_branch_split_js__WEBPACK_IMPORTED_MODULE_7__/* .uploadPrefixes */ .KG)(upload.id);
            // What the server was seen to hold, once listed: a failure after it names those refs, not a guess.
            let listed;
            try {
                const target = reachable(upload.url, settings);
                if (!target)
                    throw new Error('the credentials of this step go to that host only from the main step');
                const gitDir = node_path__WEBPACK_IMPORTED_MODULE_2__.join(work, `repo-${index}.git`);
                (0,_git_bare_js__WEBPACK_IMPORTED_MODULE_3__/* .initBare */ .d)(gitDir);
                await (0,_git_bare_js__WEBPACK_IMPORTED_MODULE_3__/* .addOrigin */ .M)(gitDir, target.url);
                const deleted = await credentials.use(target, async (auth) => {
                    const env = (0,_git_isolation_js__WEBPACK_IMPORTED_MODULE_5__/* .isolatedGitEnvironment */ .l7)(process.env, auth.config, {
                        allowHttp: target.protocol === 'http',
                        stallMs: settings.networkTimeoutMs,
                    });
                    const remote = new _git_remote_js__WEBPACK_IMPORTED_MODULE_6__/* .Remote */ .V$(new _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .Git */ .TU({ ...env, ...auth.env, GIT_DIR: gitDir }, work), target);
                    const refs = [...(await remote.refsUnder(prefixes[0])), ...(await remote.refsUnder(prefixes[1]))];
                    listed = refs;
                    if (refs.length > 0)
                        await remote.deleteRefs(refs, '');
                    // The push the kill cut short may land after this listing, as a server that got its whole pack does.
                    const landing = upload.landing;
                    if (landing && !refs.includes(landing.ref) && (await (0,_branch_late_refs_js__WEBPACK_IMPORTED_MODULE_8__/* .deleteWhenLanded */ .ko)(remote, landing, ''))) {
                        return refs.length + 1;
                    }
                    return refs.length;
                });
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(deleted > 0
                    ? `Deleted the ${deleted} temporary ${deleted === 1 ? 'ref' : 'refs'} the killed main step left on ${target.url}.`
                    : `The killed main step left no temporary ref on ${target.url}: none of its pushes to one had landed.`);
            }
            catch (error) {
                const refs = listed ?? [];
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(!listed?.length
                    ? `Could not tell whether a killed deploy left temporary refs on ${upload.url}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .errorMessage */ .g)(error)}\n` +
                        `Any there hold only files of that deploy; list them with \`git ls-remote ${upload.url} '${prefixes[0]}*' ` +
                        `'${prefixes[1]}*'\` and delete each with \`git push ${upload.url} --delete <ref>\`.`
                    : `Could not delete the ${refs.length} temporary ${refs.length === 1 ? 'ref' : 'refs'} a killed deploy left ` +
                        `on ${upload.url}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_11__/* .errorMessage */ .g)(error)}\nThey hold only files of that deploy; delete them with ` +
                        `\`git push ${upload.url} --delete ${refs.join(' ')}\`.`);
            }
        }
    }
    finally {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
}
/**
 * The saved URL as a target the step's credentials may reach, by the main step's rules: the token goes to the
 * workflow's server or the host the `repository` input names, a deploy key to a host whose key is pinned (checked
 * when it is opened). A target only the site config named, with a token of its own, is not reached from here.
 */
function reachable(url, settings) {
    const { serverUrl, repository: current } = settings.source;
    const target = (0,_git_target_js__WEBPACK_IMPORTED_MODULE_9__/* .parseTarget */ .hu)(url, serverUrl, current, 'saved state');
    if (target.protocol === 'ssh' || target.trusted)
        return target;
    if (!settings.repository)
        return undefined;
    const named = (0,_git_target_js__WEBPACK_IMPORTED_MODULE_9__/* .parseTarget */ .hu)(settings.repository, serverUrl, current);
    return named.origin.toLowerCase() === target.origin.toLowerCase() ? { ...target, trusted: true } : undefined;
}


/***/ })

};

//# sourceMappingURL=854.index.js.map