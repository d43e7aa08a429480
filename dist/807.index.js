export const id = 807;
export const ids = [807];
export const modules = {

/***/ 55332:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TU: () => (/* binding */ Git),
  XS: () => (/* binding */ GitError),
  _K: () => (/* binding */ gitEnvironment)
});

// EXTERNAL MODULE: ./src/hardening/environment.ts
var environment = __webpack_require__(18615);
// EXTERNAL MODULE: ./src/processes/process-stamps.ts
var process_stamps = __webpack_require__(14597);
// EXTERNAL MODULE: ./src/shared/state.ts
var state = __webpack_require__(8356);
;// CONCATENATED MODULE: ./src/processes/own-processes.ts


const running = new Map();
/** Records `child` (spawned detached: it leads a session of its own) until it exits. */
function trackOwnProcess(child) {
    // Outside a runner's step (no state file: a test of the git wrapper, say) there is no post step to tell.
    if (child.pid === undefined || process.platform === 'win32' || !process.env.GITHUB_STATE)
        return;
    const stamp = (0,process_stamps/* groupStamp */.z8)(child.pid);
    if (!stamp)
        return;
    running.set(child, stamp);
    (0,state/* saveGitGroups */.qC)([...running.values()]);
    child.once('exit', () => {
        running.delete(child);
        (0,state/* saveGitGroups */.qC)([...running.values()]);
    });
}

// EXTERNAL MODULE: ./src/shared/tools.ts
var tools = __webpack_require__(28970);
;// CONCATENATED MODULE: ./src/git/git.ts



/** The one error a git command ends in: its kind, and a message that never holds more than git's own stderr. */
class GitError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
        this.name = 'GitError';
    }
    /** A local command that exited non-zero or ran out of time. */
    static local(args, exitCode, stderr, timedOut) {
        return new GitError('local', timedOut
            ? `git ${args[0] ?? ''} did not finish in time and was stopped.`
            : `git ${args[0] ?? ''} failed (exit code ${exitCode}): ${stderr.trim() || 'no message'}`);
    }
}
/**
 * Variables that would point git at another repository, prompt for a password, or read our pathspecs another way
 * (`GIT_LITERAL_PATHSPECS` makes `:(literal)CNAME` a path of that name: keep-files would keep nothing).
 */
const DROPPED = /^(GIT_DIR|GIT_WORK_TREE|GIT_INDEX_FILE|GIT_OBJECT_DIRECTORY|GIT_ALTERNATE_OBJECT_DIRECTORIES|GIT_NAMESPACE|GIT_CEILING_DIRECTORIES|GIT_ASKPASS|SSH_ASKPASS|GIT_(LITERAL|GLOB|NOGLOB|ICASE)_PATHSPECS)$/;
/**
 * The environment for git child processes: the parent's, less what would redirect or stall git, plus config
 * entries appended after any GIT_CONFIG_COUNT entries the user already set.
 */
function gitEnvironment(base, config, extra = {}) {
    const env = (0,environment/* inheritedEnvironment */.aJ)(base, DROPPED);
    let count = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10);
    if (!Number.isInteger(count) || count < 0)
        count = 0;
    // gc and maintenance off: nothing may write into the temporary repository in the background while it is deleted.
    const entries = [...config, ['gc.auto', '0'], ['maintenance.auto', 'false']];
    for (const [key, value] of entries) {
        env[`GIT_CONFIG_KEY_${count}`] = key;
        env[`GIT_CONFIG_VALUE_${count}`] = value;
        count += 1;
    }
    env.GIT_CONFIG_COUNT = String(count);
    env.GIT_TERMINAL_PROMPT = '0';
    env.GCM_INTERACTIVE = 'never';
    return { ...env, ...extra };
}
const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
class Git {
    env;
    cwd;
    constructor(env, cwd) {
        this.env = env;
        this.cwd = cwd;
    }
    /** The same git with more environment (for example GIT_DIR or an author). */
    with(extra) {
        return new Git({ ...this.env, ...extra }, this.cwd);
    }
    /**
     * Runs a command that talks to the server and returns its output whatever the exit code. It has no time limit of
     * its own: a transfer that keeps moving, however slowly, is never cut; a server that stops answering is stopped
     * by git itself (see `isolatedGitEnvironment`'s low-speed limit, and ssh's keep-alives), which is a network
     * failure that callers retry.
     */
    async remote(args) {
        return this.run(args, { timeoutMs: null });
    }
    /** Runs git and returns its output; throws GitError on a non-zero exit. */
    async exec(args, options = {}) {
        const result = await this.run(args, options);
        if (result.exitCode !== 0)
            throw GitError.local(args, result.exitCode, result.stderr, result.timedOut);
        return result;
    }
    /** Runs git and returns its output whatever the exit code, except a timeout, which throws. */
    async tryExec(args, options = {}) {
        const result = await this.run(args, options);
        if (result.timedOut)
            throw GitError.local(args, result.exitCode, result.stderr, true);
        return result;
    }
    /** Stdout of a command that must succeed, without the final newline. */
    async output(args, options = {}) {
        return (await this.exec(args, options)).stdout.replace(/\n$/, '');
    }
    /**
     * Streams NUL- or newline-separated records of git's stdout to `onRecord`, never holding all of them at once,
     * while `feed` writes git's stdin. Used for trees and for hashing whole sites.
     */
    async stream(args, handlers, options = {}) {
        const child = this.spawn(args);
        const stderr = collect(child.stderr, 64 * 1024);
        const timer = startTimer(child, options.timeoutMs);
        const separator = handlers.separator ?? '\n';
        const done = new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('close', (code) => {
                resolve(code ?? 1);
            });
        });
        const reading = (async () => {
            if (separator === '\n') {
                const lines = process
                    .getBuiltinModule('node:readline')
                    .createInterface({ input: child.stdout, crlfDelay: Infinity });
                for await (const line of lines)
                    handlers.onRecord(line);
            }
            else {
                let rest = '';
                child.stdout.setEncoding('utf8');
                for await (const chunk of child.stdout) {
                    const records = (rest + chunk).split('\0');
                    rest = records.pop() ?? '';
                    for (const record of records)
                        handlers.onRecord(record);
                }
                if (rest)
                    handlers.onRecord(rest);
            }
        })();
        const writing = (async () => {
            // git may exit early (on an error); its stdin then closes and writes fail: the exit code tells why.
            child.stdin.on('error', () => undefined);
            if (handlers.feed) {
                const stdin = child.stdin;
                // A write resolves once git has the chunk, so the feeder may reuse its memory (and never runs ahead).
                await handlers.feed((chunk) => new Promise((resolve) => {
                    if (stdin.destroyed) {
                        resolve();
                        return;
                    }
                    const finish = () => {
                        stdin.off('close', finish);
                        resolve();
                    };
                    stdin.on('close', finish);
                    stdin.write(chunk, finish);
                }));
            }
            child.stdin.end();
        })();
        const [exitCode] = await Promise.all([done, reading, writing]);
        clearTimeout(timer.handle);
        if (exitCode !== 0 || timer.fired)
            throw GitError.local(args, exitCode, await stderr, timer.fired);
    }
    /**
     * Starts a long-lived command that the caller drives through its stdin and stdout (`cat-file --batch`). It has no
     * time limit: it ends when its input does.
     */
    start(args) {
        return this.spawn(args);
    }
    spawn(args) {
        const child = process.getBuiltinModule('node:child_process').spawn((0,tools/* toolPath */.Ou)('git'), args, {
            cwd: this.cwd,
            env: this.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            detached: process.platform !== 'win32',
        });
        trackOwnProcess(child); // what the post step kills first, should this step be killed while git runs
        return child;
    }
    async run(args, options) {
        const child = this.spawn(args);
        const stdout = collect(child.stdout, Number.POSITIVE_INFINITY);
        const stderr = collect(child.stderr, 256 * 1024);
        const timer = startTimer(child, options.timeoutMs);
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
        const exitCode = await new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('close', (code) => {
                resolve(code ?? 1);
            });
        });
        clearTimeout(timer.handle);
        return { exitCode, stdout: await stdout, stderr: await stderr, timedOut: timer.fired };
    }
}
/**
 * Kills git after `timeoutMs`, with the helpers it started (git-remote-http, ssh): on POSIX git runs in a process
 * group of its own, and the whole group goes, so nothing holds the pipes open or lingers after the step.
 */
function startTimer(child, timeoutMs = DEFAULT_TIMEOUT_MS) {
    const timer = { handle: undefined, fired: false };
    if (timeoutMs === null)
        return timer;
    timer.handle = setTimeout(() => {
        timer.fired = true;
        try {
            if (process.platform !== 'win32' && child.pid !== undefined)
                process.kill(-child.pid, 'SIGKILL');
            else
                child.kill('SIGKILL');
        }
        catch {
            child.kill('SIGKILL');
        }
    }, timeoutMs);
    return timer;
}
/** Gathers a stream's text, keeping at most `limit` characters (the tail), so chatty output cannot exhaust memory. */
async function collect(stream, limit) {
    let text = '';
    stream.setEncoding('utf8');
    for await (const chunk of stream) {
        text += chunk;
        if (text.length > limit)
            text = text.slice(text.length - limit);
    }
    return text;
}


/***/ }),

/***/ 49780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EU: () => (/* binding */ stallSeconds),
/* harmony export */   S4: () => (/* binding */ identityEnvironment),
/* harmony export */   l7: () => (/* binding */ isolatedGitEnvironment)
/* harmony export */ });
/* harmony import */ var _git_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55332);
// The environments our git and the deploy command's git run in: isolated from what a user command could have
// written, and the deploy identity.

/**
 * The environment for our own git: `gitEnvironment`, reading no git config but what we pass (not HOME's, not the
 * system's: a user command may have written there), running no hook, and speaking only the protocols a target
 * needs (https and ssh; http only when the target is an http:// one); an HTTP transfer that stops moving for
 * `stallMs` is stopped. A proxy set in the environment (`https_proxy`) and git's own variables
 * (`GIT_SSL_CAINFO`) still work.
 */
function isolatedGitEnvironment(base, config, options) {
    const isolation = [
        ['core.hooksPath', process.platform === 'win32' ? 'NUL' : '/dev/null'],
        // A repository's own config cannot turn these back on: entries from the environment win over config files.
        ['core.fsmonitor', 'false'],
        ['protocol.allow', 'never'],
        ['protocol.https.allow', 'always'],
        ['protocol.ssh.allow', 'always'],
        ['protocol.http.allow', options.allowHttp ? 'always' : 'never'],
        // A transfer that moves less than a byte a second for this long is stopped: a stalled server, not a slow link.
        ['http.lowSpeedLimit', '1'],
        ['http.lowSpeedTime', String(stallSeconds(options.stallMs))],
    ];
    return (0,_git_js__WEBPACK_IMPORTED_MODULE_0__/* .gitEnvironment */ ._K)(base, [...config, ...isolation], {
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: process.platform === 'win32' ? 'NUL' : '/dev/null',
    });
}
/** The `network-timeout` as whole seconds, at least one: what git's and ssh's stall limits take. */
function stallSeconds(ms) {
    return Math.max(1, Math.round(ms / 1000));
}
/** Who a deploy commit is by, as git's environment gives it to commits. */
function identityEnvironment(identity) {
    return {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
    };
}


/***/ }),

