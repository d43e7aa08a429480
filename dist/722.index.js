export const id = 722;
export const ids = [722];
export const modules = {

/***/ 17722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HARD_LIMIT: () => (/* binding */ HARD_LIMIT),
  SUPPORTED_SIZE: () => (/* binding */ SUPPORTED_SIZE),
  packSite: () => (/* binding */ packSite)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/bytes.ts
var shared_bytes = __webpack_require__(22250);
// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/publish-folder/chunk.ts
var chunk = __webpack_require__(60011);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
// EXTERNAL MODULE: ./src/pages-artifact/tar-header.ts
var tar_header = __webpack_require__(92430);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/pages-artifact/walk.ts
// What the Pages artifact holds, taken from the one read of the publish folder (publish-folder/read.ts), never from
// a walk of its own: each file the read checked, with the git blob id it hashed; a symbolic link inside the site as
// the file (or folder) it names, which the read listed and checked too; `.github` left out at any depth, as
// upload-pages-artifact leaves it out (`.git` in any case was never listed).



/** The folder upload-pages-artifact leaves out beside `.git` (`tar --exclude=.github`: any member so named). */
const LEFT_OUT = '.github';
/** How deep links to folders may lead into each other before the site is taken to loop. */
const MAX_LINK_DEPTH = 16;
/** Every member's mtime: fixed, so that the same folder gives the same bytes (the tar's hash, a cache's key). */
const MTIME = 0;
/**
 * The tar's members in the order they are written: `./` first, then each folder before what it holds, names in
 * sorted order (the same read lists the same). A folder with no file to publish is left out, as a branch push
 * leaves it out. `files` are the read's (paths from the publish folder's root, no target-dir).
 */
function packedMembers(publishDir, files) {
    const root = (0,external_node_fs_.realpathSync)(publishDir);
    const byPath = new Map();
    for (const file of files)
        byPath.set(file.path, file);
    const members = new Map();
    const add = (relative, file, depth) => {
        if (relative.split('/').includes(LEFT_OUT))
            return;
        if (!file.symlink) {
            members.set(relative, member(relative, file));
            return;
        }
        for (const [linked, target] of linkedFiles(root, relative, file, byPath, depth))
            add(linked, target, depth + 1);
    };
    for (const file of files)
        add(file.path, file, 0);
    if (members.size === 0) {
        throw new Error(`The publish folder ${publishDir} has no file to deploy (.git and .github left out): check ` +
            `input "publish-dir" (and "exclude", which may match every file).`);
    }
    return withFolders([...members.values()]);
}
/** What a link of the site stands for in the artifact: the listed files it names, under the link's own path. */
function linkedFiles(root, relative, link, byPath, depth) {
    if (depth >= MAX_LINK_DEPTH) {
        throw new Error(`${relative} in the publish folder is a symbolic link in a chain of links that does not end: remove the ` +
            'link, or leave it out with input "exclude".');
    }
    let real;
    try {
        real = (0,external_node_fs_.realpathSync)(link.diskPath);
    }
    catch {
        throw new Error(`${relative} in the publish folder is a symbolic link to nothing (its target is missing, or it loops): ` +
            `GitHub Pages takes regular files only. Fix or remove the link, or leave it out with input "exclude".`);
    }
    // The read refused a link leading out of the site (links.ts): what it names was listed, under its own path.
    const named = external_node_path_.relative(root, real).split(external_node_path_.sep).join('/');
    if ((0,external_node_fs_.statSync)(real).isDirectory()) {
        const under = named === '' ? '' : `${named}/`;
        if (`${relative}/`.startsWith(under)) {
            throw new Error(`${relative} in the publish folder is a symbolic link to a folder that holds it (${real}): the site ` +
                `would never end. Remove the link, or leave it out with input "exclude".`);
        }
        const found = [];
        for (const [listed, file] of byPath) {
            if (listed.startsWith(under))
                found.push([`${relative}/${listed.slice(under.length)}`, file]);
        }
        return found;
    }
    const target = byPath.get(named);
    if (!target) {
        throw new Error(`${relative} in the publish folder is a symbolic link to ${named}, which is not published (left out by ` +
            '"exclude", a hidden name or a .git folder): the artifact stores a link as the file it names. Link to a ' +
            'published file, or leave the link out with input "exclude".');
    }
    return [[relative, target]];
}
/** A regular file: 0755 when the file has an execute bit (as git's modes go), else 0644. */
function member(relative, file) {
    const mode = file.mode === '100755' ? 0o755 : 0o644;
    return {
        path: `./${relative}`,
        type: 'file',
        mode,
        size: file.size,
        mtime: MTIME,
        diskPath: file.diskPath,
        sha: file.sha,
    };
}
/** The members in tar order, each folder written before what it holds. */
function withFolders(files) {
    const parts = new Map();
    for (const file of files)
        parts.set(file, file.path.slice(2).split('/'));
    files.sort((a, b) => compareParts(parts.get(a) ?? [], parts.get(b) ?? []));
    const listing = [folder('./')];
    const written = new Set();
    for (const file of files) {
        const segments = parts.get(file) ?? [];
        for (let depth = 1; depth < segments.length; depth += 1) {
            const dir = `./${segments.slice(0, depth).join('/')}/`;
            if (written.has(dir))
                continue;
            written.add(dir);
            listing.push(folder(dir));
        }
        listing.push(file);
    }
    return listing;
}
/** Paths compared a folder at a time, names by their code units: a folder's files as a listing sorted by name. */
function compareParts(a, b) {
    for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
        const left = a[index] ?? '';
        const right = b[index] ?? '';
        if (left !== right)
            return left < right ? -1 : 1;
    }
    return a.length - b.length;
}
function folder(tarPath) {
    return { path: tarPath, type: 'directory', mode: 0o755, size: 0, mtime: MTIME, diskPath: '', sha: '' };
}
/** Opens a member's file as the read found it: a regular file, not a link to follow or a pipe to wait on. */
function openFile(entry, root) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(entry.diskPath, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code ?? String(error);
        throw changed(entry, code === 'ELOOP' ? 'it is a symbolic link now' : `it cannot be opened (${code})`);
    }
    // O_NOFOLLOW guards the name alone: a folder of its path swapped for a link is seen where the file really is.
    const where = process.platform === 'linux' ? (0,external_node_fs_.readlinkSync)(`/proc/self/fd/${String(fd)}`) : root;
    const problem = !(0,external_node_fs_.fstatSync)(fd).isFile()
        ? 'it is not a regular file now'
        : where !== root && !where.startsWith(root + external_node_path_.sep)
            ? 'a folder of its path leads out of the site now'
            : '';
    if (problem) {
        (0,external_node_fs_.closeSync)(fd);
        throw changed(entry, problem);
    }
    return fd;
}
/** The hash git gives a blob of `size` bytes, its header fed: the bytes follow. */
function blobHash(size) {
    return (0,external_node_crypto_.createHash)('sha1').update(`blob ${String(size)}\0`);
}
function changed(entry, how) {
    return new Error(`${entry.path.slice(2)} in the publish folder changed after it was read and checked (${how}), so nothing was ` +
        'uploaded: make sure nothing the build started still writes to the site while the deploy runs.');
}

