export const id = 169;
export const ids = [169];
export const modules = {

/***/ 60011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ MODES),
/* harmony export */   Pq: () => (/* binding */ readInto),
/* harmony export */   ar: () => (/* binding */ readChunk),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   z1: () => (/* binding */ readerWorkerSource)
/* harmony export */ });
/* unused harmony export mayLinkRoot */
/**
 * Reads `size` bytes of the open file `fd` into `buffer`, or into a larger one when it is too small: the buffer
 * used and how much was read. It stands alone (a worker runs it as source text), so `read` is passed in.
 */
function readInto(read, fd, size, buffer) {
    const into = size > buffer.length ? Buffer.allocUnsafe(Math.max(size, buffer.length * 2)) : buffer;
    let offset = 0;
    while (offset < size) {
        const count = read(fd, into, offset, size - offset, offset);
        if (count === 0)
            break;
        offset += count;
    }
    return { buffer: into, length: offset };
}
/**
 * Whether `content` (of the file `name`) holds one of `needles`. A long base64 needle (a deploy key's body) is
 * also found with its line breaks removed, as a key re-wrapped at another width would be; `.gz`, `.svgz` and `.br`
 * files are also looked into once unpacked (up to 64 MiB unpacked: of a larger one, the start that unpacks to at
 * most that). It stands alone, like `readInto`.
 */
function holdsSecret(content, name, needles) {
    const limit = 64 * 1024 * 1024;
    const holds = (bytes) => {
        for (const needle of needles) {
            if (bytes.includes(needle))
                return true;
            if (needle.length < 200)
                continue;
            // Twelve characters every twelve from the middle: a wrap at any width of 24 or more leaves one whole.
            const middle = Math.floor(needle.length / 2);
            let anchored = false;
            for (let at = middle; at < middle + 72 && !anchored; at += 12) {
                anchored = bytes.includes(needle.subarray(at, at + 12));
            }
            if (anchored && Buffer.from(bytes.toString('latin1').replace(/\\n|\s+/g, ''), 'latin1').includes(needle)) {
                return true;
            }
        }
        return false;
    };
    if (holds(content))
        return true;
    const lower = name.toLowerCase();
    const brotli = lower.endsWith('.br');
    if (!brotli && !lower.endsWith('.gz') && !lower.endsWith('.svgz'))
        return false;
    const zlib = process.getBuiltinModule('node:zlib');
    const { constants } = zlib;
    /** The first `length` bytes unpacked (a start of the stream, when `length` is short of the whole). */
    const unpack = (length) => {
        const whole = length === content.length;
        const finishFlush = brotli
            ? whole
                ? constants.BROTLI_OPERATION_FINISH
                : constants.BROTLI_OPERATION_FLUSH
            : whole
                ? constants.Z_FINISH
                : constants.Z_SYNC_FLUSH;
        const options = { maxOutputLength: limit, finishFlush };
        const start = content.subarray(0, length);
        return brotli ? zlib.brotliDecompressSync(start, options) : zlib.gunzipSync(start, options);
    };
    const tooLarge = (error) => error.code === 'ERR_BUFFER_TOO_LARGE';
    // The whole file; if it unpacks to more than the limit, the longest start (halved, then narrowed down between
    // what fits and what does not) that unpacks within it. Anything else thrown: not compressed after all.
    let fits = 0;
    let overflows = content.length;
    let unpacked;
    for (let tries = 0, length = content.length; tries < 40 && length > fits; tries += 1) {
        try {
            unpacked = unpack(length);
            fits = length;
            if (length === content.length || overflows - fits < overflows / 32)
                break;
            length = Math.floor((fits + overflows) / 2);
        }
        catch (error) {
            if (!tooLarge(error))
                return false;
            overflows = length;
            length = unpacked ? Math.floor((fits + overflows) / 2) : Math.floor(length / 2);
        }
    }
    return unpacked !== undefined && holds(unpacked);
}
/**
 * Whether an HTML or CSS file (by its lower-case name) may hold a link worth parsing it for: a `/` just after a
 * quote, `=`, `(` or `,` (a root path in an attribute, `url()` or `srcset`), or one of `hosts` (the site's own, for
 * absolute links). A cheap look over the bytes, so a page without such a link costs no parse. It stands alone, like
 * `readInto`.
 */