/***/ 61202:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CY: () => (/* binding */ refNameProblem),
/* harmony export */   V6: () => (/* binding */ refInsteadOfBranch),
/* harmony export */   X5: () => (/* binding */ ambiguousTag)
/* harmony export */ });
// Git's rules for branch and tag names (check-ref-format), with the reason a name breaks them.
// eslint-disable-next-line no-control-regex -- control characters are among the things git refuses
const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, with the characters git gives a meaning in revisions
const BAD_CHARACTER = /[\u0000-\u0020\u007f~^:?*[\\]/;
/** Why git refuses a branch or tag name (its check-ref-format rules), or empty. */
function refNameProblem(branch) {
    const character = BAD_CHARACTER.exec(branch)?.[0];
    const parts = branch.split('/');
    if (branch === '')
        return 'it is empty';
    if (branch.startsWith('-'))
        return 'it starts with "-", which git would read as an option';
    if (character !== undefined) {
        const shown = SPACE_OR_CONTROL.test(character) ? 'a space or control character' : `"${character}"`;
        return `it holds ${shown}`;
    }
    if (branch.includes('..'))
        return 'it holds ".."';
    if (branch.includes('@{'))
        return 'it holds "@{"';
    if (branch === '@')
        return 'it is "@"';
    if (parts.some((part) => part === ''))
        return 'it starts or ends with "/", or holds "//"';
    if (parts.some((part) => part.startsWith('.')))
        return 'a part of it starts with "."';
    if (parts.some((part) => part.endsWith('.lock')))
        return 'a part of it ends with ".lock"';
    if (branch.endsWith('.'))
        return 'it ends with "."';
    return '';
}
/**
 * Why a ref given where a branch's name belongs is refused (`refs/heads/x` would make `refs/heads/refs/heads/x`),
 * or empty; `where` names the input or config it came from.
 */
function refInsteadOfBranch(branch, where) {
    if (!branch.startsWith('refs/'))
        return '';
    const name = branch.replace(/^refs\/(heads\/)?/, '');
    return `${where} takes a branch's name, not a ref: "${branch}" would create "refs/heads/${branch}". Use "${name}".`;
}
/**
 * Why a tag's name is refused though git would take it, or empty: `HEAD` (`refs/tags/HEAD` beside the HEAD every
 * repository has) and a ref's full name (`refs/heads/gh-pages` would be `refs/tags/refs/heads/gh-pages`, which a
 * short name such as `refs/heads/gh-pages` then names as well as the branch): git warns that either is ambiguous,
 * and picks the other.
 */
function ambiguousTag(tag) {
    if (tag === 'HEAD')
        return 'git reads "HEAD" as the checked-out commit, not as this tag';
    if (!tag.startsWith('refs/'))
        return '';
    return `a tag's name is not a ref: it would create "refs/tags/${tag}", which git confuses with "${tag}"`;
}


/***/ }),

/***/ 97006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kq: () => (/* binding */ repositoryKey),
/* harmony export */   L5: () => (/* binding */ serverName),
/* harmony export */   cl: () => (/* binding */ isWorkflowRepository)
/* harmony export */ });
// Whether a target is the workflow's own repository, however its address is spelled: the guard that refuses to
// publish over the sources' branch must not be passed by another name for the same server.
/** Other names GitHub answers to for the same repositories (SSH over port 443 is `ssh.github.com`). */
const ALIASES = { 'ssh.github.com': 'github.com', 'www.github.com': 'github.com' };
/**
 * The server a host (`name[:port]`, an IPv6 address in brackets) names, as git would reach it: case-folded, without
 * its port and a trailing dot, an IP address in its canonical form (`127.1` is `127.0.0.1`), and every name of
 * this machine (`localhost`, `*.localhost`, 127.0.0.0/8, `[::1]`, `0.0.0.0`) the one server `loopback`. The
 * port is left out on purpose: one server serves a repository over https and ssh, on different ports, and when
 * in doubt the guard takes two addresses for the same server.
 */
function serverName(host) {
    const lower = host.trim().toLowerCase();
    const bracketed = /^(\[[^\]]*\])(?::\d*)?$/.exec(lower);
    let name = bracketed?.[1] ?? lower.replace(/:\d*$/, '');
    try {
        name = new URL(`http://${name}/`).hostname;
    }
    catch {
        // Not a host a URL can hold: compared as written.
    }
    name = name.replace(/\.+$/, '');
    if (isLoopbackName(name))
        return 'loopback';
    return ALIASES[name] ?? name;
}
function isLoopbackName(name) {
    return (name === 'localhost' ||
        name.endsWith('.localhost') ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
        name === '0.0.0.0' ||
        name === '[::1]' ||
        name === '[::]' ||
        // IPv4-mapped 127.0.0.0/8, as the URL parser writes it ([::ffff:127.0.0.1] is [::ffff:7f00:1]).
        /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(name));
}
/** A repository's path as a server takes it: no leading, trailing or doubled slashes, no `.git`, case-folded. */
function repositoryKey(repoPath) {
    return repoPath
        .toLowerCase()
        .replace(/\/{2,}/g, '/')
        .replace(/^\/+|\/+$/g, '')
        .replace(/\.git$/, '')
        .replace(/\/+$/, '');
}
/**
 * Whether a target at `host` with path `repoPath` is `currentRepository` (`owner/name`) on the workflow's server
 * (`serverUrl`): the same server by `serverName`, the same path by `repositoryKey`.
 */
function isWorkflowRepository(target, workflow) {
    if (!workflow.repository)
        return false;
    let serverHost;
    try {
        serverHost = new URL(workflow.serverUrl).host;
    }
    catch {
        return false;
    }
    return (serverName(target.host) === serverName(serverHost) &&
        repositoryKey(target.path) === repositoryKey(workflow.repository));
}


/***/ }),

/***/ 51507:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U9: () => (/* binding */ isLoopback),
/* harmony export */   fi: () => (/* binding */ pageUrl),
/* harmony export */   hu: () => (/* binding */ parseTarget),
/* harmony export */   jN: () => (/* binding */ isUserSite),
/* harmony export */   n2: () => (/* binding */ DEPLOY_REPO),
/* harmony export */   pO: () => (/* binding */ cnameDomain),
/* harmony export */   z: () => (/* binding */ onGitHubDotCom)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58382);
/* harmony import */ var _same_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97006);
// A target's address, parsed and checked: the URL git pushes to (never with credentials), whether the token may go
// there, and the Pages address it will serve. Nothing here talks to a server (remote.ts does).


/** How messages name a target of the site config (it is no input of the action). */
const DEPLOY_REPO = "the repo in _config.yml's deploy";
const OWNER_NAME = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(\.git)?$/;
/**
 * Parses the `repository` input (or the site config's deploy repo): `owner/name` on the Actions server, or a
 * git URL. Credentials in a URL are dropped: the token reaches git through the environment only.
 */
function parseTarget(spec, serverUrl, currentRepository, input = 'repository') {
    const trimmed = spec.trim();
    refuseUnsafe(trimmed, input);
    const server = new URL(serverUrl);
    const shorthand = OWNER_NAME.exec(trimmed);
    if (shorthand && !trimmed.includes(':')) {
        const [, owner = '', name = ''] = shorthand;
        const base = serverUrl.replace(/\/+$/, '');
        return finish({
            url: `${base}/${owner}/${name}.git`,
            protocol: server.protocol === 'http:' ? 'http' : 'https',
            host: server.host,
            origin: `${server.protocol}//${server.host}/`,
            path: `${owner}/${name}`,
        });
    }
    if (/^https?:\/\//i.test(trimmed)) {
        let url;
        try {
            url = new URL(trimmed);
        }
        catch {
            throw badTarget(trimmed, input);
        }
        url.username = '';
        url.password = '';
        url.hash = '';
        url.search = '';
        return finish({
            url: url.toString(),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
            host: url.host,
            origin: `${url.protocol}//${url.host}/`,
            path: decodeURIComponent(url.pathname),
        });
    }
    const sshUrl = /^ssh:\/\/(?:([^@/:-][^@/:]*)(?::[^@/]*)?@)?([^/:-][^/:]*)(?::(\d+))?\/(.+)$/i.exec(trimmed);
    if (sshUrl) {
        // A password in an ssh:// URL is dropped like any other credential; the user name stays (it is `git`).
        const [, user = '', host = '', port = '', repoPath = ''] = sshUrl;
        const url = `ssh://${user ? `${user}@` : ''}${host}${port ? `:${port}` : ''}/${repoPath}`;
        return finish({ url, protocol: 'ssh', host: port ? `${host}:${port}` : host, origin: '', path: repoPath });
    }
    if (/^ssh:\/\//i.test(trimmed))
        throw badTarget(trimmed, input);
    // Neither the user nor the host may start with "-": ssh would read it as an option.
    const scpLike = /^(?:[^@/:-][^@/:]*@)?([^/:@-][^/:@]*):(?!\d+\/)(.+)$/.exec(trimmed);
    if (scpLike) {
        const [, host = '', repoPath = ''] = scpLike;
        return finish({ url: trimmed, protocol: 'ssh', host, origin: '', path: repoPath });
    }
    throw badTarget(trimmed, input);
    function finish(parts) {
        const match = /^\/*([^/]+)\/([^/]+?)(\.git)?\/*$/.exec(parts.path);
        const owner = match?.[1] ?? '';
        const name = match?.[2] ?? '';
        // However the address spells the workflow's server and repository (see same-server.ts).
        const sameRepository = (0,_same_server_js__WEBPACK_IMPORTED_MODULE_0__/* .isWorkflowRepository */ .cl)(parts, { serverUrl, repository: currentRepository });
        const trusted = parts.origin !== '' && parts.origin.toLowerCase() === `${server.protocol}//${server.host}/`.toLowerCase();
        return {
            trusted,
            url: parts.url,
            protocol: parts.protocol,
            host: parts.host,
            origin: parts.origin,
            owner,
            name,
            sameRepository,
        };
    }
}
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * A target is data, never a command: git's transports that run programs (`ext::`, `fd::`), local paths
 * (`file://`), any scheme but https, http and ssh, and a value starting with "-" (an option to git or ssh) or
 * holding control characters are refused before git sees them.
 */
function refuseUnsafe(spec, input) {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(spec)?.[1]?.toLowerCase();
    const why = spec.startsWith('-') || CONTROL.test(spec)
        ? 'it starts with "-" or holds control characters'
        : spec.includes('::')
            ? "it names one of git's transports that run a program"
            : scheme === 'file'
                ? 'it is a local file:// path, and pages-push pushes to a git server (GitHub, GitHub Enterprise, or any ' +
                    "https:// or ssh:// host); to try a deploy locally, serve the repository (the README's example does)"
                : scheme && !['https', 'http', 'ssh'].includes(scheme)
                    ? `it is a ${scheme}:// address`
                    : '';
    if (why) {
        throw new Error(`${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceOf */ .v)(input)} is refused: ${why}. A target is "owner/name" or a git URL (https://…, ssh://…, ` +
            `git@host:path), got "${spec}".`);
    }
}
function badTarget(spec, input) {
    return new Error(`${(0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceOf */ .v)(input)} must be "owner/name" or a git URL (https://…, ssh://…, git@host:path), got "${spec}".`);
}
/**
 * Whether `host` (`name[:port]`) is this machine, where plain http never crosses a network: a `*.localhost` name is
 * loopback by RFC 6761, and git's curl resolves it so itself, without asking any resolver.
 */
function isLoopback(host) {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    return (name === 'localhost' ||
        name.endsWith('.localhost') ||
        name === '[::1]' ||
        /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name));
}
/**
 * The address GitHub Pages serves the branch at, by the rules alone (no API): the domain of `cname`, else
 * github.io's for a target on github.com; '' on any other host, where only its Pages settings know (GitHub
 * Enterprise serves `https://<host>/pages/<owner>/<repo>/` or `https://pages.<host>/<owner>/<repo>/`, see
 * github/pages.ts).
 */
function pageUrl(target, cname) {
    // A CNAME line is the site's text: only a domain name becomes an address (an output, the summary, a link).
    const domain = cnameDomain(cname);
    if (domain)
        return `https://${domain}/`;
    if (!target.owner || !target.name || !onGitHubDotCom(target))
        return '';
    const owner = target.owner.toLowerCase();
    if (target.name.toLowerCase() === `${owner}.github.io`)
        return `https://${owner}.github.io/`;
    return `https://${owner}.github.io/${target.name}/`;
}
/**
 * Whether github.com's Pages rules (`<owner>.github.io`) hold for the target: it is on github.com, however the
 * address spells it (any case, a port, a trailing dot, `www.github.com`, `ssh.github.com`, over https or ssh; see
 * same-server.ts). Nothing else is: not a server on this machine, which is no more github.com than any other host.
 */
function onGitHubDotCom(target) {
    return (0,_same_server_js__WEBPACK_IMPORTED_MODULE_0__/* .serverName */ .L5)(target.host) === 'github.com';
}
/** True for a `<owner>.github.io` repository, whose Pages branch is its default branch. */
function isUserSite(target) {
    return target.owner !== '' && target.name.toLowerCase() === `${target.owner.toLowerCase()}.github.io`;
}
/** A domain name of two labels or more, as the `cname` input takes it. */
const DOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;
/** The domain a CNAME file names (its first line, as GitHub Pages reads it); empty when that is not a domain. */
function cnameDomain(text) {
    const line = (text.slice(0, 300).split(/\r?\n/)[0] ?? '').trim().replace(/\.$/, '');
    return line.length <= 253 && DOMAIN.test(line) ? line : '';
}


/***/ }),