;// CONCATENATED MODULE: ./src/pages-artifact/pack.ts
// Packs the publish folder, as the one read of it found and checked it, into the tar a Pages artifact holds (the
// first half of a deploy through the Pages "GitHub Actions" source; upload.ts is the second).
//
// API, for the deployer (stable):
//   export interface PackedSite { file: string; bytes: number; files: number }
//   export async function packSite(folder, files, { tempDir, signal, secrets }): Promise<PackedSite>
//   the tar is written to a file of its own in `tempDir`; upload.ts's uploadPagesArtifact removes it.
//   Load pack.js and upload.js with `await import()` from the deployer: only the Actions source's runs need them.
//
// What Pages takes is what actions/upload-pages-artifact makes: `tar --dereference --hard-dereference -cf
// artifact.tar -C <folder> --exclude=.git --exclude=.github .`, uploaded as the artifact `github-pages` (which
// upload-artifact stores as a zip holding `artifact.tar`: the "gzip'd tar" of GitHub's docs is that zip's deflate;
// the tar itself is not compressed). So this writes the same: an uncompressed tar whose paths start with `./`,
// regular files and directories only (GitHub refuses an artifact with a symbolic or hard link), named
// `artifact.tar` for the upload. Unlike upload-pages-artifact v4, dotfiles are kept (`.well-known/`, `.nojekyll`):
// only `.git` and `.github`, at any depth as tar's `--exclude` matches them, are left out.