function mayLinkRoot(content, name, hosts) {
    if (!/\.(?:html?|css)$/.test(name))
        return false;
    for (const start of ['"/', "'/", '=/', '(/', ',/']) {
        if (content.includes(start, 0, 'latin1'))
            return true;
    }
    return hosts.some((host) => content.includes(host));
}
/** Compact results: a site of 100,000 files costs three typed arrays here, not 300,000 strings. */
const MODES = ['100644', '100755', '120000'];
/**
 * Reads, hashes and scans one chunk of files. It runs on the main thread and, as source text, in a worker
 * thread, so it uses nothing from outside itself but `readInto` and `holdsSecret` (sent along): its modules come
 * from `process.getBuiltinModule`.
 */
function readChunk(input) {
    const fs = process.getBuiltinModule('node:fs');
    const { createHash } = process.getBuiltinModule('node:crypto');
    const needles = input.needles.map((needle) => Buffer.from(needle, 'utf8'));
    const hosts = input.linkHosts?.map((host) => Buffer.from(host, 'utf8'));
    const markup = [];
    // Disk paths as UTF-8, each after a flag ("L" for a symlink, "F" for a file) and ended by a NUL. Each is
    // decoded only when its turn comes, so no thread holds the chunk's names as strings.
    const paths = Buffer.from(input.paths.buffer, input.paths.byteOffset, input.paths.byteLength);
    let count = 0;
    for (let at = paths.indexOf(0); at !== -1; at = paths.indexOf(0, at + 1))
        count += 1;
    const result = {
        ids: new Uint8Array(count * 20),
        modes: new Uint8Array(count),
        sizes: new Float64Array(count),
        tooLarge: [],
        leaking: [],
        markup: [],
        markupBytes: new Uint8Array(0),
        markupEnds: new Uint32Array(0),
    };
    const hashInto = (index, content) => {
        const digest = createHash('sha1').update(`blob ${content.length}\0`).update(content).digest();
        result.ids.set(digest, index * 20);
    };
    // The chunk's links, for `ChunkLinks`: each URL's slot in `pages`.
    const links = new Map();
    const pages = [];
    let parsed = 0;
    // One buffer for every read, grown as needed: reading a site leaves nothing per file to collect.
    let shared = Buffer.allocUnsafe(1024 * 1024);
    let start = 0;
    for (let index = 0; index < count; index += 1) {
        const end = paths.indexOf(0, start);
        const symlink = paths[start] === 0x4c; // "L"
        const diskPath = paths.toString('utf8', start + 1, end);
        start = end + 1;
        if (symlink) {
            // The link's target, byte for byte, is the blob git stores for it.
            const content = fs.readlinkSync(diskPath, { encoding: 'buffer' });
            hashInto(index, content);
            result.modes[index] = 2;
            result.sizes[index] = content.length;
            if (holdsSecret(content, diskPath, needles))
                result.leaking.push(index);
            continue;
        }
        // Not through a link, nor waiting on a pipe: a file swapped for either since it was listed is refused.
        const swapped = `${diskPath} changed while the publish folder was read (it is no longer a regular file), so nothing was published: something the build left running writes to the site; end it first.`; // prettier-ignore
        let fd = -1;
        try {
            fd = fs.openSync(diskPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
            const stat = fs.fstatSync(fd);
            if (!stat.isFile())
                throw new Error(swapped);
            // Executable as git sees it: the owner's execute bit (Windows has none).
            result.modes[index] = process.platform !== 'win32' && (stat.mode & 0o100) !== 0 ? 1 : 0;
            result.sizes[index] = stat.size;
            if (stat.size > input.maxBytes) {
                result.tooLarge.push(index);
                continue;
            }
            const read = readInto(fs.readSync, fd, stat.size, shared);
            shared = read.buffer;
            const content = shared.subarray(0, read.length);
            hashInto(index, content);
            if (holdsSecret(content, diskPath, needles))
                result.leaking.push(index);
            if (hosts && mayLinkRoot(content, diskPath.toLowerCase(), hosts)) {
                if (input.linksOf) {
                    parsed += 1;
                    // A 404 page, as GitHub Pages serves it for a missing path (page-links.ts names a link by another page).
                    const notFound = /(?:^|\/)404\.html$/.test(diskPath) ? 1 : 0;
                    for (const url of input.linksOf(diskPath, content)) {
                        const slot = links.get(url);
                        if (slot === undefined) {
                            links.set(url, pages.length);
                            pages.push(index, 1, notFound, url.length);
                        }
                        else {
                            pages[slot + 1] = (pages[slot + 1] ?? 0) + 1;
                            if (!notFound && pages[slot + 2] === 1) {
                                pages[slot] = index;
                                pages[slot + 2] = 0;
                            }
                        }
                    }
                }
                else {
                    result.markup.push(index);
                    markup.push(Buffer.from(content)); // a copy: the shared buffer is read into next
                }
            }
        }
        catch (error) {
            throw error.code === 'ELOOP' ? new Error(swapped, { cause: error }) : error;
        }
        finally {
            if (fd >= 0)
                fs.closeSync(fd);
        }
    }
    // One string of its own, not the strings the pages were scanned into (a URL sliced from a style sheet's text would
    // keep the whole text alive for as long as the link is kept).
    if (parsed > 0)
        result.found = { text: [...links.keys()].join(''), pages: Uint32Array.from(pages), parsed };
    if (markup.length > 0) {
        // In a buffer of its own, so a worker can move it.
        let length = 0;
        result.markupEnds = new Uint32Array(markup.length);
        markup.forEach((bytes, at) => {
            length += bytes.length;
            result.markupEnds[at] = length;
        });
        result.markupBytes = new Uint8Array(length);
        let offset = 0;
        for (const bytes of markup) {
            result.markupBytes.set(bytes, offset);
            offset += bytes.length;
        }
    }
    return result;
}
/**
 * The source text of a reading worker (see read-chunks.ts): it reads each chunk it is sent with `readChunk`, counts it
 * in `workerData.finished` (shared memory, so the sender sees it while busy), and sends back the result.
 */
function readerWorkerSource() {
    return [
        "const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');",
        readInto.toString(),
        holdsSecret.toString(),
        mayLinkRoot.toString(),
        `const readChunk = ${readChunk.toString()};`,
        'parentPort.on("message", ({ id, paths }) => {',
        '  const { needles, maxBytes, linkHosts } = workerData;',
        '  const result = readChunk({ paths, needles, maxBytes, linkHosts });',
        '  Atomics.add(workerData.finished, 0, 1);',
        '  const moved = [result.ids.buffer, result.modes.buffer, result.sizes.buffer, result.markupBytes.buffer];',
        '  parentPort.postMessage({ id, result }, moved);',
        '});',
    ].join('\n');
}


/***/ }),