/***/ 75848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ sourceRef),
/* harmony export */   $s: () => (/* binding */ cacheSetting),
/* harmony export */   HQ: () => (/* binding */ cnameSetting),
/* harmony export */   LI: () => (/* binding */ resolveInside),
/* harmony export */   Mn: () => (/* binding */ lines),
/* harmony export */   Ol: () => (/* binding */ retentionDays),
/* harmony export */   Vq: () => (/* binding */ basePathSetting),
/* harmony export */   _K: () => (/* binding */ givenIdentity),
/* harmony export */   ez: () => (/* binding */ commandSetting),
/* harmony export */   j: () => (/* binding */ previewFolder),
/* harmony export */   lP: () => (/* binding */ wholeNumberInput),
/* harmony export */   n1: () => (/* binding */ commitSigningSetting),
/* harmony export */   oA: () => (/* binding */ secondsInput),
/* harmony export */   qC: () => (/* binding */ identityValue),
/* harmony export */   qt: () => (/* binding */ pagesSourceSetting),
/* harmony export */   tE: () => (/* binding */ booleanInput),
/* harmony export */   tc: () => (/* binding */ historySetting),
/* harmony export */   tz: () => (/* binding */ normaliseTargetDir),
/* harmony export */   w4: () => (/* binding */ hostOf),
/* harmony export */   wZ: () => (/* binding */ tagName)
/* harmony export */ });
/* unused harmony export renderTag */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _git_refname_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(61202);
/* harmony import */ var _shared_paths_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40405);
// Reads single input values: lists, booleans, commands, paths inside the workspace and the branch, the tag template.



/**
 * The `tag` input with `{sha}` (7 characters), `{full-sha}`, `{run}`, `{attempt}` and `{date}` (YYYY-MM-DD, UTC)
 * filled in.
 */
function renderTag(template, source, now) {
    const values = {
        sha: source.sha.slice(0, 7),
        'full-sha': source.sha,
        run: source.runNumber ?? '',
        attempt: source.runAttempt || '1',
        date: now.toISOString().slice(0, 10),
    };
    return template.replace(/\{(sha|full-sha|run|attempt|date)\}/g, (_match, name) => values[name] ?? '');
}
/** The tag the `tag` input makes (see `renderTag`), refused when git would refuse it or read it as another ref. */
function tagName(template, source, now) {
    const tag = renderTag(template, source, now);
    const problem = tag ? (0,_git_refname_js__WEBPACK_IMPORTED_MODULE_2__/* .refNameProblem */ .CY)(tag) : '';
    if (problem)
        throw new Error(`Input "tag" makes "${tag}", which is not a valid git tag name: ${problem}.`);
    const ambiguous = tag ? (0,_git_refname_js__WEBPACK_IMPORTED_MODULE_2__/* .ambiguousTag */ .X5)(tag) : '';
    if (ambiguous) {
        throw new Error(`Input "tag" makes "${tag}", which is refused: ${ambiguous}. Give the tag a name of its own, such as ` +
            '"deploy-{run}-{attempt}".');
    }
    return tag;
}
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
function commandSetting(value) {
    if (value === '' || value === 'auto')
        return { kind: 'auto' };
    if (value === 'skip')
        return { kind: 'skip' };
    return { kind: 'shell', command: value };
}
function booleanInput(inputs, name, fallback) {
    const value = (inputs[name] ?? '').trim();
    if (value === '')
        return fallback;
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw new Error(`Input "${name}" must be "true" or "false", got "${value}".`);
}
/** Resolves a path relative to `base` and refuses one outside the workspace or inside its `.git`. */
function resolveInside(workspace, base, given, input) {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(base, given);
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(workspace, resolved);
    if (relative === '..' || relative.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) || node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(relative)) {
        throw new Error(`Input "${input}" must be a path inside the workspace (${workspace}), got "${given}".`);
    }
    if ((0,_shared_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .namesGitFolder */ .jT)(relative)) {
        const which = (0,_shared_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isGitFolderName */ .a2)(relative.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep)[0] ?? '') ? "the workspace's .git folder" : 'a .git folder';
        throw new Error(`Input "${input}" points into ${which} ("${given}"): name your site's folder.`);
    }
    return resolved;
}
/** `./docs/` → `docs`; refuses absolute paths and `..`, which would escape the branch. */
function normaliseTargetDir(given, input = 'target-dir') {
    if (given === '')
        return '';
    const slashed = given.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) {
        throw new Error(`Input "${input}" must be a folder relative to the branch root, got the absolute path "${given}".`);
    }
    const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.includes('..')) {
        throw new Error(`Input "${input}" must stay inside the branch: "${given}" uses "..".`);
    }
    if (parts.some(_shared_paths_js__WEBPACK_IMPORTED_MODULE_1__/* .isGitFolderName */ .a2)) {
        throw new Error(`Input "${input}" cannot be or contain a ".git" folder, got "${given}".`);
    }
    return parts.join('/');
}
function hostOf(serverUrl) {
    try {
        return new URL(serverUrl).hostname || 'github.com';
    }
    catch {
        return 'github.com';
    }
}
/**
 * The run's branch or tag name (`GITHUB_REF_NAME`, else from `GITHUB_REF`) and which of the two it is
 * (`GITHUB_REF_TYPE`, else what `GITHUB_REF` starts with; unknown for a pull request's ref or outside Actions).
 */
function sourceRef(env) {
    const ref = env.GITHUB_REF || '';
    const refName = env.GITHUB_REF_NAME || ref.replace(/^refs\/(heads|tags)\//, '');
    const { GITHUB_REF_TYPE: refType } = env;
    if (refType === 'tag' || refType === 'branch')
        return { refName, refType };
    if (ref.startsWith('refs/tags/'))
        return { refName, refType: 'tag' };
    return ref.startsWith('refs/heads/') ? { refName, refType: 'branch' } : { refName };
}
/** Characters of a glob (minimatch's, with its extglobs and braces): `preview-dir` is also a keep-files glob. */
const GLOB_CHARACTER = /[*?[\]{}()!\\]/;
/** What a `preview-dir` may hold: a folder's path that is the same as a glob, as a pathspec, and in an address. */
const PLAIN_FOLDER = /^[A-Za-z0-9._@+~-]+(\/[A-Za-z0-9._@+~-]+)*$/;
/**
 * The `preview-dir` input, normalised (`./previews/` → `previews`). Every deploy keeps it by a keep-files glob, git
 * lists it by a pathspec, and it is part of each preview's address: a name that any of them would read otherwise
 * (`*` would keep every file, and put the previews in a folder named `*`) is refused.
 */
function previewFolder(given) {
    const folder = normaliseTargetDir(given, 'preview-dir');
    if (folder === '') {
        throw new Error(`Input "preview-dir" must name a folder of the branch, not its root, got "${given}". Use a folder such as ` +
            '"pr-preview".');
    }
    if (!PLAIN_FOLDER.test(folder)) {
        const character = /[^A-Za-z0-9._@+~/-]/u.exec(folder)?.[0] ?? '';
        const shown = /^[\s\p{Cc}]$/u.test(character) ? 'a space or control character' : `"${character}"`;
        const why = GLOB_CHARACTER.test(character)
            ? `"${character}" is a glob character, and every deploy keeps this folder by a glob (it would keep other files)`
            : `it holds ${shown}, which the previews' addresses and git's paths would read otherwise`;
        throw new Error(`Input "preview-dir" must be a plain folder path (letters, digits, ".", "_", "-", "@", "+", "~", and "/" ` +
            `between folders), got "${given}": ${why}. Use a name such as "pr-preview".`);
    }
    return folder;
}
/** `preview-retention`: a whole number of days (1 or more), or 0 for an empty input (previews are kept). */
function retentionDays(text) {
    if (text === '')
        return 0;
    if (!/^[0-9]+$/.test(text) || Number(text) < 1) {
        throw new Error(`Input "preview-retention" must be a whole number of days (1 or more), or empty to keep previews, got "${text}".`);
    }
    return Number(text);
}
/** `base-path`: `auto` (build for the address the site is served at) or `off` (build as the config says). */
function basePathSetting(text) {
    const value = text.trim().toLowerCase() || 'auto';
    if (value === 'auto' || value === 'off')
        return value;
    throw new Error(`Input "base-path" must be "auto" (build the site for the address it is served at) or "off" (build it as its ` +
        `config says), got "${text}".`);
}
/** `cache`: `auto` (keep installs and Hexo's database in the runner's Actions cache when it offers one) or `off`. */
function cacheSetting(text) {
    const value = text.trim().toLowerCase() || 'auto';
    if (value === 'auto' || value === 'off')
        return value;
    throw new Error(`Input "cache" must be "auto" (restore node_modules and Hexo's db.json from the Actions cache, and save them) ` +
        `or "off" (install and build from scratch), got "${text}".`);
}
/**
 * The commit's author name or email, refused with a line break or a NUL (git's environment cannot hold a NUL, and
 * its identity lines no line break); `where` names where it came from (`Input "user-name"`, or the site config).
 */
function identityValue(value, where) {
    const problem = value.includes('\0') ? 'a NUL character' : /[\r\n]/.test(value) ? 'a line break' : '';
    if (problem) {
        throw new Error(`${where} holds ${problem}, which a git author's name or email cannot hold, got ${JSON.stringify(value)}. ` +
            'Write it on one line, without control characters.');
    }
    return value;
}
/** The `history` input: `keep` (the default), `replace`, or how many deploy commits to keep (1 to 100000). */
function historySetting(value) {
    const text = value || 'keep';
    if (text === 'keep' || text === 'replace')
        return text;
    const history = Number(text.replace(/^0+(?=\d)/, ''));
    if (!/^[0-9]+$/.test(text) || history < 1 || history > 100000) {
        throw new Error(`Input "history" must be "keep", "replace", or the number of deploy commits to keep (1 to 100000), got "${text}".`);
    }
    return history;
}
/** The `commit-signing` input. */
function commitSigningSetting(value) {
    const given = value.trim() || 'none';
    if (given === 'none' || given === 'github')
        return given;
    throw new Error(`Input "commit-signing" must be "none" or "github", got "${given}".`);
}
function pagesSourceSetting(value) {
    const given = value.trim().toLowerCase() || 'auto';
    if (given === 'auto' || given === 'branch' || given === 'actions')
        return given;
    throw new Error(`Input "pages-source" must be "auto", "branch" (push to a branch Pages serves) or "actions" (deploy through ` +
        `the Pages "GitHub Actions" source), got "${value.trim()}".`);
}
/** A whole number from `min` to `max` (`fallback` when empty), or an error naming the input and its unit. */
function wholeNumberInput(text, { input, fallback, min, max, unit = '', }) {
    const value = text || fallback;
    if (!/^[0-9]+$/.test(value) || Number(value) < min || Number(value) > max) {
        throw new Error(`Input "${input}" must be a whole number${unit} from ${min} to ${max}, got "${value}".`);
    }
    return Number(value);
}
/** A number of seconds from 1 to 21600 (6 hours, a job's longest run). */
function secondsInput(text, input, fallback) {
    return wholeNumberInput(text, { input, fallback, min: 1, max: 21600, unit: ' of seconds' });
}
/** The `cname` input: a bare domain name, without its final dot; empty when not given. */
function cnameSetting(cname) {
    if (cname && !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+\.?$/.test(cname)) {
        throw new Error(`Input "cname" must be a bare domain name such as "blog.example.com" (no "https://", no path), got "${cname}".`);
    }
    return cname.replace(/\.$/, '');
}
/** Which of the commit's identity and message the workflow set itself (they then win over a site config's). */
function givenIdentity(get) {
    return {
        userName: get('user-name') !== '',
        userEmail: get('user-email') !== '',
        commitMessage: get('commit-message') !== '',
    };
}


/***/ }),

