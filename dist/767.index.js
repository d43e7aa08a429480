export const id = 767;
export const ids = [767];
export const modules = {

/***/ 67767:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HARD_LIMIT: () => (/* binding */ HARD_LIMIT),
  SUPPORTED_SIZE: () => (/* binding */ SUPPORTED_SIZE),
  packSite: () => (/* binding */ packSite)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/bytes.ts
var src_bytes = __webpack_require__(36136);
// EXTERNAL MODULE: ./src/runner.ts
var runner = __webpack_require__(74813);
;// CONCATENATED MODULE: ./src/pages-artifact/tar-header.ts
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
    const records = [];
    const split = ustarPath(entry.path);
    if (split === undefined)
        records.push(paxRecord('path', entry.path));
    if (entry.size > USTAR_MAX_SIZE)
        records.push(paxRecord('size', String(entry.size)));
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

// EXTERNAL MODULE: ./src/paths.ts
var paths = __webpack_require__(8431);
;// CONCATENATED MODULE: ./src/pages-artifact/walk.ts
// Lists what the Pages artifact holds: the publish folder's regular files (a symbolic link into the workspace as
// the file or folder it names), each with its mode and size, and the folders that hold them; `.git` and `.github`
// left out at any depth, and the `exclude` input applied, as the push applies it (to files).



/** The folders upload-pages-artifact leaves out (`tar --exclude=.git --exclude=.github`: any member so named). */
const LEFT_OUT = new Set(['.git', '.github']);
/**
 * The tar's members in the order they are written: `./` first, then each folder before what it holds, names in
 * sorted order (the same folder lists the same). A folder left with no file to publish is left out, as a branch
 * push leaves it out.
 */
async function listPackedSite(folder, options) {
    const workspace = await (0,promises_.realpath)(options.workspace);
    const root = await (0,promises_.realpath)(folder);
    const listing = [directory('./', root)];
    await listFolder(root, '', listing, { ...options, workspace, chain: new Set([root]) });
    if (!listing.some((entry) => entry.type === 'file')) {
        throw new Error(`The publish folder ${folder} has no file to deploy (.git and .github left out): check ` +
            `input "publish-dir" (and "exclude", which may match every file).`);
    }
    return listing;
}
async function listFolder(diskDir, relDir, listing, walk) {
    walk.signal.throwIfAborted();
    const names = (await (0,promises_.readdir)(diskDir)).filter((name) => !LEFT_OUT.has(name)).sort();
    // The folder's own entries are looked at together (each an lstat), then listed in order.
    const found = await Promise.all(names.map((name) => look(diskDir, relDir, name, walk)));
    for (const item of found) {
        if (item === undefined)
            continue;
        if (item.kind === 'file') {
            listing.push(item.file);
            continue;
        }
        const before = listing.length;
        listing.push(directory(`./${item.relative}/`, item.diskPath));
        walk.chain.add(item.diskPath);
        await listFolder(item.diskPath, `${item.relative}/`, listing, walk);
        walk.chain.delete(item.diskPath);
        if (listing.length === before + 1)
            listing.pop(); // nothing published under it
    }
}
/** What one name of a folder is in the tar: a file, a folder to list, or nothing (excluded). */
async function look(diskDir, relDir, name, walk) {
    const diskPath = external_node_path_.join(diskDir, name);
    const relative = `${relDir}${name}`;
    const stats = await (0,promises_.lstat)(diskPath);
    if (stats.isDirectory())
        return { kind: 'folder', relative, diskPath };
    if (stats.isFile())
        return walk.exclude(relative) ? undefined : { kind: 'file', file: file(relative, diskPath, stats) };
    if (!stats.isSymbolicLink()) {
        throw new Error(`${relative} in the publish folder is not a file, folder or link (a socket, pipe or device): GitHub Pages ` +
            `takes regular files only. Remove it from the site, or leave it out with input "exclude".`);
    }
    // A link: what it names, when that is inside the workspace (as `tar --dereference` reads it).
    if (walk.exclude(relative))
        return undefined;
    let target;
    try {
        target = await (0,promises_.realpath)(diskPath);
    }
    catch {
        throw new Error(`${relative} in the publish folder is a symbolic link to nothing (its target is missing, or it loops): ` +
            `GitHub Pages takes regular files only. Fix or remove the link, or leave it out with input "exclude".`);
    }
    const escape = (0,paths/* escapes */.r6)(walk.workspace, target);
    if (escape !== undefined) {
        throw new Error(`${relative} in the publish folder is a symbolic link that leads ${escape} (${target}): a deploy ` +
            `through the Pages "GitHub Actions" source stores a link as the file it names, and only inside the ` +
            `workspace. Copy the file into the site instead of linking to it, or leave the link out with input "exclude".`);
    }
    const targetStats = await (0,promises_.stat)(target);
    if (targetStats.isFile())
        return { kind: 'file', file: file(relative, target, targetStats) };
    if (targetStats.isDirectory()) {
        if (walk.chain.has(target)) {
            throw new Error(`${relative} in the publish folder is a symbolic link to a folder that holds it (${target}): the site ` +
                `would never end. Remove the link, or leave it out with input "exclude".`);
        }
        return { kind: 'folder', relative, diskPath: target };
    }
    throw new Error(`${relative} in the publish folder links to something that is not a file or folder (${target}): GitHub Pages ` +
        `takes regular files only. Remove the link, or leave it out with input "exclude".`);
}
/** Every member's mtime: fixed, so that the same folder gives the same bytes (the tar's hash, a cache's key). */
const MTIME = 0;
/** A regular file: 0755 when the file has any execute bit (as git's modes go), else 0644. */
function file(relative, diskPath, stats) {
    const mode = (stats.mode & 0o111) !== 0 ? 0o755 : 0o644;
    return { path: `./${relative}`, type: 'file', mode, size: stats.size, mtime: MTIME, diskPath };
}
function directory(tarPath, diskPath) {
    return { path: tarPath, type: 'directory', mode: 0o755, size: 0, mtime: MTIME, diskPath };
}

;// CONCATENATED MODULE: ./src/pages-artifact/pack.ts
// Packs the publish folder into the tar a Pages artifact holds (the first half of a deploy through the Pages
// "GitHub Actions" source; upload.ts is the second).
//
// API, for the deployer (stable):
//   export interface PackedSite { file: string; bytes: number; files: number }
//   export async function packSite(folder, { workspace, exclude, tempDir, signal }): Promise<PackedSite>
//   the tar is written to a file of its own in `tempDir`; upload.ts's uploadPagesArtifact removes it.
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
/** Reads ahead of the writer: at most this many small files, of at most SMALL_FILE bytes each, are in memory. */
const READ_AHEAD = 32;
const SMALL_FILE = 256 * 1024;
/** The writer's buffer: members are gathered into it and written a whole buffer at a time. */
const WRITE_BUFFER = 4 * 1024 * 1024;
/**
 * Packs `folder` into `artifact.tar` in a new folder under `tempDir`, reading each file once. Refused before
 * anything is written when the tar would be over GitHub's hard limit; warned when it is over what Pages supports.
 * On a failure or a cancel, nothing is left in `tempDir`.
 */
async function packSite(folder, options) {
    const { signal } = options;
    signal.throwIfAborted();
    const listing = await listPackedSite(folder, options);
    const bytes = tarSize(listing);
    if (bytes > HARD_LIMIT) {
        throw new Error(`The site is ${(0,src_bytes/* formatBytes */.z)(bytes)} packed, over the 10 GiB GitHub Pages deploys at most: publish a smaller ` +
            `folder (input "exclude" leaves files out), or deploy from a branch (input "pages-source: branch").`);
    }
    if (bytes > SUPPORTED_SIZE) {
        runner/* warning */.$e(`The site is ${(0,src_bytes/* formatBytes */.z)(bytes)} packed, over the 1 GiB GitHub Pages supports: its deployment may fail or ` +
            `time out (10 minutes). Leave large files out with input "exclude", or host them elsewhere.`);
    }
    const workFolder = await (0,promises_.mkdtemp)(external_node_path_.join(options.tempDir, 'pages-artifact-'));
    const file = external_node_path_.join(workFolder, 'artifact.tar');
    try {
        const handle = await (0,promises_.open)(file, 'wx', 0o600);
        try {
            await writeTar(handle, listing, signal);
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        await (0,promises_.rm)(workFolder, { recursive: true, force: true });
        throw error;
    }
    const files = listing.filter((entry) => entry.type === 'file').length;
    runner/* info */.pq(`Packed ${String(files)} files of the publish folder into the Pages artifact (${(0,src_bytes/* formatBytes */.z)(bytes)}).`);
    return { file, bytes, files };
}
/** The tar's size, from the listing: each member's headers, its data padded to a block, and the end blocks. */
function tarSize(listing) {
    let size = endOfArchive().length;
    for (const entry of listing) {
        size += entryHeader(entry).length + entry.size + padding(entry.size);
    }
    return size;
}
async function writeTar(handle, listing, signal) {
    const out = new Writer(handle);
    const ahead = new Array(listing.length);
    let next = 0;
    const readAhead = (from) => {
        for (next = Math.max(next, from); next < listing.length && next < from + READ_AHEAD; next += 1) {
            const entry = listing[next];
            if (entry?.type === 'file' && entry.size <= SMALL_FILE) {
                const read = readSmall(entry, signal);
                read.catch(() => undefined); // awaited at its turn; a cancel must not leave it unhandled meanwhile
                ahead[next] = read;
            }
        }
    };
    try {
        for (let index = 0; index < listing.length; index += 1) {
            signal.throwIfAborted();
            readAhead(index + 1);
            const entry = listing[index];
            if (entry === undefined)
                continue;
            await out.write(entryHeader(entry));
            if (entry.type !== 'file')
                continue;
            const small = ahead[index] ?? (entry.size <= SMALL_FILE ? readSmall(entry, signal) : undefined);
            ahead[index] = undefined;
            if (small)
                await out.write(await small);
            else
                await out.copyFile(entry, signal);
            await out.write(Buffer.alloc(padding(entry.size)));
        }
        await out.write(endOfArchive());
        await out.flush();
    }
    finally {
        // Whatever was read ahead and not written is dropped; a cancel's reads end on their own.
        ahead.length = 0;
    }
}
/** A small file's content, checked against the size it was listed with. */
async function readSmall(entry, signal) {
    const handle = await (0,promises_.open)(entry.diskPath, 'r');
    try {
        const content = Buffer.allocUnsafe(entry.size);
        let filled = 0;
        while (filled < entry.size) {
            signal.throwIfAborted();
            const { bytesRead } = await handle.read(content, filled, entry.size - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
        }
        await checkUnchanged(handle, entry, filled);
        return content;
    }
    finally {
        await handle.close();
    }
}
/** A file that grew or shrank while it was packed would break the tar's sizes: refused, naming it. */
async function checkUnchanged(handle, entry, read) {
    const { size } = await handle.stat();
    if (read !== entry.size || size !== entry.size) {
        throw new Error(`${entry.path} in the publish folder changed while it was packed (${String(entry.size)} bytes when ` +
            `listed, ${String(size)} now): make sure nothing writes to the site while the deploy runs.`);
    }
}
/** Gathers the tar's bytes into one buffer, written to the file each time it fills. */
class Writer {
    handle;
    buffer = Buffer.allocUnsafe(WRITE_BUFFER);
    used = 0;
    constructor(handle) {
        this.handle = handle;
    }
    async write(bytes) {
        let from = 0;
        while (from < bytes.length) {
            const taken = bytes.copy(this.buffer, this.used, from);
            this.used += taken;
            from += taken;
            if (this.used === this.buffer.length)
                await this.flush();
        }
    }
    /** A large file, read straight into the buffer a part at a time. */
    async copyFile(entry, signal) {
        const source = await (0,promises_.open)(entry.diskPath, 'r');
        try {
            let copied = 0;
            while (copied < entry.size) {
                signal.throwIfAborted();
                const wanted = Math.min(this.buffer.length - this.used, entry.size - copied);
                const { bytesRead } = await source.read(this.buffer, this.used, wanted, copied);
                if (bytesRead === 0)
                    break;
                this.used += bytesRead;
                copied += bytesRead;
                if (this.used === this.buffer.length)
                    await this.flush();
            }
            await checkUnchanged(source, entry, copied);
        }
        finally {
            await source.close();
        }
    }
    async flush() {
        let written = 0;
        while (written < this.used) {
            const { bytesWritten } = await this.handle.write(this.buffer, written, this.used - written);
            written += bytesWritten;
        }
        this.used = 0;
    }
}


/***/ })

};

//# sourceMappingURL=767.index.js.map