/***/ 54169:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HC: () => (/* binding */ filesHolding),
/* harmony export */   Ru: () => (/* binding */ snapshotHomeGitFiles),
/* harmony export */   b5: () => (/* binding */ scrubWorkspace),
/* harmony export */   bM: () => (/* binding */ refuseLeaks),
/* harmony export */   bw: () => (/* binding */ scrubUnread),
/* harmony export */   f5: () => (/* binding */ leakContext)
/* harmony export */ });
/* unused harmony exports scrubFile, workspaceFiles, everyFile, cleanFile, scrubLeftovers, homeGitFiles */
/* harmony import */ var _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14331);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _publish_folder_chunk_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(60011);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(34200);
// The leak guard: no published file may hold a credential, and none is left in the workspace after the step.





const READ_CONCURRENCY = 8;
/** Files larger than this are not scrubbed (a credential sits in config and text files, not in media). */
const SCRUB_MAX_BYTES = 50 * 1024 * 1024;
/** The files among `files` that hold any of `secrets` (see `holdsSecret`: also unpacked, and a key re-wrapped). */
async function filesHolding(files, secrets) {
    const needles = secrets.filter((secret) => secret.length > 0).map((secret) => Buffer.from(secret, 'utf8'));
    if (needles.length === 0)
        return [];
    const found = [];
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            if (file === undefined)
                break;
            let bytes;
            try {
                bytes = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile(file);
            }
            catch {
                continue;
            }
            if ((0,_publish_folder_chunk_js__WEBPACK_IMPORTED_MODULE_4__/* .holdsSecret */ .hK)(bytes, file, needles))
                found.push(file);
        }
    };
    await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
    return found.sort();
}
/** Replaces every secret in `file` by `replacement`; true when the file changed. */
async function scrubFile(file, secrets, replacement) {
    const original = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile(file);
    // Byte for byte: each byte a latin1 character, each secret its UTF-8 bytes.
    const bytes = secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1'));
    const scrubbed = Buffer.from((0,_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .replaceSecrets */ .Et)(original.toString('latin1'), bytes, replacement), 'latin1');
    if (scrubbed.equals(original))
        return false;
    await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile(file, scrubbed);
    return true;
}
/**
 * The files a build or deploy command may have left a credential in: everything under `root` except
 * node_modules (but its .cache), the folders in `skip`, and the workspace's own `.git` (actions/checkout's, not ours to touch);
 * inside any other `.git` folder (hexo's `.deploy_git/.git`) only its config and credential files.
 */