/***/ 46725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DQ: () => (/* binding */ stalePreviews),
/* harmony export */   Gw: () => (/* binding */ deployedSeconds),
/* harmony export */   Hr: () => (/* binding */ deployedMarker),
/* harmony export */   Jf: () => (/* binding */ mayWritePreview),
/* harmony export */   _n: () => (/* binding */ pullRequestOf),
/* harmony export */   e6: () => (/* binding */ previewUrl),
/* harmony export */   j_: () => (/* binding */ readEvent),
/* harmony export */   oK: () => (/* binding */ basePathOf),
/* harmony export */   oW: () => (/* binding */ previewOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Pull request previews: which pull request a run is for (from the event), where its preview lives on the branch,
// the address it is served at, and the base path a generator must build it for.

/** The event payload the runner wrote (`GITHUB_EVENT_PATH`), or empty. */
function readEvent(file) {
    if (!file)
        return '';
    try {
        return node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8');
    }
    catch {
        return '';
    }
}
/** The pull request of a `pull_request` or `pull_request_target` event's payload, or undefined for any other event. */
function pullRequestOf(eventName, payloadText) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
        return undefined;
    let payload;
    try {
        payload = JSON.parse(payloadText);
    }
    catch {
        return undefined;
    }
    const event = record(payload);
    const pull = record(event.pull_request);
    const number = typeof event.number === 'number' ? event.number : pull.number;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1)
        return undefined;
    const head = record(pull.head);
    const headRepo = record(head.repo);
    const baseRepo = record(record(pull.base).repo);
    const headName = typeof headRepo.full_name === 'string' ? headRepo.full_name : '';
    const baseName = typeof baseRepo.full_name === 'string' ? baseRepo.full_name : '';
    // A fork deleted since the pull request was opened is `head.repo: null`: still a fork, whose run may only read.
    const deletedFork = 'repo' in head && head.repo === null;
    const fromFork = deletedFork || headRepo.fork === true || (headName !== '' && baseName !== '' && headName !== baseName);
    const action = typeof event.action === 'string' ? event.action : '';
    return { number, action, fromFork, ...(eventName === 'pull_request_target' ? { baseToken: true } : {}) };
}
/** The preview of this run, when `preview` is on and the run is for a pull request. */
function previewOf(enabled, pull, previewDir) {
    if (!enabled || !pull)
        return undefined;
    return {
        number: pull.number,
        closed: pull.action === 'closed',
        fromFork: pull.fromFork,
        ...(pull.baseToken ? { baseToken: true } : {}),
        folder: `${previewDir}/pr-${pull.number}`,
    };
}
/**
 * Whether this run's token may write the preview: not on a fork's `pull_request` run (its token may only read), and
 * on `pull_request_target` (the base repository's token) only to remove a closed one: a fork's code is never built
 * with that token.
 */
function mayWritePreview(preview) {
    return !preview.fromFork || (preview.baseToken === true && preview.closed);
}
/** The preview's address: the site's page address with the preview's folder. */
function previewUrl(pageUrl, preview) {
    return pageUrl ? `${pageUrl.replace(/\/?$/, '/')}${preview.folder}/` : '';
}
/** The path part of an address (`/name/pr-preview/pr-3/`), what a generator's base path setting takes. */
function basePathOf(url) {
    try {
        return new URL(url).pathname.replace(/\/?$/, '/');
    }
    catch {
        return '/';
    }
}
/**
 * The empty file a preview's deploy leaves in its folder, named by when it was deployed (Unix seconds): its date
 * lives in the branch's tree, which every rewrite of the history keeps, and is read without a file's content.
 */
function deployedMarker(seconds) {
    return `.pages-push-deployed-${seconds}`;
}
/** The deploy date (Unix seconds) a file name of `deployedMarker` holds, or undefined for any other name. */
function deployedSeconds(name) {
    const match = /^\.pages-push-deployed-(\d{1,12})$/.exec(name);
    return match ? Number(match[1]) : undefined;
}
/** The `pr-<number>` folders under the preview folder that no deploy touched since `cutoff` (seconds). */
function stalePreviews(lastTouched, cutoffSeconds, keep) {
    return [...lastTouched]
        .filter(([folder, seconds]) => folder !== keep && seconds < cutoffSeconds)
        .map(([folder]) => folder)
        .sort();
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}


/***/ }),

/***/ 66807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ readSettings)
});

// UNUSED EXPORTS: parseSettings

// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/bytes.ts
var bytes = __webpack_require__(22250);
// EXTERNAL MODULE: ./src/shared/paths.ts
var paths = __webpack_require__(40405);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(58382);
// EXTERNAL MODULE: ./src/git/isolation.ts
var isolation = __webpack_require__(49780);
// EXTERNAL MODULE: ./src/shared/state.ts
var state = __webpack_require__(8356);
;// CONCATENATED MODULE: ./src/credentials/config-token.ts
// Putting the token into the site's config files for the build, and every byte back afterwards: the owner's tools
// (see owner.ts `substituteToken`), which nothing else calls.


/** Replaces every occurrence of `placeholder`, byte for byte; undefined when there is none. */
function replaceAll(content, placeholder, value) {
    if (placeholder === '')
        return undefined;
    const needle = Buffer.from(placeholder, 'utf8');
    const replacement = Buffer.from(value, 'utf8');
    const parts = [];
    let start = 0;
    let found = content.indexOf(needle, start);
    if (found === -1)
        return undefined;
    while (found !== -1) {
        parts.push(content.subarray(start, found), replacement);
        start = found + needle.length;
        found = content.indexOf(needle, start);
    }
    parts.push(content.subarray(start));
    return Buffer.concat(parts);
}
/**
 * Substitutes the token into each existing file that contains the placeholder. The original bytes go to
 * `backupDir` first, so the post step can restore them even if this process dies. Missing files and files
 * without the placeholder are left alone.
 */
async function substitutePlaceholder(files, placeholder, token, backupDir, onBackup) {
    const done = [];
    for (const [index, file] of files.entries()) {
        const original = await readIfExists(file);
        if (!original)
            continue;
        const substituted = replaceAll(original, placeholder, token);
        if (!substituted)
            continue;
        const backup = external_node_path_.join(backupDir, `config-${index}.orig`);
        await promises_.writeFile(backup, original, { mode: 0o600 });
        done.push({ file, backup });
        onBackup([...done]);
        await promises_.writeFile(file, substituted);
    }
    return done;
}
/** Writes each file's original bytes back and deletes the backup; a backup already gone was restored before. */
async function restoreFiles(substitutions) {
    for (const { file, backup } of substitutions) {
        const original = await readIfExists(backup);
        if (!original)
            continue;
        await promises_.writeFile(file, original);
        await promises_.rm(backup, { force: true });
    }
}
async function readIfExists(file) {
    try {
        return await promises_.readFile(file);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/git/target.ts
var git_target = __webpack_require__(51507);
// EXTERNAL MODULE: ./src/hardening/environment.ts
var environment = __webpack_require__(18615);
// EXTERNAL MODULE: ./src/shared/tools.ts
var tools = __webpack_require__(28970);
;// CONCATENATED MODULE: ./src/credentials/ssh.ts
// The deploy-key path: the key and a private known_hosts written under RUNNER_TEMP, used through GIT_SSH_COMMAND only.





/**
 * GitHub's published github.com host keys, valid since 2023-03-24 (docs.github.com, "GitHub's SSH key
 * fingerprints"). There is no trust on first use: any other host's keys come from the `known-hosts` input.
 */
const GITHUB_KNOWN_HOSTS = [
    'github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
    'github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwFB9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YB/++Tpockg=',
    'github.com ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCj7ndNxQowgcQnjshcLrqPEiiphnt+VTTvDP6mHBL9j1aNUkY4Ue1gvwnGLVlOhGeYrnZaMgRK6+PKCUXaDbC7qtbW8gIkhL7aGCsOr/C56SJMy/BCZfxd1nWzAOxSDPgVsmerOBYfNqltV9/hWCqBywINIR+5dIg6JTJ72pcEpEjcYgXkE2YEFXV1JHnsKgbLWNlhScqb2UmyRkQyytRLtL+38TGxkxCflmO+5Z8CSSNY7GidjMIZ7Q4zMjA2n1nGrlTDkzwDCsw+wqFPGQA179cnfGWOWRVruj16z6XyvxvjJwbz0wQZ75XK5tKSb7FNyeIEs4TT4jk+S4dhPeAUC5y+bDYirYgM4GC7uEnztnZyaVWQ7B381AK4Qdrwt51ZqExKbQpTUNn+EjqoTwvqNj4kqx5QUCI0ThS/YkOxJCXmPUWZbhjpCg56i+2aB6CmK2JGhn57K5mj0MNdBXA4/WnwH6XoPWJzK5Nyu2zB3nAZp+S5hpQs+p1vN1/wsjk=',
];
/**
 * Undoes what secret stores and copy-paste do to a key: CRLF line ends, a key pasted on one line with literal
 * `\n`, indentation, blank lines around it, a missing final newline.
 */
function normaliseKey(raw) {
    let text = raw.replace(/\r\n?/g, '\n');
    // One line holding literal "\n" sequences (a trailing real newline or two do not count).
    if (!text.trim().includes('\n') && text.includes('\\n'))
        text = text.replace(/\\n/g, '\n');
    const lines = text.split('\n').map((line) => line.trim());
    while (lines.length > 0 && lines[0] === '')
        lines.shift();
    while (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return `${lines.join('\n')}\n`;
}
/** A public key (OpenSSH one-liner, RFC 4716 or PEM) pasted where the private one belongs. */
function looksLikePublicKey(key) {
    return (/^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-\S+|sk-\S+)\s+AAAA/.test(key) ||
        /-----BEGIN (RSA )?PUBLIC KEY-----/.test(key) ||
        key.includes('---- BEGIN SSH2 PUBLIC KEY ----'));
}
/**
 * Parts of the key body to look for in published files and logs: each base64 line but the first and last
 * (the first is the same header in every OpenSSH key) and the whole body on one line.
 */
function keySecrets(key) {
    const body = key
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('-----') && !/^[A-Za-z-]+: /.test(line));
    const middle = body.slice(1, -1).filter((line) => line.length >= 40);
    const joined = body.join('');
    return [...new Set([...middle, ...(joined.length >= 40 ? [joined] : [])])];
}
/** Shell-quotes a path for GIT_SSH_COMMAND, which git runs through `sh`; Windows paths get forward slashes. */
function quote(file) {
    const portable = process.platform === 'win32' ? file.replace(/\\/g, '/') : file;
    return `'${portable.replace(/'/g, `'\\''`)}'`;
}
/**
 * The ssh command for GIT_SSH_COMMAND. `stallSeconds` (`network-timeout`) bounds a server that stops answering: the
 * connection and handshake must finish within it, and once connected ssh asks every quarter of it whether the
 * server is there, giving up after four questions in a row went unanswered (any word from the server resets the
 * count), so a dead connection ends after about `stallSeconds`, as git's low-speed limit does over HTTPS.
 */
function sshCommand(keyFile, knownHostsFile, stallSeconds = 15) {
    const interval = Math.max(1, Math.ceil(stallSeconds / 4));
    return [
        quote((0,tools/* toolPath */.Ou)('ssh')),
        '-F /dev/null',
        `-i ${quote(keyFile)}`,
        '-o IdentitiesOnly=yes',
        '-o IdentityAgent=none',
        '-o BatchMode=yes',
        '-o StrictHostKeyChecking=yes',
        `-o UserKnownHostsFile=${quote(knownHostsFile)}`,
        '-o GlobalKnownHostsFile=/dev/null',
        '-o UpdateHostKeys=no',
        `-o ConnectTimeout=${Math.max(1, stallSeconds)}`,
        `-o ServerAliveInterval=${interval}`,
        '-o ServerAliveCountMax=3',
    ].join(' ');
}
/**
 * Writes the key (mode 0600) and the known_hosts file into `dir`, and checks the key with `ssh-keygen` before
 * any network traffic: a passphrase, a public key or anything that is not a private key gets its own error.
 */
async function prepareDeployKey(rawKey, knownHosts, dir) {
    const key = normaliseKey(rawKey);
    if (looksLikePublicKey(key)) {
        throw new Error('Input "deploy-key" holds a public key. Put the private half (the file without .pub, starting with ' +
            '"-----BEGIN OPENSSH PRIVATE KEY-----") in the secret, and the public half in the target\'s Settings → Deploy keys.');
    }
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)) {
        throw new Error('Input "deploy-key" is not a private key: it should start with "-----BEGIN OPENSSH PRIVATE KEY-----" (or ' +
            '"-----BEGIN RSA PRIVATE KEY-----"). Check that the secret holds the whole key file.');
    }
    const keyFile = await writeKey(key, dir);
    const publicKey = await runKeygen(['-y', '-P', '', '-f', keyFile]);
    if (publicKey.code !== 0) {
        const said = publicKey.stderr;
        if (isEncrypted(key)) {
            throw new Error('Input "deploy-key" is protected by a passphrase, which a workflow cannot type. Create a deploy key ' +
                'without one (`ssh-keygen -t ed25519 -N "" -f deploy_key`), or remove it (`ssh-keygen -p -N "" -f <key>`).');
        }
        throw new Error('Input "deploy-key" could not be read as a private key (ssh-keygen: ' +
            `${said.replace(/"[^"]*"/g, '').trim() || 'invalid format'}). Check that the secret holds the whole key file.`);
    }
    const publicFile = `${keyFile}.pub`;
    await promises_.writeFile(publicFile, publicKey.stdout);
    const listed = await runKeygen(['-l', '-E', 'sha256', '-f', publicFile]);
    const fingerprint = /SHA256:\S+/.exec(listed.stdout)?.[0] ?? 'unknown';
    const knownHostsFile = await writeKnownHosts(knownHosts, dir);
    return {
        keyFile,
        knownHostsFile,
        fingerprint,
        sshCommand: sshCommand(keyFile, knownHostsFile),
        secrets: keySecrets(key),
    };
}
/** Writes a checked key (see `prepareDeployKey`) to `dir`/deploy-key, readable by its owner only. */
async function writeKey(key, dir) {
    const keyFile = external_node_path_.join(dir, 'deploy-key');
    await promises_.writeFile(keyFile, key, { mode: 0o600 });
    await promises_.chmod(keyFile, 0o600);
    return keyFile;
}
/** Writes `dir`/known_hosts: github.com's keys, then the `known-hosts` input's lines without comments or blanks. */
async function writeKnownHosts(knownHosts, dir) {
    const knownHostsFile = external_node_path_.join(dir, 'known_hosts');
    const extra = knownHosts
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    await promises_.writeFile(knownHostsFile, `${[...GITHUB_KNOWN_HOSTS, ...extra].join('\n')}\n`, { mode: 0o600 });
    return knownHostsFile;
}
/**
 * Whether a key is encrypted, read from the key itself: ssh-keygen says "incorrect passphrase" for a damaged
 * unencrypted key too, so its message alone cannot tell.
 */
function isEncrypted(key) {
    if (/Proc-Type: 4,ENCRYPTED|-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(key))
        return true;
    if (!key.includes('-----BEGIN OPENSSH PRIVATE KEY-----'))
        return false;
    const body = Buffer.from(key
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('-----'))
        .join(''), 'base64');
    const magic = 'openssh-key-v1\0';
    if (body.length < magic.length + 4 || body.subarray(0, magic.length).toString('latin1') !== magic)
        return false;
    const length = body.readUInt32BE(magic.length);
    return body.subarray(magic.length + 4, magic.length + 4 + length).toString('latin1') !== 'none';
}
/**
 * Whether `knownHosts` (the input) has a key for `host` (`name` or `[name]:port`); github.com's are built in.
 * Hashed entries (`|1|salt|hash`, from `ssh-keyscan -H`) are matched as ssh matches them; `@revoked` lines do not
 * count.
 */
