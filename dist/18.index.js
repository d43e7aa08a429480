export const id = 18;
export const ids = [18];
export const modules = {

/***/ 65473:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OZ: () => (/* binding */ ANSWERED),
/* harmony export */   ko: () => (/* binding */ deleteWhenLanded)
/* harmony export */ });
/* unused harmony export settleMs */
/**
 * How long a server may take to land a push it got whole before the pusher was cut off (it indexes the pack and
 * checks it after): two seconds, and one more per 10 MiB it sent, at most 30 s.
 */
function settleMs(bytes) {
    return Math.min(30_000, 2_000 + Math.round(bytes / (10 * 1024 * 1024)) * 1_000);
}
const POLL_MS = 250;
/**
 * Waits for `landing.ref`, whose push was cut short (a cancel, a kill, a lost connection), to land after all, as it
 * does when the server got the whole pack: deletes it then. Gives up after `settleMs` (the push did not get through).
 * Returns whether it landed.
 */
async function deleteWhenLanded(remote, landing, branch) {
    const prefix = landing.ref.slice(0, landing.ref.lastIndexOf('/') + 1);
    const deadline = Date.now() + settleMs(landing.bytes);
    while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if ((await remote.refsUnder(prefix)).includes(landing.ref)) {
            await remote.deleteRefs([landing.ref], branch);
            return true;
        }
    }
    return false;
}
/** Kinds of failure that are the server's answer to a push: it landed nothing, and lands nothing later. */
const ANSWERED = new Set([
    'auth',
    'permission',
    'not-found',
    'too-large',
    'push-too-large',
    'protected',
    'missing-object',
]);


/***/ }),

/***/ 91524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DW: () => (/* binding */ splitPushes),
/* harmony export */   Hb: () => (/* binding */ Uploads),
/* harmony export */   KG: () => (/* binding */ uploadPrefixes),
/* harmony export */   iO: () => (/* binding */ describeSplit),
/* harmony export */   kR: () => (/* binding */ explainRefused)
/* harmony export */ });
/* unused harmony export partition */
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var _shared_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22250);
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(58382);
/* harmony import */ var _processes_processes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21856);
/* harmony import */ var _shared_state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8356);
/* harmony import */ var _git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(55332);
/* harmony import */ var _late_refs_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(65473);
// Sends a deploy larger than "push-size-limit" in parts: the new files in groups under the limit, each pushed to a
// temporary ref, so that the branch's own push carries only its folders; the temporary refs go when the deploy ends.







/** What a pack holds besides its objects: a 12-byte header and a 20-byte checksum. */
const PACK_FRAME = 32;
/** A commit of ours (the deploy's, with a long message, or a part's), with its pack entry: at most this. */
const COMMIT_BYTES = 4096;
/** One file in a part's tree: `100644 <id in hex>\0<id>`, which compression barely shrinks. */
const TREE_ENTRY_BYTES = 68;
/**
 * The pushes a deploy takes under `limit` bytes a push. The sizes are those of the objects in the pack that
 * stored them, which a push sends as they are (git reuses the compressed data; deltas it finds only shrink it).
 */
function splitPushes(stored, limit) {
    const blobBytes = stored.blobs.reduce((sum, blob) => sum + blob.bytes, 0);
    const bytes = PACK_FRAME + COMMIT_BYTES + stored.treeBytes + blobBytes;
    return { bytes, parts: bytes <= limit ? [] : partition(stored.blobs, limit) };
}
/**
 * Groups the blobs, in order (the site's, so a part holds neighbouring files), into parts whose push stays under
 * `limit` bytes, each filled before the next starts. A blob over the limit by itself makes a part of its own,
 * which the server may still refuse (GitHub takes files of up to 100 MiB only; the stage refused larger ones).
 */
function partition(blobs, limit) {
    const parts = [];
    let part;
    for (const blob of blobs) {
        const bytes = blob.bytes + TREE_ENTRY_BYTES;
        if (!part || (part.blobs.length > 0 && part.bytes + bytes > limit)) {
            part = { blobs: [], bytes: PACK_FRAME + COMMIT_BYTES };
            parts.push(part);
        }
        part.blobs.push(blob.sha);
        part.bytes += bytes;
    }
    return parts;
}
/** The log's account of a plan: nothing for one push, else why and how the deploy is split. */
function describeSplit(plan, limit) {
    if (plan.parts.length === 0)
        return '';
    return (`The new objects come to ${(0,_shared_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(plan.bytes)}, over "push-size-limit" (${(0,_shared_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(limit)}): ` +
        `they go in ${plan.parts.length} parts, each to a temporary ref, then the branch moves in a last push ` +
        `(${plan.parts.length + 1} pushes).`);
}
/**
 * The temporary refs of one publish, under a name no other deploy uses. Every attempt adds to them (a part pushed
 * once is not sent again: the server advertises it, and git sends only what it lacks), and they are deleted once,
 * when the publish ends, whether it landed or not.
 */