async function workspaceFiles(root, skip) {
    const files = [];
    const skipped = new Set([...skip.map((dir) => node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(dir)), node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, '.git')]);
    const pending = [root];
    while (pending.length > 0) {
        const dir = pending.pop() ?? root;
        let entries;
        try {
            entries = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir(dir, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            const full = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, entry.name);
            if (entry.isDirectory()) {
                if (skipped.has(full))
                    continue;
                if (entry.name === 'node_modules') {
                    // Installed packages are not the build's output, but the caches in there are (webpack's, Babel's…).
                    pending.push(node_path__WEBPACK_IMPORTED_MODULE_2__.join(full, '.cache'));
                    continue;
                }
                if (entry.name === '.git') {
                    for (const name of ['config', 'credentials', 'FETCH_HEAD'])
                        files.push(node_path__WEBPACK_IMPORTED_MODULE_2__.join(full, name));
                    continue;
                }
                pending.push(full);
            }
            else if (entry.isFile()) {
                files.push(full);
            }
        }
    }
    return scrubbable(files);
}
/**
 * Every file under `dir` (or `dir` itself, when it is a file), a `.git` folder's every file and node_modules too:
 * the publish folder's parts the push does not read, where nothing is the user's own to keep.
 */
async function everyFile(dir) {
    const files = [];
    const pending = [dir];
    while (pending.length > 0) {
        const next = pending.pop() ?? dir;
        const stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat(next).catch(() => undefined);
        if (stat?.isFile()) {
            files.push(next);
            continue;
        }
        if (!stat?.isDirectory())
            continue;
        const entries = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readdir(next).catch(() => []);
        for (const name of entries)
            pending.push(node_path__WEBPACK_IMPORTED_MODULE_2__.join(next, name));
    }
    return scrubbable(files);
}
/** The regular files among `files` small enough to scrub (see `SCRUB_MAX_BYTES`). */
async function scrubbable(files) {
    const sized = [];
    for (const file of files) {
        const stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat(file).catch(() => undefined);
        if (stat?.isFile() && stat.size <= SCRUB_MAX_BYTES)
            sized.push(file);
    }
    return sized;
}
/**
 * Removes the secrets from a file that holds one: the token becomes the placeholder again. A file that holds one
 * in a form no byte replacement reaches (inside a .gz file, a re-wrapped key) is emptied instead. Returns what
 * was done.
 */
async function cleanFile(file, secrets, replacement) {
    if (await scrubFile(file, secrets, replacement))
        return 'scrubbed';
    await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.truncate(file, 0);
    return 'emptied';
}
/**
 * Removes the secrets from every file that holds one (the token becomes the placeholder again, or the file is
 * emptied, see `cleanFile`), and says which files it cleaned, never what it found.
 */