function hasHostKey(host, knownHosts) {
    const [name = '', port = ''] = host.toLowerCase().split(/:(?=\d+$)/);
    if (name === 'github.com' && (port === '' || port === '22'))
        return true;
    const wanted = port && port !== '22' ? `[${name}]:${port}` : name;
    const lines = knownHosts
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('@revoked'));
    return lines.some((line) => {
        const hosts = (line.startsWith('@') ? line.split(/\s+/)[1] : line.split(/\s+/)[0]) ?? '';
        if (hosts.startsWith('|1|'))
            return hashedHostMatches(hosts, wanted);
        return hosts
            .toLowerCase()
            .split(',')
            .some((pattern) => !pattern.startsWith('!') && hostPattern(pattern).test(wanted));
    });
}
/** A hashed known_hosts name: the HMAC-SHA1 of the host (`name` or `[name]:port`) keyed with the salt. */
function hashedHostMatches(field, host) {
    const [, , salt = '', digest = ''] = field.split('|');
    const { createHmac } = process.getBuiltinModule('node:crypto');
    return createHmac('sha1', Buffer.from(salt, 'base64')).update(host).digest('base64') === digest;
}
/** known_hosts patterns: `*` and `?` wildcards, everything else literal. */
function hostPattern(pattern) {
    const escaped = pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.');
    return new RegExp(`^${escaped}$`);
}
/** @actions/exec, loaded with the first key checked: by `prepare`, at the step's start, before any user command. */
let toolkitExec;
/** Runs ssh-keygen to its end, its output kept, as @actions/exec runs a tool (silent: nothing of it is logged). */
async function runKeygen(args) {
    toolkitExec ??= __webpack_require__.e(/* import() */ 955).then(__webpack_require__.bind(__webpack_require__, 41955));
    const { getExecOutput } = await toolkitExec;
    try {
        const { exitCode, stdout, stderr } = await getExecOutput((0,tools/* toolPath */.Ou)('ssh-keygen'), args, {
            // Like every child of ours, without our inputs or the runner's tokens (which the main step holds in
            // process.env for the Pages "GitHub Actions" source).
            env: (0,environment/* inheritedEnvironment */.aJ)(process.env),
            silent: true,
            ignoreReturnCode: true,
            // No input: `-P ''` answers the one question it could ask (the passphrase), and a write to the stdin of a
            // ssh-keygen that has already ended (it takes milliseconds) fails with EPIPE, in a stream @actions/exec gives
            // no error handler, which failed the step ("write EPIPE") on a loaded machine.
        });
        return { code: exitCode, stdout, stderr };
    }
    catch (error) {
        return { code: 127, stdout: '', stderr: `ssh-keygen could not run: ${(0,errors/* errorMessage */.g)(error)}` };
    }
}

;// CONCATENATED MODULE: ./src/credentials/git-auth.ts


/**
 * How git authenticates to `target`: the deploy key over SSH (pinned host keys only), the token over HTTPS.
 * A missing credential or host key fails here, before any network traffic, naming the input to set.
 */
function gitAuth(credentials, target) {
    if (target.protocol === 'ssh') {
        if (!credentials.deployKey) {
            throw new Error(`The target ${target.url} is an SSH address, which needs "deploy-key". To push with the token, use owner/name or an https:// URL.`);
        }
        if (!hasHostKey(target.host, credentials.knownHosts)) {
            const [name = '', port = ''] = target.host.split(/:(?=\d+$)/);
            throw new Error(`No host key is known for ${target.host}: only github.com's are built in, and nothing is trusted on first ` +
                `use. Add the server's public host key to the "known-hosts" input, e.g. the output of ` +
                `\`ssh-keyscan ${port ? `-p ${port} ` : ''}${name}\`, checked against a fingerprint you trust.`);
        }
        return { config: [], env: { GIT_SSH_COMMAND: credentials.deployKey.sshCommand } };
    }
    if (!credentials.token) {
        throw new Error(credentials.deployKey
            ? `The target ${target.url} is an HTTPS address, which needs "token". Pass a token, or use an SSH target with "deploy-key".`
            : 'No credentials: both "token" and "deploy-key" are empty, and the target has no token of its own ' +
                '(`repo: {url, token: $NAME}` in _config.yml). Pass a token (for example ' +
                '`token: ${{ secrets.PAGES_TOKEN }}`, or leave it unset to use the workflow token) or a deploy key ' +
                '(`deploy-key: ${{ secrets.DEPLOY_KEY }}`). If you passed a secret, check that it exists in this ' +
                'repository: a missing secret is an empty string.');
    }
    if (!target.trusted) {
        throw new Error(`The target ${target.url} comes from the site config and is not on the workflow's GitHub server: the ` +
            '"token" input is sent only there, or to a host the "repository" input names, and a credential written ' +
            'into a config URL is not used. Give the target a token of its own for that host, as hexo-deployer-git ' +
            `reads it: \`repo: {url: ${target.url}, token: $MIRROR_TOKEN}\` in _config.yml, with ` +
            '`env: MIRROR_TOKEN: ${{ secrets.MIRROR_TOKEN }}` on the step. (Only if the "token" input is meant for ' +
            `that host: set "repository: ${target.url}", which keeps the target's options.)`);
    }
    if (target.protocol === 'http' && !(0,git_target/* isLoopback */.U9)(target.host)) {
        throw new Error(`The target ${target.url} is a plain http:// address: the token would cross the network unencrypted. Use its https:// address.`);
    }
    return { config: tokenGitConfig(credentials.token, target.origin), env: {} };
}
/**
 * A target's own token as the site config writes it (hexo-deployer-git's `repo.token`): `$NAME` reads the
 * environment variable NAME, anything else is the token itself. Empty when there is none. `env` is the environment
 * the runner gave the step, without the action's inputs, its state and the runner's own tokens
 * (`inheritedEnvironment`): `$INPUT_TOKEN` must not send the `token` input to a host only the config names.
 */
function resolveConfigToken(raw, env) {
    if (!raw.startsWith('$'))
        return raw;
    const braced = /^\$\{(\w+)\}$/.exec(raw)?.[1];
    if (braced) {
        // A shell's spelling: hexo-deployer-git reads the variable named after the `$`, braces and all.
        throw new Error(`_config.yml gives a target the token in ${raw}, but a token variable is written $NAME (hexo deploy would ` +
            `look for a variable named "{${braced}}"): write \`token: $${braced}\`, with ` +
            `\`env: ${braced}: \${{ secrets.${braced} }}\` on the step.`);
    }
    const name = raw.slice(1);
    const value = env[name] ?? '';
    if (!value) {
        const ours = /^(INPUT_|STATE_|ACTIONS_|GITHUB_STATE$)/i.test(name);
        throw new Error(ours
            ? `_config.yml gives a target the token in $${name}, which is the action's own: a token named in the ` +
                'config is read from the variables the workflow sets for the step. Set `env: MY_TOKEN: ${{ secrets.… }}` ' +
                'on the step and write `token: $MY_TOKEN`, or remove repo.token to use the "token" input.'
            : `_config.yml gives a target the token in $${name}, which is not set: add it to the step, ` +
                `\`env: ${name}: \${{ secrets.${name} }}\`, or remove repo.token to use the "token" input.`);
    }
    return value;
}
/**
 * Refuses a target's own token (`repo.token`, `written` as the config writes it) whose value is a credential the
 * action holds, whatever the variable's name (`$GITHUB_TOKEN` and `$GH_TOKEN` often hold the "token" input's value):
 * the deploy key never goes over HTTPS, and the "token" input only where it would go anyway (a trusted target).
 */
function refuseOwnCredential(token, written, target, given) {
    const key = given.deployKey.replace(/\s+/g, '');
    const isKey = key !== '' && token.replace(/\s+/g, '') === key;
    const isToken = given.token !== '' && token === given.token;
    if (!isKey && !(isToken && !target.trusted))
        return;
    const where = written.startsWith('$') ? `the token in ${written}` : 'a token written in repo.token';
    const what = isKey
        ? 'the "deploy-key" input'
        : 'the "token" input, which goes only to the workflow\'s GitHub server or the host the "repository" input names';
    throw new Error(`_config.yml gives ${target.url} ${where}, whose value is ${what}. Give that target a secret of its own: ` +
        '`env: MIRROR_TOKEN: ${{ secrets.MIRROR_TOKEN }}` on the step and `token: $MIRROR_TOKEN` in _config.yml' +
        (isKey ? '.' : `, or set "repository: ${target.url}" if the "token" input is meant for that host.`));
}
/** The HTTP basic credential git sends: the user name is ignored by GitHub, the token is the password. */
function basicCredential(token) {
    return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}
/** Every form of the token that could reach a log or a file: itself, URL-encoded, and its base64 forms. */
function derivedForms(token) {
    const forms = new Set([
        token,
        encodeURIComponent(token),
        basicCredential(token),
        Buffer.from(token, 'utf8').toString('base64'),
    ]);
    return [...forms].filter((form) => form.length > 0);
}
/**
 * The config that makes git authenticate to the target's server with the token. The header is scoped to the
 * target's origin, so a push or a redirect to any other host never carries it, and an empty value first resets
 * any extraheader inherited from the user's or the runner's git config (actions/checkout leaves one).
 * Credential helpers are switched off so a stored credential of someone else's is never used instead.
 */
function tokenGitConfig(token, origin) {
    const key = `http.${origin}.extraheader`;
    return [
        [key, ''],
        [key, `AUTHORIZATION: basic ${basicCredential(token)}`],
        ['credential.helper', ''],
    ];
}
function tokenKind(token) {
    if (token.startsWith('ghs_'))
        return 'installation';
    if (/^(ghp_|github_pat_|gho_|ghu_)/.test(token) || /^[0-9a-f]{40}$/.test(token))
        return 'user';
    return 'unknown';
}

;// CONCATENATED MODULE: ./src/credentials/owner.ts
// The only owner of every credential's life: the `token` input, the deploy key and its known_hosts, a target's own
// token from the site config, and the token substituted into the site's config while it builds. Nothing else holds
// a raw value: callers get what git needs while a credential is open, and the current list of every form to mask,
// look for and scrub.










