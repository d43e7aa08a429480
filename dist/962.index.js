export const id = 962;
export const ids = [962];
export const modules = {

/***/ 67962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RedirectRefused: () => (/* binding */ RedirectRefused),
  keepingTokenHome: () => (/* binding */ keepingTokenHome),
  loadArtifactClient: () => (/* binding */ loadArtifactClient),
  untilCancelled: () => (/* binding */ untilCancelled),
  uploadPagesArtifact: () => (/* binding */ uploadPagesArtifact),
  withRuntime: () => (/* binding */ withRuntime)
});

// EXTERNAL MODULE: external "node:async_hooks"
var external_node_async_hooks_ = __webpack_require__(16698);
// EXTERNAL MODULE: external "node:diagnostics_channel"
var external_node_diagnostics_channel_ = __webpack_require__(53053);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/bytes.ts
var bytes = __webpack_require__(22250);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(58382);
// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
// EXTERNAL MODULE: ./src/shared/heartbeat.ts
var heartbeat = __webpack_require__(18105);
;// CONCATENATED MODULE: ./src/shared/toolkit-lines.ts
let context;
/** `text` (what the toolkit writes) with each plain line made a debug line; the runner's commands (`::…`) kept. */
function asDebugLines(text) {
    return text.replace(/^(?!::)(.+)$/gm, '::debug::$1');
}
/**
 * Runs `work` (a call of the toolkit) with the plain lines it writes to the log turned into debug lines, each
 * handed to `onLine` too (the upload's `Uploaded bytes N`, its progress). Its lines are told from ours (a heartbeat's,
 * started before it) by the call's async context.
 */
async function toolkitLinesAtDebug(work, onLine) {
    const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks');
    const store = (context ??= new AsyncLocalStorage());
    const write = process.stdout.write.bind(process.stdout);
    const quieted = function (chunk, ...rest) {
        if (store.getStore() && typeof chunk === 'string') {
            for (const line of chunk.split('\n'))
                if (line && !line.startsWith('::'))
                    onLine?.(line);
            return write(asDebugLines(chunk), ...rest);
        }
        return write(chunk, ...rest);
    };
    process.stdout.write = quieted;
    try {
        return await store.run(true, work);
    }
    finally {
        if (process.stdout.write === quieted)
            process.stdout.write = write;
    }
}

;// CONCATENATED MODULE: ./src/pages-artifact/upload.ts
// Uploads the packed site as the Pages artifact, with `@actions/artifact` (the toolkit's client of the runner's
// artifact service), loaded only here, by a dynamic import: only a deploy through the Pages "GitHub Actions" source
// pays for its chunk.
//
// API, for the deployer (stable):
//   export async function uploadPagesArtifact(packed: PackedSite, options: {
//     runtime: { token: string; resultsUrl: string };  // ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL
//     name?: string;            // 'github-pages'
//     retentionDays?: number;   // 1, as upload-pages-artifact
//     signal: AbortSignal;
//   }): Promise<{ id: number; size: number }>
//   The packed tar's folder is removed when the upload ends, whatever its outcome.
//
// The runner's two variables are handed in, not read here: the main step starts over without them in its
// environment (hardening/reexec.ts), so the deployer carries them. The toolkit reads them from `process.env` only: they
// are set there for the upload alone, and taken out again when it ends (no user command runs meanwhile).
//
// The runtime token goes to the results service's origin only (`keepingTokenHome`): the toolkit's artifact service
// client puts it back on a redirect to any host (its handler re-adds the authorization @actions/http-client took
// off), so every request of the upload that would carry an authorization elsewhere is refused before it is sent.










/** Node's channel on which every socket the process opens for a client (an HTTP request's) is announced. */
const SOCKET_OPENED = 'net.client.socket';
/**
 * Loads @actions/artifact (its chunk of dist/) now: the deployer asks for it before the site's commands run, which
 * could rewrite dist/ (the upload's later `import()` then takes the module already loaded, not the file).
 */
async function loadArtifactClient() {
    await Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(298), __webpack_require__.e(748), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 51591));
}
/**
 * Uploads `packed` (its file, `artifact.tar`) as the artifact `name`, as upload-pages-artifact uploads it. A
 * cancel ends the upload at once: every request the upload has open or opens later is destroyed, so the artifact
 * is never finalized, and the tar is removed.
 */