/**
 * What GitHub takes: Pages will not deploy an artifact over 10 GB, and supports sites of 1 GB (a larger one may
 * miss the deployment's 10-minute limit). Taken as GiB, so that nothing Pages could take is refused.
 */
const HARD_LIMIT = 10 * 1024 ** 3;
const SUPPORTED_SIZE = 1024 ** 3;
/** The event loop gets a turn after this many members (and after each buffer written). */
const YIELD_EVERY = 256;
/** What pads a file's data to a whole block. */
const ZEROS = Buffer.alloc(tar_header/* BLOCK */.IE);
/** The writer's buffer: members are gathered into it and written a whole buffer at a time. */
const WRITE_BUFFER = 4 * 1024 * 1024;
/**
 * Packs the `files` the read of `folder` checked into `artifact.tar` in a new folder under `tempDir`: each file
 * opened without following a link, and its bytes the ones the read hashed (a file changed or swapped since is
 * refused). Refused before anything is written when the tar would be over GitHub's hard limit; warned when it is
 * over what Pages supports. On a failure or a cancel, nothing is left in `tempDir`.
 */
async function packSite(folder, files, options) {
    const { signal } = options;
    (0,processes/* throwIfCancelled */.dZ)(signal);
    const listing = packedMembers(folder, files);
    const bytes = tarSize(listing);
    if (bytes > HARD_LIMIT) {
        throw new Error(`The site is ${(0,shared_bytes/* formatBytes */.z)(bytes)} packed, over the 10 GiB GitHub Pages deploys at most: publish a smaller ` +
            `folder (input "exclude" leaves files out), or deploy from a branch (input "pages-source: branch").`);
    }
    if (bytes > SUPPORTED_SIZE) {
        runner/* warning */.$e(`The site is ${(0,shared_bytes/* formatBytes */.z)(bytes)} packed, over the 1 GiB GitHub Pages supports: its deployment may fail or ` +
            `time out (10 minutes). Leave large files out with input "exclude", or host them elsewhere.`);
    }
    const leaking = new LeakSearch(options.secrets ?? []);
    const workFolder = await (0,promises_.mkdtemp)(external_node_path_.join(options.tempDir, 'pages-artifact-'));
    const file = external_node_path_.join(workFolder, 'artifact.tar');
    try {
        const fd = (0,external_node_fs_.openSync)(file, 'wx', 0o600);
        try {
            await writeTar(fd, listing, { signal, leaking, root: (0,external_node_fs_.realpathSync)(folder) });
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
        if (leaking.found.length > 0)
            await (0,promises_.rm)(workFolder, { recursive: true, force: true });
    }
    catch (error) {
        await (0,promises_.rm)(workFolder, { recursive: true, force: true });
        throw error;
    }
    const count = listing.filter((entry) => entry.type === 'file').length;
    if (leaking.found.length > 0)
        return { file: '', bytes: 0, files: count, leaking: leaking.found };
    runner/* info */.pq(`Packed ${String(count)} files of the publish folder into the Pages artifact (${(0,shared_bytes/* formatBytes */.z)(bytes)}).`);
    return { file, bytes, files: count, leaking: [] };
}
/** The tar's size, from the listing: each member's headers, its data padded to a block, and the end blocks. */
function tarSize(listing) {
    let size = (0,tar_header/* endOfArchive */.PG)().length;
    for (const entry of listing) {
        size += (0,tar_header/* entryHeaderLength */.gY)(entry) + entry.size + (0,tar_header/* padding */.Ms)(entry.size);
    }
    return size;
}
/**
 * Writes the tar into `fd`. The files are read and the tar written with the runtime's synchronous calls, one file
 * after the other, as tar itself does: a call through the thread pool costs more than the read of a page (on
 * 2,000 pages, 1.3–2.2 s against 0.3 s for GNU tar). The event loop gets a turn every YIELD_EVERY files and after
 * each buffer written, so that a cancel is heard.
 */
async function writeTar(fd, listing, { signal, leaking, root }) {
    const out = new Writer(fd, signal, leaking, root);
    let sinceTurn = 0;
    for (const entry of listing) {
        sinceTurn += 1;
        if (sinceTurn === YIELD_EVERY) {
            sinceTurn = 0;
            await turn();
        }
        (0,processes/* throwIfCancelled */.dZ)(signal);
        await out.write((0,tar_header/* entryHeader */.Io)(entry));
        if (entry.type !== 'file')
            continue;
        await out.copyFile(entry);
        await out.write(ZEROS.subarray(0, (0,tar_header/* padding */.Ms)(entry.size)));
    }
    await out.write((0,tar_header/* endOfArchive */.PG)());
    out.flush();
}
/** A turn of the event loop: what a cancel needs to be heard. */
function turn() {
    return new Promise((resolve) => setImmediate(resolve));
}
/** Gathers the tar's bytes into one buffer, written to the file each time it fills (then the event loop's turn). */
class Writer {
    fd;
    signal;
    leaking;
    root;
    buffer = Buffer.allocUnsafe(WRITE_BUFFER);
    used = 0;
    constructor(fd, signal, leaking, 
    /** The publish folder's real path, which every file packed must be in. */
    root) {
        this.fd = fd;
        this.signal = signal;
        this.leaking = leaking;
        this.root = root;
    }
    async write(bytes) {
        let from = 0;
        while (from < bytes.length) {
            const taken = bytes.copy(this.buffer, this.used, from);
            this.used += taken;
            from += taken;
            if (this.used === this.buffer.length)
                await this.flushAndTurn();
        }
    }
    /**
     * A file, read straight into the buffer, a part at a time: opened without following a link (nor waiting on a
     * pipe), and refused when it is no longer the regular file the read checked, of its size and bytes.
     */
    async copyFile(entry) {
        const source = openFile(entry, this.root);
        try {
            const hash = entry.sha ? blobHash(entry.size) : undefined;
            let copied = 0;
            const search = this.leaking.file(entry.diskPath);
            while (copied < entry.size) {
                const wanted = Math.min(this.buffer.length - this.used, entry.size - copied);
                const read = (0,external_node_fs_.readSync)(source, this.buffer, this.used, wanted, copied);
                if (read === 0)
                    break;
                const part = this.buffer.subarray(this.used, this.used + read);
                hash?.update(part);
                search.add(part, copied + read === entry.size);
                this.used += read;
                copied += read;
                if (this.used === this.buffer.length)
                    await this.flushAndTurn();
            }
            const { size } = (0,external_node_fs_.fstatSync)(source);
            if (copied !== entry.size || size !== entry.size || (hash && hash.digest('hex') !== entry.sha)) {
                const how = size === entry.size ? 'its bytes differ from those read' : `${String(size)} bytes now`;
                throw changed(entry, `${String(entry.size)} bytes when read and checked, ${how}`);
            }
        }
        finally {
            (0,external_node_fs_.closeSync)(source);
        }
    }
    flush() {
        let written = 0;
        while (written < this.used)
            written += (0,external_node_fs_.writeSync)(this.fd, this.buffer, written, this.used - written);
        this.used = 0;
    }
    async flushAndTurn() {
        this.flush();
        await turn();
        (0,processes/* throwIfCancelled */.dZ)(this.signal);
    }
}
/** How much of a file is searched whole (its parts as read, joined): a secret sits in pages and configs, not media. */
const WHOLE_SEARCH_BYTES = 8 * 1024 * 1024;
/**
 * The search of the packed bytes for the step's secrets (secrets/leaks.ts's `holdsSecret`: also in a .gz page, and a
 * key re-wrapped), file by file as the parts are read. A file up to WHOLE_SEARCH_BYTES is searched whole; a larger one
 * part by part, each part with the end of the one before it, so that a secret across two parts is found too.
 */
class LeakSearch {
    found = [];
    needles;
    /** The bytes of the part before carried into the next one's search: twice the longest needle. */
    carry;
    constructor(secrets) {
        this.needles = secrets.filter((secret) => secret.length > 0).map((secret) => Buffer.from(secret, 'utf8'));
        this.carry = 2 * Math.max(0, ...this.needles.map((needle) => needle.length));
    }
    /** The search of one file's bytes: `add` each part as read (`last` for the last one). */
    file(diskPath) {
        if (this.needles.length === 0)
            return { add: () => undefined };
        const parts = [];
        let held = 0;
        let tail = Buffer.alloc(0);
        let first = true;
        let done = false;
        const search = (bytes) => {
            // The name counts for the first bytes only: a .gz page's start is what unpacks.
            if (!done && (0,chunk/* holdsSecret */.hK)(bytes, first ? diskPath : '', this.needles)) {
                this.found.push(diskPath);
                done = true;
            }
            first = false;
        };
        return {
            add: (part, last) => {
                if (done)
                    return;
                if (held + part.length <= WHOLE_SEARCH_BYTES && first) {
                    parts.push(Buffer.from(part));
                    held += part.length;
                    if (last)
                        search(Buffer.concat(parts));
                    return;
                }
                // Larger than a whole search: what was held so far, then each part with the tail of the one before.
                if (parts.length > 0) {
                    const start = Buffer.concat(parts);
                    parts.length = 0;
                    search(start);
                    tail = Buffer.from(start.subarray(Math.max(0, start.length - this.carry)));
                }
                const window = Buffer.concat([tail, part]);
                search(window);
                tail = Buffer.from(window.subarray(Math.max(0, window.length - this.carry)));
            },
        };
    }
}


/***/ }),