/**
 * Holds the credentials, and is the one place that decides when they exist where a process could use them: git's
 * auth is handed out by `open` (the deploy key's files on disk from there to that opening's `close` only), the token
 * is in the site's config from `substituteToken` to its `restore`. It knows nothing of the order of the deploy.
 */
class CredentialOwner {
    #given;
    /** `network-timeout` in seconds: how long ssh waits for a server that stopped answering. */
    #stallSeconds;
    /** Each target's own token from the site config (`repo.token`, resolved), by the target it goes to. */
    #own = new Map();
    /** Every form of every secret held; replaced, never changed, when a secret is added. */
    #forms;
    /** The deploy key, once `prepare` checked it. */
    #deployKey;
    /** Where each opening makes a folder of its own, and the config's originals are kept (`prepare`). */
    #dir = '';
    /** Takes the secrets; from the inputs alone, it knows their forms (the post step scrubs with no ssh-keygen). */
    constructor(given, networkTimeoutMs) {
        this.#given = given;
        this.#stallSeconds = (0,isolation/* stallSeconds */.EU)(networkTimeoutMs);
        const forms = given.token ? derivedForms(given.token) : [];
        if (given.deployKey.trim())
            forms.push(...keySecrets(normaliseKey(given.deployKey)));
        this.#forms = Object.freeze(forms);
    }
    /**
     * Registers every derived form of the token as a secret before anything is logged, and checks the deploy key, if
     * there is one, with ssh-keygen: a bad key fails here, before any work. Nothing is left on disk; `dir` is where
     * what the owner writes goes from now on.
     */
    async prepare(dir) {
        this.#dir = dir;
        const { token, deployKey, knownHosts } = this.#given;
        if (token)
            for (const form of derivedForms(token))
                runner/* setSecret */.Pq(form);
        if (!deployKey.trim())
            return;
        const keyDir = await promises_.mkdtemp(external_node_path_.join(dir, 'ssh-'));
        try {
            this.#deployKey = await prepareDeployKey(deployKey, knownHosts, keyDir);
        }
        finally {
            await promises_.rm(keyDir, { recursive: true, force: true });
        }
        for (const secret of this.#deployKey.secrets)
            runner/* setSecret */.Pq(secret);
        runner/* info */.pq(`Deploy key ${this.#deployKey.fingerprint}: it must be listed, with write access, under the target's Settings → Deploy keys.`);
    }
    /** Who the `token` input is to GitHub (see credentials/git-auth.ts `tokenKind`); `none` without one. */
    tokenKind() {
        return this.#given.token ? tokenKind(this.#given.token) : 'none';
    }
    /**
     * A client of GitHub's API at `apiUrl` made by `connect` with the `token` input (github/client.ts, which sends it
     * to that server only, and keeps it inside the client); undefined without a token.
     */
    apiClient(connect, apiUrl, limits) {
        return this.#given.token ? connect(apiUrl, this.#given.token, limits) : undefined;
    }
    /** Every form of every secret held now: what must never be published, logged, or left on disk. */
    secretForms() {
        return this.#forms;
    }
    get hasDeployKey() {
        return this.#given.deployKey.trim() !== '';
    }
    /** The deploy key's `SHA256:…`, for messages about a refused key. */
    get keyFingerprint() {
        return this.#deployKey?.fingerprint;
    }
    /**
     * Takes a target's own token from the site config (`repo.token` as written: the token, or `$NAME` read from
     * `env`, see `resolveConfigToken`): masked, and looked for like ours. It is used for that target only, and wins
     * there over the `token` input, as hexo deploy uses it. Says whether the target has one.
     */
    addTargetToken(target, written, env) {
        const token = resolveConfigToken(written, env);
        if (!token)
            return false;
        refuseOwnCredential(token, written, target, this.#given);
        this.#own.set(target, token);
        const forms = [...this.#forms];
        for (const form of derivedForms(token)) {
            runner/* setSecret */.Pq(form);
            if (!forms.includes(form))
                forms.push(form);
        }
        this.#forms = Object.freeze(forms);
        return true;
    }
    /** Which credential `target` gets, and why, for the log. */
    describe(target, tokenSource) {
        if (target.protocol === 'ssh')
            return 'the deploy key (an SSH address)';
        if (this.#own.has(target))
            return `its own token, ${tokenSource} in _config.yml, as hexo deploy uses it`;
        return target.trusted ? 'the "token" input' : 'none (see below)';
    }
    /** Fails, naming the input to set, when the credentials cannot reach `target`; nothing is written. */
    check(target) {
        gitAuth(...this.#forTarget(target));
    }
    /**
     * What git needs to reach `target`. For an SSH target the key and known_hosts are written, until this opening's
     * `close`, into a folder made now (mode 0700, a name nobody could know before), never one that existed while a
     * user command ran; openings that overlap each get their own.
     */
    async open(target) {
        const [credentials, reached] = this.#forTarget(target);
        const auth = gitAuth(credentials, reached); // the checks, before anything is written
        const { deployKey } = credentials;
        if (reached.protocol !== 'ssh' || !deployKey)
            return { auth, close: () => Promise.resolve() };
        const dir = await promises_.mkdtemp(external_node_path_.join(this.#dir, 'ssh-'));
        try {
            const keyFile = await writeKey(normaliseKey(this.#given.deployKey), dir);
            const knownHostsFile = await writeKnownHosts(credentials.knownHosts, dir);
            const command = sshCommand(keyFile, knownHostsFile, this.#stallSeconds);
            const opened = { ...deployKey, keyFile, knownHostsFile, sshCommand: command };
            return { auth: gitAuth({ ...credentials, deployKey: opened }, reached), close: () => removeKeyFolder(dir) };
        }
        catch (error) {
            await removeKeyFolder(dir);
            throw error;
        }
    }
    /** Runs `work` with the credentials for `target` open, and closes them whatever happens. */
    async use(target, work) {
        const opened = await this.open(target);
        try {
            return await work(opened.auth);
        }
        finally {
            await opened.close();
        }
    }
    /**
     * Writes the `token` input into each of `files` that holds `placeholder`, for the build. Each original goes to
     * the owner's folder and into the saved state before its file changes, so the post step puts it back if this
     * process dies (`restoreRecorded`); a failure part way puts back what was written.
     */
    async substituteToken(files, placeholder) {
        let recorded = [];
        const record = (substitutions) => {
            recorded = substitutions;
            state/* saveSubstitutions */.IK(substitutions);
        };
        let substituted;
        try {
            substituted = await substitutePlaceholder(files, placeholder, this.#given.token, this.#dir, record);
        }
        catch (error) {
            await restoreFiles(recorded);
            state/* saveSubstitutions */.IK([]);
            throw error;
        }
        return {
            files: substituted.map((item) => item.file),
            restore: async () => {
                await restoreFiles(substituted);
                state/* saveSubstitutions */.IK([]);
            },
        };
    }
    /**
     * In the post step, for a main step that died with the token in the config: puts back what it recorded, only
     * backups in its own folder (`tempDir`) and config files in `workspace`. Returns how many files.
     */
    async restoreRecorded(tempDir, workspace) {
        const substitutions = state/* savedSubstitutions */.gS()
            .filter(({ file, backup }) => tempDir && (0,paths/* isInside */.FK)(tempDir, backup) && (0,paths/* isInside */.FK)(workspace, file));
        await restoreFiles(substitutions);
        return substitutions.length;
    }
    /**
     * The credentials a target gets: its own token from the site config, where it names one (it goes to that target
     * only, as `hexo deploy` sends it); else the `token` input where it may go (the workflow's server, or a host the
     * `repository` input names).
     */
    #forTarget(target) {
        const credentials = { token: this.#given.token, deployKey: this.#deployKey, knownHosts: this.#given.knownHosts };
        const own = this.#own.get(target);
        if (!own)
            return [credentials, target];
        return [
            { ...credentials, token: own },
            { ...target, trusted: true },
        ];
    }
}
/** Removes what one opening wrote. A failure only warns: the post step removes the whole temporary folder again. */
async function removeKeyFolder(dir) {
    try {
        await promises_.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
    catch (error) {
        runner/* warning */.$e(`Could not remove the deploy key's folder ${dir}: ${(0,errors/* errorMessage */.g)(error)}`);
    }
}

// EXTERNAL MODULE: ./src/git/refname.ts
var refname = __webpack_require__(61202);
// EXTERNAL MODULE: ./src/objects/globs.ts
var globs = __webpack_require__(10227);
// EXTERNAL MODULE: ./src/objects/tree.ts
var tree = __webpack_require__(20582);
// EXTERNAL MODULE: ./src/inputs/input-values.ts
var input_values = __webpack_require__(75848);
// EXTERNAL MODULE: ./src/inputs/preview.ts
var inputs_preview = __webpack_require__(46725);
;// CONCATENATED MODULE: ./src/inputs/input-names.ts
// The name of every input action.yml declares, which settings.ts reads once.
const INPUT_NAMES = [
    'token',
    'deploy-key',
    'known-hosts',
    'repository',
    'branch',
    'working-directory',
    'publish-dir',
    'install',
    'build',
    'cache',
    'base-path',
    'config-file',
    'token-placeholder',
    'deploy-command',
    'user-name',
    'user-email',
    'commit-message',
    'history',
    'keep-files',
    'exclude',
    'tag',
    'target-dir',
    'cname',
    'nojekyll',
    'dry-run',
    'attempts',
    'network-timeout',
    'push-size-limit',
    'on-site-problems',
    'preview',
    'preview-dir',
    'preview-retention',
    'commit-signing',
    'pages-source',
    'deployment-timeout',
    'wait-for-pages',
    'mode',
    'artifact',
    'artifact-run-id',
];

;// CONCATENATED MODULE: ./src/inputs/job.ts
/** The name a build job's artifact takes when the `artifact` input is empty. */
const DEFAULT_ARTIFACT = 'pages-push-site';
/** The name the Pages deployment takes its artifact by, which a deploy through the Actions source uploads itself. */
const PAGES_ARTIFACT = 'github-pages';
/** What the artifact service refuses in a name (upload-artifact's list), and the path separators. */
const REFUSED_IN_NAME = /[":<>|*?\r\n\\/]/;
/** The job's part of the deploy, from the inputs (`get` reads one, trimmed); every error names the input and the fix. */
function jobSetting(get, run = {}) {
    const given = get('mode').toLowerCase() || 'build-and-deploy';
    if (given !== 'build-and-deploy' && given !== 'build' && given !== 'deploy') {
        throw new Error(`Input "mode" must be "build-and-deploy" (one job), "build" (build and upload the site, in a job that holds ` +
            `no credential) or "deploy" (deploy what a "mode: build" job uploaded), got "${get('mode')}".`);
    }
    const artifact = get('artifact') || DEFAULT_ARTIFACT;
    if (REFUSED_IN_NAME.test(artifact) || artifact.length > 256) {
        throw new Error(`Input "artifact" ("${artifact}") must be an artifact name: at most 256 characters, none of " : < > | * ? \\ / ` +
            `and no line break. For example "${DEFAULT_ARTIFACT}".`);
    }
    if (artifact.toLowerCase() === PAGES_ARTIFACT) {
        throw new Error(`Input "artifact" cannot be "${PAGES_ARTIFACT}": a deploy through the Pages "GitHub Actions" source uploads ` +
            `an artifact of that name itself. Leave "artifact" empty (it is then "${DEFAULT_ARTIFACT}") or pick another name.`);
    }
    if (given !== 'build-and-deploy' && get('deploy-command')) {
        throw new Error(`Input "deploy-command" needs the site's sources and the token in one job, and "mode: ${given}" splits them: ` +
            'leave "deploy-command" empty (the deploy job pushes the built site itself), or use "mode: build-and-deploy".');
    }
    const artifactRun = artifactRunOf(get('artifact-run-id'), given, run);
    return { mode: given, artifact, ...(artifactRun === undefined ? {} : { artifactRun }) };
}
/** The run a deploy job downloads from: the input, else a `workflow_run` event's triggering run, else its own. */
function artifactRunOf(input, mode, { workflowRun, repository = '' }) {
    if (input) {
        if (!/^[1-9]\d{0,15}$/.test(input) || !Number.isSafeInteger(Number(input))) {
            throw new Error(`Input "artifact-run-id" must be a workflow run's id (a whole number, as \`github.event.workflow_run.id\` ` +
                `or the number in a run's address .../actions/runs/<id>), got "${input}".`);
        }
        if (mode !== 'deploy') {
            throw new Error(`Input "artifact-run-id" names the run whose artifact a deploy job takes, and this job is "mode: ${mode}": ` +
                'remove "artifact-run-id", or use "mode: deploy".');
        }
        return Number(input);
    }
    if (mode !== 'deploy' || !workflowRun)
        return undefined;
    // The triggering run is of this repository: a workflow_run event names no other. Said plainly if one does.
    if (workflowRun.repository && repository && workflowRun.repository.toLowerCase() !== repository.toLowerCase()) {
        throw new Error(`Input "artifact-run-id" defaults to the run that triggered this one (${String(workflowRun.id)}), which ` +
            `belongs to ${workflowRun.repository}, not ${repository}: a deploy job takes an artifact of its own ` +
            'repository\'s runs only. Give "artifact-run-id" a run of this repository.');
    }
    // A run that failed may still have uploaded its artifact (a build whose later checks failed, a partial site).
    if (workflowRun.conclusion !== 'success') {
        const ended = workflowRun.conclusion ? `concluded "${workflowRun.conclusion}"` : 'has not concluded';
        throw new Error(`Input "artifact-run-id" defaults to the run that triggered this one (${String(workflowRun.id)}), which ` +
            `${ended}: a deploy job deploys the site of a run that succeeded only, and nothing was deployed. Run the job ` +
            'only then (`if: github.event.workflow_run.conclusion == \'success\'`), or give "artifact-run-id" the run ' +
            'to deploy.');
    }
    return workflowRun.id;
}

;// CONCATENATED MODULE: ./src/inputs/workflow-run.ts
// The run a `workflow_run` event is for (the payload's `workflow_run`): its id, whose artifact a deploy job takes,
// and its head (the repository, branch and commit it ran on), by which a fork's pull request is found.
/** The triggering run of a `workflow_run` event's payload; undefined for any other event or an unreadable payload. */
function workflowRunOf(eventName, payloadText) {
    if (eventName !== 'workflow_run')
        return undefined;
    let payload;
    try {
        payload = JSON.parse(payloadText);
    }
    catch {
        return undefined;
    }
    const run = record(record(payload).workflow_run);
    const { id } = run;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1)
        return undefined;
    return {
        id,
        repository: workflow_run_text(record(run.repository).full_name),
        event: workflow_run_text(run.event),
        conclusion: workflow_run_text(run.conclusion),
        headRepository: workflow_run_text(record(run.head_repository).full_name),
        headBranch: workflow_run_text(run.head_branch),
        headSha: /^[0-9a-f]{40}$/.test(workflow_run_text(run.head_sha)) ? workflow_run_text(run.head_sha) : '',
    };
}
function workflow_run_text(value) {
    return typeof value === 'string' ? value : '';
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/inputs/settings.ts
// Reads and validates every input once, and returns the typed Settings the stages work from.














/** Reads the inputs and the run's context; the secrets go to their owner at once (Settings says which were given). */
async function readSettings(env = process.env) {
    const inputs = {};
    for (const name of INPUT_NAMES)
        inputs[name] = runner/* getInput */.V4(name);
    await (0,globs/* loadGlobEngine */.t4)([...(0,input_values/* lines */.Mn)(inputs['keep-files'] ?? ''), ...(0,input_values/* lines */.Mn)(inputs.exclude ?? '')]); // see objects/globs.ts
    const event = (0,inputs_preview/* readEvent */.j_)(env.GITHUB_EVENT_PATH);
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const settings = parseSettings(inputs, {
        workspace: (0,paths/* realPath */.Ye)(external_node_path_.resolve(env.GITHUB_WORKSPACE || process.cwd())),
        runnerTemp: external_node_path_.resolve(env.RUNNER_TEMP || external_node_os_.tmpdir()),
        home: env.HOME || external_node_os_.homedir(),
        source: {
            repository: env.GITHUB_REPOSITORY || '',
            sha: env.GITHUB_SHA || '',
            ...(0,input_values/* sourceRef */.$3)(env),
            serverUrl,
            actor: env.GITHUB_ACTOR || '',
            actorId: env.GITHUB_ACTOR_ID || '',
            eventName: env.GITHUB_EVENT_NAME || '',
            runNumber: env.GITHUB_RUN_NUMBER || '',
            runAttempt: env.GITHUB_RUN_ATTEMPT || '',
        },
        pullRequest: (0,inputs_preview/* pullRequestOf */._n)(env.GITHUB_EVENT_NAME || '', event),
        workflowRun: workflowRunOf(env.GITHUB_EVENT_NAME || '', event),
    });
    const secret = (name) => inputs[name] ?? '';
    const given = { token: secret('token').trim(), deployKey: secret('deploy-key'), knownHosts: secret('known-hosts') };
    return { settings, credentials: new CredentialOwner(given, settings.networkTimeoutMs) };
}
/** Validates the raw inputs; every error names the input and says how to fix it. */
function parseSettings(inputs, environment) {
    const get = (name) => (inputs[name] ?? '').trim();
    const { workspace, source } = environment;
    // Both may be empty: a target of the site config may have a token of its own (`repo.token`); one that has no
    // credential at all fails when the targets are known, before any network traffic (credentials/git-auth.ts).
    const credentials = { token: get('token') !== '', deployKey: (inputs['deploy-key'] ?? '').trim() !== '' };
    const history = (0,input_values/* historySetting */.tc)(get('history'));
    const attempts = (0,input_values/* wholeNumberInput */.lP)(get('attempts'), { input: 'attempts', fallback: '5', min: 1, max: 100 });
    const networkTimeout = (0,input_values/* secondsInput */.oA)(get('network-timeout'), 'network-timeout', '15');
    const deploymentTimeout = (0,input_values/* secondsInput */.oA)(get('deployment-timeout'), 'deployment-timeout', '1800');
    const onSiteProblems = get('on-site-problems') || 'warn';
    if (onSiteProblems !== 'warn' && onSiteProblems !== 'fail') {
        throw new Error(`Input "on-site-problems" must be "warn" or "fail", got "${onSiteProblems}".`);
    }
    const workingDirectory = get('working-directory');
    const siteRoot = workingDirectory
        ? (0,input_values/* resolveInside */.LI)(workspace, workspace, workingDirectory, 'working-directory')
        : workspace;
    // The site's own paths are relative to its folder.
    const publishDirInput = get('publish-dir');
    const publishDir = publishDirInput ? (0,input_values/* resolveInside */.LI)(workspace, siteRoot, publishDirInput, 'publish-dir') : '';
    const configFiles = (0,input_values/* lines */.Mn)(inputs['config-file'] ?? '_config.yml').map((file) => (0,input_values/* resolveInside */.LI)(workspace, siteRoot, file, 'config-file'));
    const placeholder = inputs['token-placeholder'] ?? '';
    const tokenPlaceholder = placeholder.trim() === '' ? 'GITHUB_ACCESS_TOKEN' : placeholder.trim();
    const branch = get('branch');
    const refGiven = (0,refname/* refInsteadOfBranch */.V6)(branch, 'Input "branch"');
    if (refGiven)
        throw new Error(refGiven);
    const keepFiles = (0,input_values/* lines */.Mn)(inputs['keep-files'] ?? 'CNAME');
    (0,tree/* checkKeepGlobs */.bX)(keepFiles);
    const exclude = (0,input_values/* lines */.Mn)(inputs.exclude ?? '');
    (0,tree/* checkKeepGlobs */.bX)(exclude, 'exclude');
    const tag = (0,input_values/* tagName */.wZ)(get('tag'), source, environment.now ?? new Date());
    const previewDir = (0,input_values/* previewFolder */.j)(get('preview-dir') || 'pr-preview');
    const previewRetentionDays = (0,input_values/* retentionDays */.Ol)(get('preview-retention'));
    const previewWanted = (0,input_values/* booleanInput */.tE)(inputs, 'preview', false);
    const preview = (0,inputs_preview/* previewOf */.oW)(previewWanted, environment.pullRequest, previewDir);
    const job = jobSetting(get, { workflowRun: environment.workflowRun, repository: source.repository });
    const previewOfRun = previewWanted ? environment.workflowRun : undefined;
    const cname = (0,input_values/* cnameSetting */.HQ)(get('cname'));
    const actor = source.actor || 'github-actions[bot]';
    const actorId = source.actor ? source.actorId : '41898282';
    const host = (0,input_values/* hostOf */.w4)(source.serverUrl);
    const defaultEmail = `${actorId ? `${actorId}+` : ''}${actor}@users.noreply.${host}`;
    return {
        credentials,
        repository: get('repository'),
        branch,
        siteRoot,
        publishDir,
        install: (0,input_values/* commandSetting */.ez)(get('install')),
        build: (0,input_values/* commandSetting */.ez)(get('build')),
        cache: (0,input_values/* cacheSetting */.$s)(get('cache')),
        basePath: (0,input_values/* basePathSetting */.Vq)(get('base-path')),
        configFiles,
        tokenPlaceholder,
        deployCommand: get('deploy-command'),
        userName: (0,input_values/* identityValue */.qC)(get('user-name'), 'Input "user-name"') || actor,
        userEmail: (0,input_values/* identityValue */.qC)(get('user-email'), 'Input "user-email"') || defaultEmail,
        commitMessage: get('commit-message') || 'Deploy {sha} from {repository}@{ref}',
        given: (0,input_values/* givenIdentity */._K)(get),
        history,
        keepFiles,
        exclude,
        tag,
        // A preview is published into its own folder; the rest of the branch stays as it is.
        targetDir: preview ? preview.folder : (0,input_values/* normaliseTargetDir */.tz)(get('target-dir')),
        previewDir,
        previewRetentionDays,
        ...(preview ? { preview } : {}),
        ...(previewOfRun ? { previewOfRun } : {}),
        cname,
        nojekyll: (0,input_values/* booleanInput */.tE)(inputs, 'nojekyll', true),
        dryRun: (0,input_values/* booleanInput */.tE)(inputs, 'dry-run', false),
        waitForPages: (0,input_values/* booleanInput */.tE)(inputs, 'wait-for-pages', false),
        attempts,
        networkTimeoutMs: networkTimeout * 1000,
        // At least 1 MiB: a limit in bytes by mistake would make a push of every file.
        pushSizeLimit: (0,bytes/* parseByteSize */.n)(get('push-size-limit') || '1500M', 'push-size-limit', 1024 * 1024),
        onSiteProblems,
        workspace,
        runnerTemp: environment.runnerTemp,
        home: environment.home ?? '',
        source: { ...source, actor },
        commitSigning: (0,input_values/* commitSigningSetting */.n1)(get('commit-signing')),
        pagesSource: (0,input_values/* pagesSourceSetting */.qt)(get('pages-source')),
        deploymentTimeoutMs: deploymentTimeout * 1000,
        job,
    };
}


/***/ }),

/***/ 10227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LW: () => (/* binding */ isValidGlob),
/* harmony export */   fU: () => (/* binding */ globMatcher),
/* harmony export */   t4: () => (/* binding */ loadGlobEngine),
/* harmony export */   tc: () => (/* binding */ fromRoot)
/* harmony export */ });
/* unused harmony export isPlainPath */
let engine;
/** A path with no character minimatch reads as a glob, an extglob, a brace, an escape or a comment, no `.` or `..`. */
const PLAIN_PATH = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*(\/[A-Za-z0-9._@+~-]+)*$|^\.[A-Za-z0-9._@+~-]+(\/[A-Za-z0-9._@+~-]+)*$/;
/** A glob as the keep rule matches it: paths are from the branch root, so leading and trailing slashes say nothing. */
function fromRoot(glob) {
    return glob.replace(/^\/+|\/+$/g, '');
}
/** Whether `glob` (from the root) names one path as it is, which minimatch would match only to itself. */
function isPlainPath(glob) {
    return PLAIN_PATH.test(glob) && !glob.split('/').some((part) => part === '.' || part === '..');
}
/** Loads minimatch when one of `globs` (as given: leading and trailing slashes allowed) needs it. */
async function loadGlobEngine(globs) {
    if (engine === undefined && globs.some((glob) => !isPlainPath(fromRoot(glob))))
        engine = await __webpack_require__.e(/* import() */ 581).then(__webpack_require__.bind(__webpack_require__, 33581));
}
/** minimatch, loaded by `loadGlobEngine` for the globs at hand. */
function globEngine() {
    if (engine === undefined)
        throw new Error('A glob was matched before minimatch was loaded (loadGlobEngine).');
    return engine;
}
/**
 * Whether `candidate` matches `glob` (from the root), as minimatch matches it with dot files included: a plain
 * path by itself; any other once `loadGlobEngine` has loaded minimatch for it.
 */
function globMatcher(glob) {
    // minimatch skips empty parts of the candidate (`docs//v1/`), never a leading slash.
    if (isPlainPath(glob))
        return (candidate) => candidate === glob || candidate.replace(/\/+/g, '/').replace(/(.)\/$/, '$1') === glob;
    const matcher = new (globEngine().Minimatch)(glob, { dot: true });
    return (candidate) => matcher.match(candidate);
}
/** Whether minimatch can make a pattern of `glob` (from the root); a plain path always is one. */
function isValidGlob(glob) {
    return isPlainPath(glob) || new (globEngine().Minimatch)(glob, { dot: true }).makeRe() !== false;
}


/***/ }),

/***/ 20582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $0: () => (/* binding */ composeTree),
/* harmony export */   L$: () => (/* binding */ keepNothing),
/* harmony export */   Z9: () => (/* binding */ mayKeep),
/* harmony export */   bX: () => (/* binding */ checkKeepGlobs),
/* harmony export */   gI: () => (/* binding */ keepRule)
/* harmony export */ });
/* unused harmony export comparePaths */
/* harmony import */ var _globs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(10227);
// Decides the deployed tree: the publish folder's files, plus what the branch keeps (outside target-dir, keep-files).

/** The rule of no `keep-files`: the branch keeps nothing of what target-dir held. */
const keepNothing = () => false;
/** Whether a file of the branch's tip stays: it lies outside target-dir, or keep-files keeps it. */
function mayKeep(branchPath, targetDir, keep) {
    const inTarget = targetDir === '' || branchPath === targetDir || branchPath.startsWith(`${targetDir}/`);
    return !inTarget || keep(branchPath);
}
/**
 * `keep-files` globs, matched against paths from the branch root (dot files included). A glob that matches a
 * folder keeps everything in it, so `docs` and `docs/**` mean the same.
 */
function keepRule(globs) {
    const matchers = globs.map((glob) => (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatcher */ .fU)((0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .fromRoot */ .tc)(glob)));
    if (matchers.length === 0)
        return keepNothing;
    const rule = (branchPath) => {
        const parts = branchPath.split('/');
        for (let length = parts.length; length > 0; length -= 1) {
            const candidate = parts.slice(0, length).join('/');
            if (matchers.some((matches) => matches(candidate)))
                return true;
        }
        return false;
    };
    return Object.assign(rule, { globs });
}
/**
 * Validates the globs up front, so a bad one fails before any work, naming the input. Each is checked as
 * `keepRule` will match it: `/!docs` is `!docs` there, a negation.
 */
function checkKeepGlobs(globs, input = 'keep-files') {
    const purpose = input === 'keep-files' ? 'lists files to keep' : 'lists files to leave out';
    for (const glob of globs) {
        const matched = (0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .fromRoot */ .tc)(glob);
        if (matched.startsWith('!')) {
            throw new Error(`Input "${input}" ${purpose}; "${glob}" is a negation, which it does not support.`);
        }
        if (!(0,_globs_js__WEBPACK_IMPORTED_MODULE_0__/* .isValidGlob */ .LW)(matched))
            throw new Error(`Input "${input}" has an invalid glob: "${glob}".`);
    }
}
const ASTRAL = /[\uD800-\uDFFF]/;
/**
 * git's order of full paths: by their UTF-8 bytes. JavaScript's own string order is the same except for
 * characters beyond U+FFFF, so bytes are compared only when those occur.
 */
function comparePaths(a, b) {
    if (ASTRAL.test(a) || ASTRAL.test(b))
        return Buffer.compare(Buffer.from(a), Buffer.from(b));
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The first index in sorted `paths` whose path is not before `path`. */
function lowerBound(paths, path) {
    let low = 0;
    let high = paths.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (comparePaths(paths[middle]?.path ?? '', path) < 0)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/**
 * The new tree's entries, in git's order. Inside target-dir (the whole branch when empty) the publish folder
 * replaces what was there, except files matching keep-files; outside it everything stays. A new file always
 * wins over an old one at the same path or in its way (a kept file where the site now has a folder, or the
 * reverse). Works on sorted arrays only, so a site of 100,000 files costs no map or set of them.
 */
function composeTree(input) {
    const extraPaths = new Set(input.extras.map((entry) => entry.path));
    const fresh = [...input.published.filter((entry) => !extraPaths.has(entry.path)), ...input.extras].sort((a, b) => comparePaths(a.path, b.path));
    const has = (path) => fresh[lowerBound(fresh, path)]?.path === path;
    const blocked = (path) => {
        if (has(path))
            return true;
        if (fresh[lowerBound(fresh, `${path}/`)]?.path.startsWith(`${path}/`))
            return true;
        for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
            if (has(path.slice(0, slash)))
                return true;
        }
        return false;
    };
    const kept = input.oldEntries.filter((entry) => mayKeep(entry.path, input.targetDir, input.keep) && !blocked(entry.path));
    // Both lists are sorted: merge them.
    const result = [];
    let k = 0;
    for (const entry of fresh) {
        for (let old = kept[k]; old && comparePaths(old.path, entry.path) < 0; old = kept[k]) {
            result.push(old);
            k += 1;
        }
        result.push(entry);
    }
    // concat, not push(...): a spread of 100,000 arguments overflows the stack.
    return result.concat(kept.slice(k));
}


/***/ }),

/***/ 22250:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ parseByteSize),
/* harmony export */   z: () => (/* binding */ formatBytes)
/* harmony export */ });
// Byte sizes as an input writes them (`1500M`, counted as git counts `receive.maxInputSize`) and as the log shows them.
const UNITS = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 };
/**
 * Reads `text` (a whole or decimal number, optionally followed by K, M or G, each 1024 times the one before, in
 * either case) as a number of bytes no smaller than `minimum`; an error names `input` and says how to write it.
 */