async function uploadPagesArtifact(packed, options) {
    const { signal } = options;
    const folder = external_node_path_.dirname(packed.file);
    try {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        runner/* setSecret */.Pq(options.runtime.token);
        const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(298), __webpack_require__.e(748), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 51591));
        (0,processes/* throwIfCancelled */.dZ)(signal);
        const client = new DefaultArtifactClient();
        const name = options.name ?? 'github-pages';
        // The toolkit's lines (its progress, "… successfully finalized") at debug level: ours below says the same once;
        // its progress is what a heartbeat line says of a long upload.
        let sent = 0;
        const progress = (line) => {
            const bytes = /^Uploaded bytes (\d+)$/.exec(line);
            if (bytes)
                sent = Number(bytes[1]);
        };
        const upload = (0,heartbeat/* withHeartbeat */.px)('uploading the Pages artifact', () => toolkitLinesAtDebug(() => withRuntime(options.runtime, () => keepingTokenHome(options.runtime.resultsUrl, () => untilCancelled(signal, () => client.uploadArtifact(name, [packed.file, ...(options.beside ?? [])], folder, {
            retentionDays: options.retentionDays ?? 1,
        })))), progress), () => (sent > 0 ? `${(0,bytes/* formatBytes */.z)(sent)} of ${(0,bytes/* formatBytes */.z)(packed.bytes)} sent` : undefined));
        const result = await upload;
        if (result.id === undefined)
            throw new Error('the artifact service gave the uploaded artifact no id');
        runner/* info */.pq(`Uploaded the Pages artifact "${name}" (id ${String(result.id)}, ${(0,bytes/* formatBytes */.z)(result.size ?? 0)}).`);
        return { id: result.id, size: result.size ?? 0 };
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        if (error instanceof RedirectRefused)
            throw error;
        throw new Error(`Could not upload the Pages artifact to the runner's artifact service: ${(0,errors/* errorMessage */.g)(error)}. The ` +
            `deploy through the "GitHub Actions" source needs the job's artifact service (a GitHub-hosted or ` +
            `self-hosted runner of github.com); on a runner without it, deploy from a branch (input ` +
            `"pages-source: branch").`, { cause: error });
    }
    finally {
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    }
}
/** Runs `upload` with the runner's variables in `process.env`, where the toolkit reads them, and no longer. */
async function withRuntime(runtime, upload) {
    const names = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL'];
    const before = names.map((name) => process.env[name]);
    process.env.ACTIONS_RUNTIME_TOKEN = runtime.token;
    process.env.ACTIONS_RESULTS_URL = runtime.resultsUrl;
    try {
        return await upload();
    }
    finally {
        names.forEach((name, index) => {
            const value = before[index];
            if (value === undefined)
                Reflect.deleteProperty(process.env, name);
            else
                process.env[name] = value;
        });
    }
}
/**
 * Node's channels on which every HTTP request is announced: `created` before anything of it is sent (Node 22.12 and
 * later, the action's Node 24 among them); `start` once its headers are written, before a new connection is open,
 * for an older Node, where `created` is never published.
 */
const REQUEST_CHANNELS = ['http.client.request.created', 'http.client.request.start'];
/** The upload was stopped from sending the runtime token to another origin than the results service's. */
class RedirectRefused extends Error {
}
/**
 * Runs `upload`, refusing any request it makes (known by its asynchronous context, as in `untilCancelled`) that
 * carries an authorization to another origin than `resultsUrl`'s: the artifact service client builds every
 * address from ACTIONS_RESULTS_URL, so such a request is a redirect it follows with the runtime token put back. The
 * request is destroyed before it is sent, with the one error the toolkit gives up on at once; the upload then fails
 * with a RedirectRefused naming the host. The blob store's requests carry none (their address holds a SAS).
 */