/** The temporary refs of this step's publishes not deleted yet: what the post step of a killed main step deletes. */
const pending = [];
/** The prefixes a publish's temporary refs may have on the server: its own refs, or branches (see `choosePrefix`). */
function uploadPrefixes(id) {
    return [`refs/pages-push/upload/${id}/`, `refs/heads/pages-push/upload/${id}/`];
}
class Uploads {
    branch;
    signal;
    id = process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex');
    /**
     * The ref of the push started last, until the server has it or refused it: a push cut short may still land it
     * (see `deleteWhenLanded`), so the publish's end and the post step wait for it.
     */
    landing;
    /** Where the temporary refs go (see `choosePrefix`); empty until a first ref landed there. */
    prefix = '';
    count = 0;
    /** The server the parts went to (every attempt's is the same). */
    remote;
    /** The commits of the parts this attempt pushed. */
    partCommits = [];
    constructor(branch, 
    /** The job's cancel (see index.ts). */
    signal) {
        this.branch = branch;
        this.signal = signal;
    }
    /**
     * Pushes each part as a commit of its own (a tree of its files, named by their ids, no parent) to a temporary
     * ref. `git` is the temporary repository's, with the deploy's identity for the commits.
     */
    async send(parts, git, remote, limit) {
        this.partCommits = [];
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfCancelled */ .dZ)(this.signal);
        if (parts.length === 0)
            return;
        for (const [index, part] of parts.entries()) {
            // A cancelled job starts no further upload; the refs made so far are deleted on the way out.
            (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfCancelled */ .dZ)(this.signal);
            const tree = await git.output(['mktree'], {
                input: part.blobs.map((sha) => `100644 blob ${sha}\t${sha}\n`).join(''),
            });
            const message = `pages-push: part ${index + 1} of ${parts.length} of a deploy to ${this.branch}, deleted after it`;
            const commit = await git.output(['commit-tree', tree, '-m', message]);
            const ref = await this.newRef(git, remote);
            const files = `${part.blobs.length} file ${part.blobs.length === 1 ? 'content' : 'contents'}`;
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Part ${index + 1} of ${parts.length}: ${files}, at most ${(0,_shared_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(part.bytes)}, to ${ref}`);
            this.land(ref, part.bytes);
            try {
                await remote.pushRef(commit, ref, this.branch);
            }
            catch (error) {
                if (error instanceof _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS && _late_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .ANSWERED */ .OZ.has(error.kind))
                    this.land(undefined);
                throw explainRefused(error, part.bytes, limit);
            }
            this.partCommits.push(commit);
        }
    }
    /**
     * A commit to push with the branch, to a temporary ref, whose parents are the parts' commits and `onServer`, the
     * old branch's commits whose trees the new one uses without having them as ancestors (a shortened or replaced
     * history's, see history.ts); none when there is neither. git counts as the server's only what the pushed commits
     * reach through their parents: without it, a new branch's push would send every file of the parts again (a
     * server's limit refuses it), and a new root commit every unchanged file, which is not here to send.
     */
    async edges(git, onServer) {
        if (this.partCommits.length === 0 && onServer.length === 0)
            return undefined;
        const emptyTree = await git.output(['mktree'], { input: '' });
        const parents = [...onServer, ...this.partCommits].flatMap((sha) => ['-p', sha]);
        const message = `pages-push: what the server has of a deploy to ${this.branch}, deleted after it`;
        return git.output(['commit-tree', emptyTree, ...parents, '-m', message]);
    }
    /**
     * A new temporary ref of this publish on `remote` (a part's, or the one a rewrite of the history pushes with the
     * branch), under the prefix the server takes, chosen on first use; it is deleted with the others at the end.
     */
    async newRef(git, remote) {
        this.remote = remote;
        // Its push follows: none starts after the cancel.
        (0,_processes_processes_js__WEBPACK_IMPORTED_MODULE_2__/* .throwIfCancelled */ .dZ)(this.signal);
        if (!this.prefix) {
            // Saved before the first ref is pushed: a step killed from here on leaves them to its post step.
            pending.push({ url: remote.target.url, id: this.id });
            (0,_shared_state_js__WEBPACK_IMPORTED_MODULE_3__/* .saveUploads */ .A4)(pending);
            this.prefix = await this.choosePrefix(git, remote);
        }
        this.count += 1;
        const ref = `${this.prefix}${this.count}`;
        // Its push follows (the branch's, with the edges; a signed commit's objects): noted as landing until the end.
        this.land(ref, COMMIT_BYTES);
        return ref;
    }
    /** Notes the ref a push is about to land (or none), where the post step of a killed main step reads it. */
    land(ref, bytes = 0) {
        this.landing = ref === undefined ? undefined : { ref, bytes };
        const saved = pending.find((each) => each.id === this.id);
        if (!saved)
            return;
        if (this.landing)
            saved.landing = this.landing;
        else
            delete saved.landing;
        (0,_shared_state_js__WEBPACK_IMPORTED_MODULE_3__/* .saveUploads */ .A4)(pending);
    }
    /**
     * Deletes every temporary ref this publish made, in one push. The deploy's outcome stands whatever happens here:
     * a failure is a warning that says how to delete them by hand.
     */
    async remove() {
        const remote = this.remote;
        if (!remote)
            return;
        // Before a prefix was chosen (its first push failed, or the job was cancelled while it ran), either may hold one.
        const prefixes = this.prefix ? [this.prefix] : uploadPrefixes(this.id);
        let refs;
        try {
            // Asked, not assumed: a part whose push failed may or may not have landed.
            refs = [];
            for (const prefix of prefixes)
                refs.push(...(await remote.refsUnder(prefix)));
            if (refs.length > 0)
                await remote.deleteRefs(refs, this.branch);
            // A push cut short (a cancel) may land its ref after this listing: waited for, as the server lands it.
            const landing = this.landing;
            if (landing && !refs.includes(landing.ref) && (await (0,_late_refs_js__WEBPACK_IMPORTED_MODULE_5__/* .deleteWhenLanded */ .ko)(remote, landing, this.branch))) {
                refs.push(landing.ref);
            }
            if (refs.length > 0) {
                const under = prefixes.join(' and ');
                _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Deleted the ${refs.length} temporary ${refs.length === 1 ? 'ref' : 'refs'} under ${under}.`);
            }
            this.forget();
        }
        catch (error) {
            const patterns = prefixes.map((prefix) => `'${prefix}*'`).join(' ');
            const how = refs?.length
                ? `\`git push ${remote.target.url} --delete ${refs.join(' ')}\``
                : `\`git push ${remote.target.url} --delete <ref>\` for each ref \`git ls-remote ${remote.target.url} ${patterns}\` lists`;
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not delete the temporary refs under ${prefixes.join(' and ')} on ${remote.target.url}: ${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_6__/* .errorMessage */ .g)(error)}\n` +
                `They hold only files of this deploy; delete them with ${how}.`);
        }
    }
    /** Takes this publish's refs off the list the post step would delete: they are deleted, or were never made. */
    forget() {
        const index = pending.findIndex((saved) => saved.id === this.id);
        if (index === -1)
            return;
        pending.splice(index, 1);
        (0,_shared_state_js__WEBPACK_IMPORTED_MODULE_3__/* .saveUploads */ .A4)(pending);
    }
    /**
     * Refs of our own (`refs/pages-push/upload/<id>/`) on GitHub are no branch: no push event, no workflow run, no
     * branch rule, nothing in the branch list. A server that takes only branches and tags refuses them, and then
     * the parts go to branches (`refs/heads/pages-push/upload/<id>/`). An empty commit pushed first tells which, in
     * one round trip, before a part is uploaded; it is deleted with the parts.
     */
    async choosePrefix(git, remote) {
        const tree = await git.output(['mktree'], { input: '' });
        const commit = await git.output(['commit-tree', tree, '-m', `pages-push: the parts of a deploy to ${this.branch}`]);
        const [own, branches] = uploadPrefixes(this.id);
        try {
            this.land(`${own}0`);
            await remote.pushRef(commit, `${own}0`, this.branch);
            return own;
        }
        catch (error) {
            if (!(error instanceof _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS) || error.kind !== 'other')
                throw error;
            this.land(undefined); // refused: the server's answer
            _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`The server refused a ref under refs/pages-push/: the temporary refs go to branches under ${branches}.`);
        }
        try {
            this.land(`${branches}0`);
            await remote.pushRef(commit, `${branches}0`, this.branch);
            return branches;
        }
        catch (error) {
            if (!(error instanceof _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS) || error.kind !== 'other')
                throw error;
            throw new _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS('other', `${error.message}\nA deploy over "push-size-limit" (sent in parts), or one that rewrites the history ` +
                '("history" as a number or "replace"), needs temporary refs, and the server refused them (under refs/pages-push/ and ' +
                'refs/heads/pages-push/): allow the token to create such refs, or raise "push-size-limit" to what the ' +
                'server takes in one push, or set "history: keep".');
        }
    }
}
/** A push the server refused as too large, with what it sent and the limit it was sent under. */
function explainRefused(error, bytes, limit) {
    if (!(error instanceof _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS) || error.kind !== 'push-too-large')
        return error;
    // After the cause and the fix, before git's own words.
    const at = error.message.indexOf('\ngit said:');
    const fix = at === -1 ? error.message : error.message.slice(0, at);
    const sent = `(This push sent at most ${(0,_shared_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(bytes)}; "push-size-limit" is ${(0,_shared_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .formatBytes */ .z)(limit)}.)`;
    return new _git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .GitError */ .XS(error.kind, `${fix} ${sent}${at === -1 ? '' : error.message.slice(at)}`);
}


/***/ }),

/***/ 70606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ addOrigin),
/* harmony export */   d: () => (/* binding */ initBare)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// The bare repositories the action makes for itself (the deploy's, and the target check's scratch ones), written
// as `git init --bare` and `git remote add` would write them, without starting git: each of those processes cost
// a few milliseconds of the step's fixed time, more while the server shares the machine's cores. The few small
// writes are synchronous: the target check's git commands start at once, not each after the event loop has seen
// every write end (with the site read meanwhile, that took a few milliseconds a write).



/**
 * Makes `gitDir` (an empty folder of ours) a bare repository: what git needs to take it for one (HEAD, config,
 * objects, refs), and nothing from git's templates (no sample hooks, no description).
 */
function initBare(gitDir) {
    for (const folder of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags']) {
        node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync(node_path__WEBPACK_IMPORTED_MODULE_2__.join(gitDir, folder), { recursive: true });
    }
    node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync(node_path__WEBPACK_IMPORTED_MODULE_2__.join(gitDir, 'HEAD'), 'ref: refs/heads/main\n');
    node_fs__WEBPACK_IMPORTED_MODULE_0__.writeFileSync(node_path__WEBPACK_IMPORTED_MODULE_2__.join(gitDir, 'config'), '[core]\n\trepositoryformatversion = 0\n\tbare = true\n');
}
/** Adds `url` as the repository's `origin`, fetching every branch, as `git remote add origin <url>` does. */
async function addOrigin(gitDir, url) {
    if (/[\0\n\r]/.test(url))
        throw new Error(`The target address ${JSON.stringify(url)} holds a line break.`);
    const quoted = `"${url.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.appendFile(node_path__WEBPACK_IMPORTED_MODULE_2__.join(gitDir, 'config'), `[remote "origin"]\n\turl = ${quoted}\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`);
}