function parseByteSize(text, input, minimum) {
    const match = /^([0-9]+(?:\.[0-9]+)?)\s*([KMG]?)$/i.exec(text.trim());
    const bytes = match ? Math.floor(Number(match[1]) * (UNITS[(match[2] ?? '').toUpperCase()] ?? 1)) : Number.NaN;
    if (!Number.isSafeInteger(bytes)) {
        throw new Error(`Input "${input}" must be a size such as "1500M" or "1.5G" (K, M, G: KiB, MiB, GiB), got "${text}".`);
    }
    if (bytes < minimum) {
        // A bare number is bytes: "1500" meant for megabytes would otherwise send every file in a push of its own.
        throw new Error(`Input "${input}" must be at least ${formatBytes(minimum)}, got "${text}" (${formatBytes(bytes)}); a number ` +
            'without K, M or G counts bytes.');
    }
    return bytes;
}
/** `bytes` for the log: `300 bytes`, `12.0 KiB`, `61.3 MiB`, `1.46 GiB`. */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
    if (bytes < 1024 ** 2)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    if (bytes < 1024 ** 3)
        return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
    return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}


/***/ }),

/***/ 40405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Ye: () => (/* binding */ realPath),
/* harmony export */   a2: () => (/* binding */ isGitFolderName),
/* harmony export */   dg: () => (/* binding */ confined),
/* harmony export */   jT: () => (/* binding */ namesGitFolder),
/* harmony export */   r6: () => (/* binding */ escapes)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58382);
// Where a path of the user's really leads: through symbolic links it must stay inside the workspace, and it may
// name no .git folder, in any spelling git itself refuses.