/***/ 92430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IE: () => (/* binding */ BLOCK),
/* harmony export */   Io: () => (/* binding */ entryHeader),
/* harmony export */   Ms: () => (/* binding */ padding),
/* harmony export */   PG: () => (/* binding */ endOfArchive),
/* harmony export */   gY: () => (/* binding */ entryHeaderLength)
/* harmony export */ });
/* unused harmony exports paxRecord, ustarPath */
// The headers of the tar the Pages artifact holds: POSIX ustar, with a PAX extended header before an entry whose
// path or size ustar cannot hold (a path over its 100 + 155 bytes, one that is not ASCII, a file of 8 GiB or more).
/** A tar's blocks are 512 bytes; a member's data is padded to a whole block. */
const BLOCK = 512;
/** The largest size ustar's 11 octal digits hold (8 GiB - 1). */
const USTAR_MAX_SIZE = 0o77777777777;
/** The bytes that pad `size` bytes of data to a whole block. */
function padding(size) {
    return (BLOCK - (size % BLOCK)) % BLOCK;
}
/**
 * The header blocks of `entry`: one ustar block, preceded by a PAX extended header (its own ustar block and its
 * records) when the path or size does not fit ustar's fields.
 */
function entryHeader(entry) {
    const split = ustarPath(entry.path);
    const records = paxRecords(entry, split);
    const main = ustarBlock({
        name: split?.name ?? fallbackName(entry.path),
        prefix: split?.prefix ?? '',
        mode: entry.mode,
        size: entry.size > USTAR_MAX_SIZE ? 0 : entry.size,
        mtime: entry.mtime,
        typeflag: entry.type === 'directory' ? '5' : '0',
    });
    if (records.length === 0)
        return main;
    const data = Buffer.from(records.join(''), 'utf8');
    const pax = ustarBlock({
        // GNU tar's own choice of a name for the extended header; readers take the records, not this name.
        name: 'PaxHeaders/entry',
        prefix: '',
        mode: 0o644,
        size: data.length,
        mtime: entry.mtime,
        typeflag: 'x',
    });
    return Buffer.concat([pax, data, Buffer.alloc(padding(data.length)), main]);
}
/** The length of `entryHeader(entry)`, worked out without writing it (the tar's size is known before it is). */
function entryHeaderLength(entry) {
    const records = paxRecords(entry, ustarPath(entry.path));
    if (records.length === 0)
        return BLOCK;
    const data = Buffer.byteLength(records.join(''), 'utf8');
    return BLOCK + data + padding(data) + BLOCK;
}
/** The PAX records `entry` needs: its path when ustar's fields cannot hold it, its size when over 8 GiB. */
function paxRecords(entry, split) {
    const records = [];
    if (split === undefined)
        records.push(paxRecord('path', entry.path));
    if (entry.size > USTAR_MAX_SIZE)
        records.push(paxRecord('size', String(entry.size)));
    return records;
}
/** The two zero blocks that end a tar. */
function endOfArchive() {
    return Buffer.alloc(2 * BLOCK);
}
/**
 * A PAX record, `<length> <key>=<value>\n`, whose length counts its own digits: found by trying the length the
 * rest gives, and one digit more when the count's own digits carry it over.
 */