/***/ }),

/***/ 23142:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V$: () => (/* binding */ Remote),
  kt: () => (/* binding */ checkBranchNameWithGit),
  Xq: () => (/* binding */ refuseBadBranchName),
  oW: () => (/* binding */ tagExistsMessage)
});

// UNUSED EXPORTS: findRef

// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/git/git.ts + 1 modules
var git = __webpack_require__(55332);
;// CONCATENATED MODULE: ./src/git/errors.ts
// Maps git's stderr to what went wrong and what to do about it; never just "exit code 128".

/** Removes any `user:password@` from URLs in git's output before it is shown. */
function scrubUrls(text) {
    return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1');
}
/** curl's low-speed limit, or ssh's keep-alives, stopped a transfer that no longer moved. */
const STALLED = /Operation too slow|Timeout, server \S+ not responding/i;
/**
 * git (ours, or the server's) missed an object a push or fetch needs: one pages-push told it to send or take without
 * having it. Tried before the network's kinds, since the push then also ends in "the remote end hung up".
 */
const MISSING_OBJECT = /\b(?:unable to read(?: blob| tree| commit| tag)?|missing (?:blob|tree|commit|tag)(?: object)?|bad object|did not receive expected object|could not read)\s+'?([0-9a-f]{40}(?:[0-9a-f]{24})?)\b|missing necessary objects/i;
/** The object a missing-object failure names, or empty. */
function missingObjectId(stderr) {
    return MISSING_OBJECT.exec(stderr)?.[1] ?? '';
}
function classifyGitFailure(stderr) {
    if (MISSING_OBJECT.test(stderr))
        return 'missing-object';
    if (/Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No \S+ host key is known/i.test(stderr)) {
        return 'host-key';
    }
    if (/Permission denied \(publickey|marked as read only|deploy keys? (is|are) disabled/i.test(stderr))
        return 'ssh-key';
    if (/GH001|exceeds GitHub's file size limit|file size limit/i.test(stderr))
        return 'too-large';
    // receive.maxInputSize (GitHub: 2 GiB) as git reports it, or a proxy's limit on the request: before the network
    // kinds, since the push fails as an RPC failure too, and sending it again would fail the same way.
    if (/pack exceeds maximum allowed size|returned error: 413|HTTP 413|Request Entity Too Large/i.test(stderr)) {
        return 'push-too-large';
    }
    // A token without the `workflow` scope may not change .github/workflows: a permission, not a branch rule.
    if (/without `?workflow`? scope/i.test(stderr))
        return 'permission';
    if (/GH006|GH013|protected branch|rule violations/i.test(stderr))
        return 'protected';
    if (/returned error: 401|Authentication failed|could not read (Username|Password)|Invalid username or (password|token)|terminal prompts disabled/i.test(stderr)) {
        return 'auth';
    }
    if (/returned error: 403|Permission to .* denied|permission denied|write access to repository not granted/i.test(stderr)) {
        return 'permission';
    }
    if (/Repository not found|repository '.*' not found|returned error: 404|does not appear to be a git repository/i.test(stderr)) {
        return 'not-found';
    }
    if (STALLED.test(stderr))
        return 'network';
    if (/Could not resolve host|Failed to connect|Connection refused|Connection reset|Connection timed out|Operation timed out|timed out|returned error: 5\d\d|RPC failed|early EOF|unexpected disconnect|the remote end hung up|SSL_ERROR|TLS|transfer closed|Empty reply from server/i.test(stderr)) {
        return 'network';
    }
    return 'other';
}
/** An Error whose message names the cause and the fix, with git's own words (scrubbed) after it. */
function explainGitFailure(stderr, context) {
    const kind = classifyGitFailure(stderr);
    const { target } = context;
    const where = target.owner ? `${target.owner}/${target.name}` : target.url;
    const details = scrubUrls(stderr.trim());
    const fix = (() => {
        switch (kind) {
            case 'auth':
                return target.sameRepository
                    ? `The git server refused the token for ${target.url}: it is missing, expired or revoked. For the same ` +
                        'repository, leave "token" unset to use the workflow token and give the job `permissions: contents: write`.'
                    : `The git server refused the token for ${target.url}: it is missing, expired, revoked or of the wrong ` +
                        `kind. Pushing to another repository needs a personal access token stored as a secret and passed as ` +
                        `"token": a classic token with the "repo" scope ("public_repo" for a public target), or a ` +
                        `fine-grained token with Contents: Read and write on ${where}. The workflow token cannot push to another repository.`;
            case 'permission':
                if (/without `?workflow`? scope/i.test(stderr)) {
                    return (`The token may not change workflow files (.github/workflows) in ${where}: GitHub needs the ` +
                        '"workflow" scope (classic token) or Workflows: Read and write (fine-grained) for that. Add it, or ' +
                        'keep .github/workflows out of the published branch.');
                }
                return target.sameRepository
                    ? `The token may not ${context.action === 'push' ? 'push to' : 'read'} ${where}. Give the workflow ` +
                        '`permissions: contents: write` (or allow "Read and write permissions" under Settings → Actions → ' +
                        'General → Workflow permissions).'
                    : `The token may not ${context.action === 'push' ? 'push to' : 'read'} ${where}. A classic personal ` +
                        `access token needs the "repo" scope ("public_repo" for a public target); a fine-grained one needs ` +
                        `Contents: Read and write on ${where}. The workflow token cannot push to another repository.`;
            case 'not-found':
                return (`Repository ${target.url} was not found. Check "repository" (or the deploy repo in the site config), ` +
                    `and that the token can see it: a private repository looks missing to a token without access to it.`);
            case 'ssh-key':
                return (`The SSH server refused the deploy key ${context.keyFingerprint ?? ''}`.trimEnd() +
                    `: it is not a deploy key of ${where}, or it may only read. Add its public half under the target's ` +
                    'Settings → Deploy keys with "Allow write access" (the fingerprint above tells which key it is).');
            case 'host-key':
                return (`The SSH host key of ${target.host} does not match the pinned keys, so nothing was sent. If the server's ` +
                    'key really changed, put its new key in the "known-hosts" input (`ssh-keyscan` output checked against ' +
                    "a fingerprint you trust); github.com's published keys are built in.");
            case 'too-large':
                return ('The server refused a file over its size limit (GitHub: 100 MiB). Remove or shrink the file named ' +
                    'above, or keep it out of the publish folder.');
            case 'push-too-large':
                return ('The server refused the push as too large: it takes less in one push than this one sent (GitHub: 2 GiB). ' +
                    'Set "push-size-limit" below the server\'s limit, so pages-push sends the new files in several pushes.');
            case 'protected':
                if (context.rewrite) {
                    return (`The branch "${context.branch ?? ''}" is protected by a rule that refused this push: "${context.rewrite}" ` +
                        'rewrites the branch\'s history (a force-push), which the rule does not allow. Set "history: keep" (the ' +
                        "default) to add each deploy on top of the branch instead, or allow force-pushes in the branch's rule.");
                }
                return (`The branch "${context.branch ?? ''}" is protected by a rule that refused this push. Allow the ` +
                    'token to push to it, deploy to an unprotected branch, or note that `history: replace` cannot force-push a protected branch.');
            case 'network':
                if (STALLED.test(stderr)) {
                    return (`The server at ${target.url} stopped answering: nothing moved for as long as "network-timeout" allows, ` +
                        'so the attempt was stopped. Re-run the job; raise "network-timeout" only for a link that pauses longer.');
                }
                return (`Could not reach ${target.url}: the network or the server failed. Re-run the job; if it keeps ` +
                    'failing, check the server address and its status.');
            case 'missing-object': {
                const id = missingObjectId(stderr);
                return (`git could not ${context.action === 'push' ? 'push to' : 'read'} ${target.url}: an object it needed is ` +
                    `missing${id ? ` (${id})` : ''}. This is a bug of pages-push, not a failure of the network or of the ` +
                    'server, and trying again would fail the same way: please report it in the issues of pages-push with ' +
                    'this log.' +
                    (context.rewrite
                        ? ` Until it is fixed, "history: keep" (the default) deploys without the rewrite ("${context.rewrite}").`
                        : ''));
            }
            default:
                return `git could not ${context.action === 'push' ? 'push to' : 'read'} ${target.url}.`;
        }
    })();
    return new git/* GitError */.XS(kind, details ? `${fix}\ngit said: ${details}` : fix);
}

// EXTERNAL MODULE: ./src/git/refname.ts
var refname = __webpack_require__(61202);
;// CONCATENATED MODULE: ./src/git/remote.ts
// One git server, bound once to its target: every command that talks to it, and each failure explained.




class Remote {
    git;
    target;
    keyFingerprint;
    constructor(git, target, 
    /** The deploy key's `SHA256:…`, so a refused key can be matched with the target's deploy keys. */
    keyFingerprint) {
        this.git = git;
        this.target = target;
        this.keyFingerprint = keyFingerprint;
    }
    /** The same server, reached from the repository at `gitDir` (its `origin` is the target). */
    from(gitDir) {
        return new Remote(this.git.with({ GIT_DIR: gitDir }), this.target, this.keyFingerprint);
    }
    /**
     * Asks for the branch's tip, and for the default branch when the branch follows the remote's (a
     * `<owner>.github.io` target). This is the first contact with the server: a wrong token or name fails here,
     * before any build time is spent.
     */
    async probe(branch, options = {}) {
        const args = ['ls-remote', '--symref', '--', this.target.url, 'HEAD'];
        if (branch)
            args.push(`refs/heads/${branch}`);
        // The tag the deploy will make, asked in the same round trip: one that exists already fails before the build.
        if (options.tag)
            args.push(`refs/tags/${options.tag}`);
        const result = await this.run(args, 'read');
        const tagged = options.tag && findRef(result.stdout, `refs/tags/${options.tag}`) ? { tagExists: true } : {};
        const symref = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(result.stdout);
        if (branch) {
            const head = symref?.[1] ? { defaultBranch: symref[1] } : {};
            return { branch, tip: findRef(result.stdout, `refs/heads/${branch}`), ...head, ...tagged };
        }
        // No branch named: follow the remote's default branch, whose tip is HEAD's; an empty repository gets `main`.
        return { branch: symref?.[1] ?? 'main', tip: symref ? findRef(result.stdout, 'HEAD') : '', ...tagged };
    }
    /**
     * Whether the credentials may push, asked before any build time is spent: a dry-run push (of a deletion, so
     * nothing is sent) from the empty repository at `gitDir` makes the server check them on its receive-pack, which
     * refuses a token or key that may only read (HTTP 401/403, a read-only deploy key).
     */
    async checkWrite(gitDir) {
        const probe = ':refs/heads/pages-push/write-check';
        const args = ['push', '--dry-run', '--porcelain', '--', this.target.url, probe];
        const result = await this.git.with({ GIT_DIR: gitDir }).remote(args);
        if (result.exitCode !== 0)
            throw this.explain(`${result.stdout}\n${result.stderr}`, { action: 'push' });
    }
    /** The branch's tip now, or empty when it does not exist. */
    async tip(branch) {
        const ref = `refs/heads/${branch}`;
        const result = await this.run(['ls-remote', '--', this.target.url, ref], 'read');
        return findRef(result.stdout, ref);
    }
    /**
     * Fetches the branch's tip commit and its trees only (depth 1, no blobs) into `ref` of this repository, from its
     * `origin`, or from the target itself into a repository that has no remote (`asPack`: kept as one pack, never
     * unpacked into loose objects, for the target check's prefetch; see tip.ts).
     */
    async fetchTip(branch, ref, options = {}) {
        const prefix = options.asPack ? ['-c', 'fetch.unpackLimit=1', '-c', `remote.origin.url=${this.target.url}`] : [];
        // Blobs stay on the server (a server without filters just sends them too).
        const args = [...prefix, 'fetch', '--quiet', '--depth=1', '--filter=blob:none', '--no-tags', 'origin'];
        await this.run([...args, `+refs/heads/${branch}:${ref}`], 'read');
    }
    /**
     * A blob that a tree fetched without blobs names, read from the target: git fetches it from the partial
     * repository's promisor remote, the target itself (a fetch of the blob by its id would fail git's check of what
     * it got, in a shallow repository).
     */
    async readBlob(id) {
        return (await this.run(['-c', `remote.origin.url=${this.target.url}`, 'cat-file', 'blob', id], 'read')).stdout;
    }
    /**
     * Fetches the branch's last `depth` commits (or all of them) into `ref`, with what `filter` lets through: their
     * trees (`blob:none`), or the commits alone (`tree:0`).
     */
    async fetchHistory(branch, ref, options) {
        // git's own --unshallow is this depth, but refuses a repository that is not shallow.
        const depth = options.depth === 'all' ? 2147483647 : options.depth;
        const args = ['fetch', '--quiet', `--depth=${depth}`, `--filter=${options.filter}`, '--no-tags', 'origin'];
        await this.run([...args, `+refs/heads/${branch}:${ref}`], 'read');
    }
    /** Clones the branch into `dir`: its tip only, or its whole history. */
    async clone(branch, dir, options) {
        const depth = options.fullHistory ? [] : ['--depth=1'];
        const args = ['clone', '--quiet', ...depth, '--single-branch', '--no-tags', '--branch', branch];
        await this.run([...args, '--', this.target.url, dir], 'read');
    }
    /**
     * Pushes `commit` to the branch from this repository's `origin`: a plain push, or one with a lease on the tip
     * that was read. 'moved' when the branch moved meanwhile; any other refusal throws, explained.
     */
    async push(commit, branch, options) {
        const ref = `refs/heads/${branch}`;
        const lease = options.leaseOn === undefined ? [] : [`--force-with-lease=${ref}:${options.leaseOn}`];
        // The commit that names the kept trees goes with the branch, to a temporary ref (see branch/history.ts), deleted later.
        const refspecs = [
            `${commit}:${ref}`,
            ...(options.tag ? [`refs/tags/${options.tag}:refs/tags/${options.tag}`] : []),
            ...(options.edges ? [`${options.edges.commit}:${options.edges.ref}`] : []),
        ];
        // Several refs go in one atomic push: all land, or none.
        const atomic = refspecs.length > 1 ? ['--atomic'] : [];
        runner/* info */.pq(`Pushing ${commit.slice(0, 7)} to ${this.target.url} (${branch}${options.tag ? `, tag ${options.tag}` : ''})`);
        // No thin pack: its deltas against the server's copies would need the old blobs, which are not fetched.
        const args = ['push', '--porcelain', '--no-thin', ...atomic, ...lease, 'origin', ...refspecs];
        const result = await this.git.remote(args);
        if (result.exitCode === 0)
            return 'pushed';
        const output = `${result.stdout}\n${result.stderr}`;
        if (options.tag && output.includes('(already exists)')) {
            throw new git/* GitError */.XS('other', tagExistsMessage(options.tag, this.target.url));
        }
        if (/\[rejected\].*\((fetch first|non-fast-forward|stale info)\)|failed to lock|cannot lock ref|failed to update ref/.test(output)) {
            return 'moved';
        }
        throw this.refusal(output, branch, `the push to "${branch}"`, undefined, options.rewrite);
    }
    /** Pushes `commit` to a ref of its own that no one else writes (a part of a deploy, see branch/split.ts). */
    async pushRef(commit, ref, branch) {
        const result = await this.git.remote(['push', '--porcelain', '--no-thin', 'origin', `${commit}:${ref}`]);
        if (result.exitCode !== 0)
            throw this.refusal(`${result.stdout}\n${result.stderr}`, branch, `the push to ${ref}`);
    }
    /** The server's refs under `prefix` (ending in `/`). */
    async refsUnder(prefix) {
        const result = await this.run(['ls-remote', '--', this.target.url, `${prefix}*`], 'read');
        return result.stdout
            .split('\n')
            .map((line) => line.split('\t')[1] ?? '')
            .filter((ref) => ref.startsWith(prefix));
    }
    /** Deletes `refs` on the server, in one push. */
    async deleteRefs(refs, branch) {
        const result = await this.git.remote(['push', '--porcelain', 'origin', ...refs.map((ref) => `:${ref}`)]);
        if (result.exitCode !== 0) {
            throw this.refusal(`${result.stdout}\n${result.stderr}`, branch, `to delete ${refs.join(', ')}`, '');
        }
    }
    /**
     * A push's failure, explained; a server-side hook that said no is quoted, after what it refused (`what`, as in
     * "The server refused the push to …") and what that left (`outcome`).
     */
    refusal(output, branch, what, outcome = '; nothing was pushed', rewrite) {
        const failure = this.explain(output, { action: 'push', branch, rewrite });
        if (failure.kind !== 'other' || !output.includes('[remote rejected]'))
            return failure;
        // Its own words are the reason, and trying again would not change them.
        const said = output
            .split('\n')
            .filter((line) => line.startsWith('remote:'))
            .map((line) => line.slice('remote:'.length).trim())
            .filter((line) => line !== '');
        const reason = /\[remote rejected\][^(]*\(([^)]*)\)/.exec(output)?.[1] ?? 'refused';
        return new git/* GitError */.XS('other', `The server refused ${what} of ${this.target.url} (${reason})${outcome}.` +
            (said.length > 0 ? ` It said:\n${scrubUrls(said.join('\n'))}` : `\ngit said: ${scrubUrls(output.trim())}`));
    }
    /** Runs a command that talks to the server; a non-zero exit throws, explained. */
    async run(args, action) {
        const result = await this.git.remote(args);
        if (result.exitCode !== 0)
            throw this.explain(result.stderr, { action });
        return result;
    }
    explain(output, context) {
        return explainGitFailure(output, { target: this.target, keyFingerprint: this.keyFingerprint, ...context });
    }
}
/** The sha `ls-remote` printed for `ref`, or empty. */
function findRef(lsRemoteOutput, ref) {
    for (const line of lsRemoteOutput.split('\n')) {
        const [sha, name] = line.split('\t');
        if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha))
            return sha;
    }
    return '';
}
/** The message for a `tag` that is on the server already: tags are never moved. */
function tagExistsMessage(tag, url) {
    return (`The tag "${tag}" exists already on ${url}, and pages-push never moves a tag: nothing was pushed. Make the ` +
        '"tag" input differ for each deploy (`site-{sha}`, or `deploy-{run}-{attempt}`: "Re-run jobs" keeps the run\'s ' +
        'number, and only `{attempt}` changes), or delete the old tag.');
}
/**
 * Refuses, before any work, a branch name that breaks git's rules (see refNameProblem), with a message naming
 * where it came from.
 */
function refuseBadBranchName(branch, source) {
    const problem = (0,refname/* refNameProblem */.CY)(branch);
    if (problem)
        throw badBranchName(branch, source, problem);
}
/** Git's own verdict on a branch name (`git check-ref-format --branch`), for a rule refNameProblem may lack. */
async function checkBranchNameWithGit(git, branch, source) {
    const result = await git.tryExec(['check-ref-format', '--branch', branch]);
    if (result.exitCode !== 0)
        throw badBranchName(branch, source, 'git refuses it');
}
function badBranchName(branch, source, problem) {
    return new Error(`${source} "${branch}" is not a valid git branch name: ${problem}. Use a name such as "gh-pages" or "main".`);
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

//# sourceMappingURL=18.index.js.map