/** The code points HFS+ leaves out of a name when it compares two (git's list, in utf8.c). */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;
/**
 * `.git` in any case, with the trailing dots and spaces Windows ignores, an NTFS stream (`.git::$INDEX_ALLOCATION`),
 * its short name `git~1`, or with code points HFS+ ignores (U+200C, U+FEFF, ...): git's own is_ntfs_dotgit and
 * is_hfs_dotgit, so that a clone on Windows or macOS never finds a .git folder planted in a site.
 */
function isGitFolderName(name) {
    return /^(\.git|git~1)[. ]*(:.*)?$/i.test(name.replace(HFS_IGNORED, ''));
}
/** Whether `relative` (with `/` or the platform's separator) has a component `isGitFolderName` refuses. */
function namesGitFolder(relative) {
    return relative.split(/[\\/]/).some(isGitFolderName);
}
/**
 * `file` with every symbolic link resolved (a part that does not exist yet is kept as given), refused when that
 * leads outside the workspace or into a .git folder. Returns the resolved path, which the caller then uses.
 */
async function confined(workspace, file, input) {
    const real = await realpath(file);
    const escape = escapes(await realpath(workspace), real);
    if (escape === 'out of the workspace') {
        throw new Error(`${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .sourceOf */ .v)(input)} must stay inside the workspace, but ${file} leads to ${real} through a symbolic link. ` +
            'Point it at a real folder of the workspace.');
    }
    if (escape)
        throw new Error(`${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .sourceOf */ .v)(input)} leads into a .git folder (${real}): name your site's own folder.`);
    return real;
}
/** Where the resolved path `real` leads that it must not, seen from the workspace's real path `root`; else none. */
function escapes(root, real) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(root, real);
    if (relative === '..' || relative.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_2__.sep}`) || node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(relative)) {
        return 'out of the workspace';
    }
    return namesGitFolder(relative) ? 'into a .git folder' : undefined;
}
/** The real path of `file`, or of its nearest existing parent with the rest appended. */
async function realpath(file) {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file);
    try {
        return await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath(resolved);
    }
    catch {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(resolved);
        if (parent === resolved)
            return resolved;
        return node_path__WEBPACK_IMPORTED_MODULE_2__.join(await realpath(parent), node_path__WEBPACK_IMPORTED_MODULE_2__.basename(resolved));
    }
}
/** Whether `file` lies inside `folder` (below it, not the folder itself), by their paths alone (no link is followed). */
function isInside(folder, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(folder), node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(file));
    return relative !== '' && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(relative);
}
/**
 * `folder` through its symbolic links, or as given when it does not exist (yet). The workspace is taken so, once:
 * every path of the site is compared with the real paths the checks resolve (see paths.ts confined), and a linked
 * workspace compared unresolved would read the publish folder twice and scrub what it should refuse.
 */
function realPath(folder) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(folder);
    }
    catch {
        return folder;
    }
}


/***/ }),

/***/ 28970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ou: () => (/* binding */ toolPath),
/* harmony export */   Sg: () => (/* binding */ toolFolders),
/* harmony export */   Xe: () => (/* binding */ holdTools)
/* harmony export */ });
// The programs the deploy runs with a credential in reach (git, with the token in its environment; ssh, with the
// deploy key, and ssh-keygen, which checks it; tar and the compressors the Actions cache runs, with the runner's token
// in theirs), found on PATH once, before any user command, and run by that file (git, ssh, ssh-keygen) or from those
// folders alone (the cache) from then on. The site's install and build run as the runner's user, who may write
// folders that come before the system's on PATH (the tool cache's `bin` folders that setup-node and the like put
// first): a `git` written there by a build would otherwise be what our push runs, with the token.
const found = new Map();
/** The programs held: looked up when first asked for, and at the latest before the first user command. */
const HELD = ['git', 'ssh', 'ssh-keygen', 'tar', 'zstd', 'gzip'];
/** Looks up every held program now (see processes/processes.ts: before each user command; only the first looks). */
function holdTools() {
    for (const name of HELD)
        toolPath(name);
}
/**
 * The file `name` runs from: the first executable file of that name in a folder PATH names (an empty or relative
 * entry, the working folder, is skipped), as found the first time it was asked for; the bare name where none is
 * found (the spawn then fails as it would have) and on Windows (where PATHEXT decides).
 */
function toolPath(name) {
    const known = found.get(name);
    if (known !== undefined)
        return known;
    const file = process.platform === 'win32' ? name : lookUp(name);
    found.set(name, file);
    return file;
}
function lookUp(name) {
    const fs = process.getBuiltinModule('node:fs');
    const path = process.getBuiltinModule('node:path');
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
        if (!path.isAbsolute(dir))
            continue;
        const candidate = path.join(dir, name);
        try {
            if (!fs.statSync(candidate).isFile())
                continue;
            fs.accessSync(candidate, fs.constants.X_OK);
            return candidate;
        }
        catch {
            // not there, or not executable: the next folder
        }
    }
    return name;
}
/**
 * A PATH of the folders `names` were found in, and nothing else (see site/actions-cache.ts): for a program that runs
 * them by name, on PATH.
 */
function toolFolders(names) {
    const path = process.getBuiltinModule('node:path');
    const found = names.map(toolPath).filter((file) => path.isAbsolute(file));
    return [...new Set(found.map((file) => path.dirname(file)))].join(path.delimiter);
}


/***/ })

};

//# sourceMappingURL=807.index.js.map