function paxRecord(key, value) {
    const rest = Buffer.byteLength(` ${key}=${value}\n`, 'utf8');
    let length = rest + String(rest).length;
    if (String(length).length !== String(rest).length)
        length = rest + String(length).length;
    return `${String(length)} ${key}=${value}\n`;
}
/**
 * `path` as ustar's name (100 bytes) and prefix (155 bytes), split at a `/`; undefined when it cannot be: a path
 * too long, or one that is not ASCII (ustar's fields carry no encoding; PAX's path is UTF-8).
 */
function ustarPath(path) {
    if (!/^[\x20-\x7e]*$/.test(path))
        return undefined;
    if (path.length <= 100)
        return { name: path, prefix: '' };
    // A directory's trailing `/` stays in the name. The split is at the last `/` that leaves a prefix of 155 bytes
    // at most: the shortest name there is, so when it is over 100 bytes, no split fits.
    const body = path.endsWith('/') ? path.slice(0, -1) : path;
    const at = body.lastIndexOf('/', 155);
    if (at <= 0 || path.length - at - 1 > 100)
        return undefined;
    return { name: path.slice(at + 1), prefix: path.slice(0, at) };
}
/** The name field of an entry whose path a PAX record holds: its last 100 ASCII bytes, for a reader without PAX. */
function fallbackName(path) {
    const ascii = path.replace(/[^\x20-\x7e]/g, '_');
    return ascii.length <= 100 ? ascii : ascii.slice(-100);
}
/** One ustar header block (POSIX.1-1988's layout: field offsets and lengths as the standard sets them). */
function ustarBlock(fields) {
    const block = Buffer.alloc(BLOCK);
    block.write(fields.name, 0, 100, 'latin1');
    octal(block, 100, 8, fields.mode);
    octal(block, 108, 8, 0); // uid
    octal(block, 116, 8, 0); // gid
    octal(block, 124, 12, fields.size);
    octal(block, 136, 12, fields.mtime);
    block.fill(0x20, 148, 156); // the checksum counts its own field as spaces
    block.write(fields.typeflag, 156, 1, 'latin1');
    block.write('ustar\u000000', 257, 8, 'latin1'); // magic "ustar\0", version "00"
    block.write(fields.prefix, 345, 155, 'latin1');
    let sum = 0;
    for (const byte of block)
        sum += byte;
    // Six octal digits, a NUL and a space: the form every tar writes and reads.
    block.write(`${sum.toString(8).padStart(6, '0')}\u0000 `, 148, 8, 'latin1');
    return block;
}
/** `value` in octal, zero-padded to fill `length - 1` digits, ending with a NUL. */
function octal(block, offset, length, value) {
    block.write(`${value.toString(8).padStart(length - 1, '0')}\u0000`, offset, length, 'latin1');
}


/***/ })

};

//# sourceMappingURL=722.index.js.map