async function scrubLeftovers(files, secrets, replacement, label, why) {
    const holding = await filesHolding(files, secrets);
    const cleaned = [];
    for (const file of holding) {
        const done = await cleanFile(file, secrets, replacement);
        cleaned.push(done === 'emptied' ? `${label(file)} (emptied: it held it in another form)` : label(file));
    }
    if (cleaned.length > 0)
        _shared_runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Removed the token from ${cleaned.join(', ')} (${why}).`);
    return cleaned;
}
/**
 * The leak context of a run: every form of every secret, asked of their owner at each use (a target's own token
 * joins them at the target check), the token's placeholder, the workspace and HOME.
 */
function leakContext(settings, owner) {
    const { tokenPlaceholder: placeholder, workspace, home } = settings;
    return {
        get secrets() {
            return owner.secretForms();
        },
        placeholder,
        workspace,
        home,
    };
}
/**
 * The leak guard's answer: a file of the site that holds the token (a theme printing `config.deploy.repo`, say)
 * or the deploy key stops the deploy before anything is pushed. The file is cleaned on disk, and only its name
 * is told.
 */
async function refuseLeaks(leaking, context) {
    for (const file of leaking)
        await cleanFile(file, context.secrets, context.placeholder);
    const names = leaking.map((file) => node_path__WEBPACK_IMPORTED_MODULE_2__.relative(context.workspace, file)).slice(0, 10);
    throw new Error(`Refusing to publish: ${leaking.length === 1 ? 'a file of the site contains' : `${leaking.length} files of the site contain`} the ` +
        `token or the deploy key: ${names.join(', ')}${leaking.length > 10 ? ', …' : ''}. Nothing was published. A theme ` +
        'or plugin printed a value from the config while the token was substituted (for example `config.deploy.repo`): ' +
        'stop it from rendering that value, or set "config-file" to only the files that need the token.');
}
/** HOME's git files: where git keeps global config and stored credentials. */
function homeGitFiles(home) {
    const names = [
        '.gitconfig',
        '.git-credentials',
        node_path__WEBPACK_IMPORTED_MODULE_2__.join('.config', 'git', 'config'),
        node_path__WEBPACK_IMPORTED_MODULE_2__.join('.config', 'git', 'credentials'),
    ];
    return names.map((name) => node_path__WEBPACK_IMPORTED_MODULE_2__.join(home, name));
}
/**
 * HOME's git files as they are now (a missing one as missing), and a way to put them back byte for byte: what the
 * install and build wrote there (a hook path, a proxy, a helper) must not reach the git of a deploy command, which
 * has the credentials.
 */
async function snapshotHomeGitFiles(home) {
    const saved = await Promise.all(homeGitFiles(home).map(async (file) => ({ file, bytes: await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile(file).catch(() => undefined) })));
    return async () => {
        for (const { file, bytes } of saved) {
            // Removed first: a link put in its place is replaced, never written through.
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm(file, { force: true });
            if (!bytes)
                continue;
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), { recursive: true });
            await node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile(file, bytes);
        }
    };
}
/**
 * Removes credentials the build or deploy command left in the workspace (but `skip`) or in HOME's git files; in the
 * `whole` folders (the publish folder), every file, a nested `.git` folder's all.
 */
async function scrubWorkspace(context, skip, whole = []) {
    if (context.secrets.length === 0)
        return;
    const { home, workspace } = context;
    const inWhole = whole.filter((dir) => dir !== '');
    const files = await workspaceFiles(workspace, [...skip, ...inWhole]);
    // One at a time, here and below: a spread would pass each file as an argument, and a publish folder of some
    // 150,000 files would overflow the stack.
    for (const dir of inWhole)
        for (const file of await everyFile(dir))
            files.push(file);
    if (home)
        files.push(...homeGitFiles(home));
    const label = (file) => home && file.startsWith(home + node_path__WEBPACK_IMPORTED_MODULE_2__.sep) ? `~/${node_path__WEBPACK_IMPORTED_MODULE_2__.relative(home, file)}` : node_path__WEBPACK_IMPORTED_MODULE_2__.relative(workspace, file);
    await scrubLeftovers(files, context.secrets, context.placeholder, label, 'left there by the build or deploy command');
}
/**
 * After our push, whatever its outcome: removes the credentials from what it did not read in the publish folder.
 * Each complete read (see publish-folder/read.ts `Listing`) read and checked every file but those it left out (excluded, hidden,
 * pattern-matched, in a `.git` folder), so only those are read here; without one (the push failed before the site
 * was read), the whole publish folder is.
 */
async function scrubUnread(context, publishDir, listings) {
    if (context.secrets.length === 0 || publishDir === '')
        return;
    const complete = listings.filter((listing) => listing.complete);
    const unread = complete.length > 0 ? new Set(complete.flatMap((listing) => listing.leftOut)) : [publishDir];
    const files = [];
    for (const item of unread)
        for (const file of await everyFile(item))
            files.push(file);
    const label = (file) => node_path__WEBPACK_IMPORTED_MODULE_2__.relative(context.workspace, file);
    await scrubLeftovers(files, context.secrets, context.placeholder, label, 'left in the publish folder, unpublished');
}


/***/ }),

/***/ 34200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Et: () => (/* binding */ replaceSecrets),
/* harmony export */   Rd: () => (/* binding */ redactText),
/* harmony export */   aO: () => (/* binding */ RedactingStream)
/* harmony export */ });
/* unused harmony export REDACTED */
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(46193);
/* harmony import */ var node_string_decoder__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_string_decoder__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
// Hides secrets in the output of the commands we run for the user, before it reaches the log. The runner masks
// registered secrets too; this also covers the forms it does not know and keeps them out of our own streams.


const REDACTED = '***';
/** `text` with every occurrence of every secret replaced by `replacement`, the longest first (one may contain another). */
function replaceSecrets(text, secrets, replacement) {
    let result = text;
    for (const secret of [...secrets].filter((item) => item !== '').sort((a, b) => b.length - a.length)) {
        if (result.includes(secret))
            result = result.split(secret).join(replacement);
    }
    return result;
}
/** `text` with every secret shown as ***. */
function redactText(text, secrets) {
    return replaceSecrets(text, secrets, REDACTED);
}
/**
 * A stream that passes text on a line at a time with the secrets redacted, so a secret split across two chunks
 * is still found. A line longer than `maxLine` is passed on in parts, holding back enough to find a secret that
 * straddles the cut. `flush()` passes on what is left.
 */
class RedactingStream extends node_stream__WEBPACK_IMPORTED_MODULE_1__.Writable {
    target;
    secrets;
    maxLine;
    pending = '';
    decoder = new node_string_decoder__WEBPACK_IMPORTED_MODULE_0__.StringDecoder('utf8');
    holdBack;
    constructor(target, secrets, maxLine = 64 * 1024) {
        super();
        this.target = target;
        this.secrets = secrets;
        this.maxLine = maxLine;
        this.holdBack = Math.max(0, ...secrets.map((secret) => secret.length)) - 1;
    }
    _write(chunk, _encoding, callback) {
        this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
        const end = this.pending.lastIndexOf('\n') + 1;
        if (end > 0) {
            this.target.write(redactText(this.pending.slice(0, end), this.secrets));
            this.pending = this.pending.slice(end);
        }
        if (this.pending.length > this.maxLine) {
            // Redact first, then keep the tail unwritten: a secret that starts in it has not been seen whole yet.
            const cut = Math.max(0, this.pending.length - this.holdBack);
            const redacted = redactText(this.pending, this.secrets);
            if (redacted === this.pending) {
                this.target.write(this.pending.slice(0, cut));
                this.pending = this.pending.slice(cut);
            }
            else {
                this.target.write(redacted);
                this.pending = '';
            }
        }
        callback();
    }
    _final(callback) {
        this.flush();
        callback();
    }
    flush() {
        this.pending += this.decoder.end();
        if (this.pending)
            this.target.write(redactText(this.pending, this.secrets));
        this.pending = '';
    }
}


/***/ })

};

//# sourceMappingURL=169.index.js.map