async function keepingTokenHome(resultsUrl, upload) {
    const home = new URL(resultsUrl);
    const context = new external_node_async_hooks_.AsyncLocalStorage();
    let refused;
    const onRequest = (message) => {
        if (context.getStore() !== true)
            return;
        const { request } = message;
        if (request.destroyed || request.getHeader('authorization') === undefined)
            return;
        const origin = originOf(request);
        if (origin === home.origin)
            return;
        refused ??= origin ?? `${request.protocol}//${request.host}`;
        request.destroy(Object.assign(new Error('The request was refused.'), { code: 'EHOSTUNREACH' }));
    };
    for (const channel of REQUEST_CHANNELS)
        (0,external_node_diagnostics_channel_.subscribe)(channel, onRequest);
    try {
        return await context.run(true, upload);
    }
    catch (error) {
        if (refused === undefined)
            throw error;
        throw new RedirectRefused(`The runner's results service (ACTIONS_RESULTS_URL, ${home.origin}) redirected the artifact upload to ` +
            `${refused}, another host: refused, since the artifact client would have sent the job's runtime token ` +
            '(ACTIONS_RUNTIME_TOKEN) there. Nothing was deployed. A results service that redirects elsewhere is not ' +
            "the runner's own: check ACTIONS_RESULTS_URL and the runner's proxy settings.", { cause: error });
    }
    finally {
        for (const channel of REQUEST_CHANNELS)
            (0,external_node_diagnostics_channel_.unsubscribe)(channel, onRequest);
    }
}
/** The origin a request goes to, from its protocol and Host header (the port as it was given); undefined if none. */
function originOf(request) {
    const host = request.getHeader('host');
    if (typeof host !== 'string' || host === '')
        return undefined;
    try {
        return new URL(`${request.protocol}//${host}`).origin;
    }
    catch {
        return undefined;
    }
}
/** How long a cancelled upload is given to give up before its tar is removed anyway. */
const GIVE_UP_MS = 5000;
/**
 * Runs `upload`, and ends it on a cancel. The toolkit takes no signal, so each socket it opens (known by the
 * asynchronous context it opens in, this upload's) is tracked until the upload has ended, and a cancel destroys
 * those open and any opened after: every request in flight fails, and the artifact is never finalized. A cancel
 * rejects with its reason once the toolkit has given up (at once: see `cancelError`), or after GIVE_UP_MS.
 */
async function untilCancelled(signal, upload) {
    const context = new external_node_async_hooks_.AsyncLocalStorage();
    const open = new Set();
    const onSocket = (message) => {
        if (context.getStore() !== true)
            return;
        const { socket } = message;
        if (signal.aborted) {
            socket.destroy(cancelError());
            return;
        }
        open.add(socket);
        socket.once('close', () => open.delete(socket));
    };
    const onAbort = () => {
        for (const socket of open)
            socket.destroy(cancelError());
        open.clear();
    };
    let timer;
    let giveUpNow = () => undefined;
    const giveUp = new Promise((_resolve, reject) => {
        giveUpNow = reject;
    });
    const start = () => {
        timer = setTimeout(() => {
            giveUpNow(signal.reason);
        }, GIVE_UP_MS);
    };
    if (signal.aborted)
        start();
    else
        signal.addEventListener('abort', start, { once: true });
    giveUp.catch(() => undefined);
    (0,external_node_diagnostics_channel_.subscribe)(SOCKET_OPENED, onSocket);
    signal.addEventListener('abort', onAbort, { once: true });
    const running = context.run(true, upload);
    // Tracked until the toolkit has given up: a retry it makes after a cancel is cut as it starts.
    void running
        .catch(() => undefined)
        .finally(() => {
        (0,external_node_diagnostics_channel_.unsubscribe)(SOCKET_OPENED, onSocket);
        signal.removeEventListener('abort', onAbort);
    });
    try {
        return await Promise.race([running, giveUp]);
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        throw error;
    }
    finally {
        // A cancel after the upload's end starts no wait: a timer started then would hold the step GIVE_UP_MS after
        // its report, the runner's cancel waiting on it.
        signal.removeEventListener('abort', start);
        clearTimeout(timer);
    }
}
/**
 * The error a cancelled socket ends with, coded EHOSTUNREACH: the one network error both of the toolkit's clients
 * give up on at once. Its artifact service client retries any other failure (5 tries, 3 s and more apart) but a
 * network error's code, and the blob client (Azure's) retries a reset, a refusal or a timeout (codes and messages
 * that name one), not this. The user sees the cancel's reason, not this error.
 */
function cancelError() {
    return Object.assign(new Error('The upload was cancelled.'), { code: 'EHOSTUNREACH' });
}


/***/ })

};

//# sourceMappingURL=962.index.js.map