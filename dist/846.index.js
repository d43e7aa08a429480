export const id = 846;
export const ids = [846,962];
export const modules = {

/***/ 75846:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MANIFEST: () => (/* binding */ MANIFEST),
  downloadSiteArtifact: () => (/* binding */ downloadSiteArtifact),
  refuseOnServer: () => (/* reexport */ artifact_server/* refuseOnServer */.z),
  uploadSiteArtifact: () => (/* binding */ uploadSiteArtifact)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/shared/errors.ts
var errors = __webpack_require__(58382);
// EXTERNAL MODULE: ./src/shared/runner.ts
var runner = __webpack_require__(14331);
// EXTERNAL MODULE: ./src/processes/processes.ts
var processes = __webpack_require__(21856);
// EXTERNAL MODULE: ./src/pages-artifact/pack.ts + 1 modules
var pack = __webpack_require__(17722);
// EXTERNAL MODULE: ./src/shared/paths.ts
var paths = __webpack_require__(40405);
// EXTERNAL MODULE: ./src/pages-artifact/tar-header.ts
var tar_header = __webpack_require__(92430);
;// CONCATENATED MODULE: ./src/pages-artifact/tar-reader.ts
// Unpacks the tar of a site artifact (what pack.ts writes) as data: a deploy job never trusts what a build job
// uploaded, so every member is checked before a byte of it is written (a path inside the site, no `..`, no `.git`,
// no link of any kind, no member twice) and the files are created fresh, never through anything already there.




/** The largest PAX record block read: our writer's are a path and a size, a few KiB at most. */
const MAX_PAX_BYTES = 64 * 1024;
/** What a copy reads at once. */
const COPY_BUFFER = 1024 * 1024;
/**
 * Unpacks `tarFile` into `into` (an empty folder of the step's own), refusing, with the artifact's name and what
 * was found, any member a site deploy must not take. Returns how many files it wrote.
 */
function unpackSiteTar(tarFile, into, artifact) {
    const fd = (0,external_node_fs_.openSync)(tarFile, 'r');
    try {
        return unpack(fd, into, artifact);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
function unpack(fd, into, artifact) {
    const refuse = (what) => new Error(`The artifact "${artifact}" holds ${what}: refused, nothing of it is deployed. A build job of pages-push ` +
        'never uploads that: the artifact was changed after the build, or made by something else.');
    const header = Buffer.alloc(tar_header/* BLOCK */.IE);
    const length = (0,external_node_fs_.fstatSync)(fd).size;
    // What each path unpacked is: a member whose path, or a folder above it, was the other kind is refused.
    const kinds = new Map();
    let offset = 0;
    let pax = {};
    let files = 0;
    let bytes = 0;
    for (;;) {
        if ((0,external_node_fs_.readSync)(fd, header, 0, tar_header/* BLOCK */.IE, offset) !== tar_header/* BLOCK */.IE)
            throw refuse('a tar cut short (no end blocks)');
        offset += tar_header/* BLOCK */.IE;
        if (header.every((byte) => byte === 0))
            return { files, bytes };
        if (!checksumMatches(header))
            throw refuse(`a tar header with a wrong checksum at byte ${String(offset - tar_header/* BLOCK */.IE)}`);
        const type = String.fromCharCode(header[156] ?? 0);
        const size = pax.size !== undefined ? decimal(pax.size) : octalField(header, 124, 12);
        if (!Number.isSafeInteger(size) || size < 0)
            throw refuse(`a member with a size that is no number`);
        if (offset + size > length) {
            throw refuse(`a member of ${String(size)} bytes at byte ${String(offset - tar_header/* BLOCK */.IE)}, past the tar's end`);
        }
        if (type === 'x') {
            if (size > MAX_PAX_BYTES)
                throw refuse(`an extended header of ${String(size)} bytes`);
            const data = Buffer.alloc(size);
            (0,external_node_fs_.readSync)(fd, data, 0, size, offset);
            offset += size + (0,tar_header/* padding */.Ms)(size);
            pax = paxRecords(data);
            continue;
        }
        const name = pax.path ?? memberPath(header);
        pax = {};
        const relative = checkedPath(name, refuse);
        if (type === '5') {
            // A reader that skips a folder's data and one that does not would read different members after it.
            if (size !== 0)
                throw refuse(`a folder with ${String(size)} bytes of data, "${name}"`);
            claim(kinds, relative, 'folder', refuse);
            if (relative)
                written(relative, refuse, () => (0,external_node_fs_.mkdirSync)(external_node_path_.join(into, relative), { recursive: true, mode: 0o755 }));
        }
        else if (type === '0' || type === '\0') {
            if (!relative)
                throw refuse('a file at the root of the tar named "."');
            // git takes a folder with a HEAD (and objects and refs, or a commondir naming another's) for a repository,
            // and would read its config when run there (the target check's `git -C <workspace>`): no site needs one.
            if (relative.toLowerCase() === 'head') {
                throw refuse(`a file "${relative}" at the root of the site, which makes the folder a git repository to git`);
            }
            claim(kinds, relative, 'file', refuse);
            const target = external_node_path_.join(into, relative);
            written(relative, refuse, () => {
                (0,external_node_fs_.mkdirSync)(external_node_path_.dirname(target), { recursive: true, mode: 0o755 });
                copyOut(fd, offset, size, target);
            });
            files += 1;
            bytes += size;
            offset += size + (0,tar_header/* padding */.Ms)(size);
        }
        else if (type === '1' || type === '2') {
            throw refuse(`a ${type === '2' ? 'symbolic' : 'hard'} link, "${name}"`);
        }
        else {
            throw refuse(`a member of tar type "${type}" ("${name}"), neither a file nor a folder`);
        }
    }
}
/** The member's path, `./` and a trailing `/` taken off ('' for the root); refused when it could leave the site. */
function checkedPath(name, refuse) {
    if (name.includes('\0') || name.includes('\\'))
        throw refuse(`a path with a NUL or a backslash, "${name}"`);
    if (name.startsWith('/'))
        throw refuse(`an absolute path, "${name}"`);
    const parts = name.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.includes('..'))
        throw refuse(`a path leading out of the site, "${name}"`);
    const relative = parts.join('/');
    if ((0,paths/* namesGitFolder */.jT)(relative))
        throw refuse(`a .git folder, "${name}"`);
    return relative;
}
/**
 * Records `relative` as a `kind`, and the folders above it as folders; refused when a file is met twice, or a path
 * is a file and a folder both (unpacked, one would fail on the other, or hide it).
 */
function claim(kinds, relative, kind, refuse) {
    const parts = relative ? relative.split('/') : [];
    for (let depth = 1; depth <= parts.length; depth += 1) {
        const at = parts.slice(0, depth).join('/');
        const is = depth === parts.length ? kind : 'folder';
        const was = kinds.get(at);
        if (was === 'file' && is === 'file')
            throw refuse(`"${at}" twice`);
        if (was !== undefined && was !== is)
            throw refuse(`"${at}" as a file and as a folder`);
        kinds.set(at, is);
    }
}
/**
 * Runs `write` for the member `relative`; what the file system refuses (a name too long, one it takes for another's
 * in its case or Unicode form) is refused as the member, by its name, not by the runner's path.
 */
function written(relative, refuse, write) {
    try {
        write();
    }
    catch (error) {
        const code = error.code ?? String(error);
        throw refuse(`"${relative}", which the runner's file system cannot write (${code})`);
    }
}
/** A PAX record's decimal number; NaN when it is not one (`Number` would take `0x10`, `1e3` or ''). */
function decimal(text) {
    return /^[0-9]+$/.test(text) ? Number(text) : Number.NaN;
}
/** Copies `size` bytes at `offset` of the tar into a new file `target` (refused if anything is there already). */
function copyOut(fd, offset, size, target) {
    const out = (0,external_node_fs_.openSync)(target, 'wx', 0o644);
    try {
        const buffer = Buffer.alloc(Math.min(COPY_BUFFER, Math.max(size, 1)));
        let copied = 0;
        while (copied < size) {
            const read = (0,external_node_fs_.readSync)(fd, buffer, 0, Math.min(buffer.length, size - copied), offset + copied);
            if (read === 0)
                throw new Error(`the tar ends inside ${target}`);
            let written = 0;
            while (written < read)
                written += (0,external_node_fs_.writeSync)(out, buffer, written, read - written);
            copied += read;
        }
    }
    finally {
        (0,external_node_fs_.closeSync)(out);
    }
}
/** ustar's path: the prefix (155 bytes at 345) and the name (100 bytes at 0), joined by `/`. */
function memberPath(header) {
    const text = (start, length) => {
        const field = header.subarray(start, start + length);
        const end = field.indexOf(0);
        return field.subarray(0, end === -1 ? length : end).toString('utf8');
    };
    const name = text(0, 100);
    const prefix = header.subarray(257, 262).toString('latin1') === 'ustar' ? text(345, 155) : '';
    return prefix ? `${prefix}/${name}` : name;
}
/** An octal field, as tar writes them (digits, then a NUL or a space); NaN when it is not one. */
function octalField(header, start, length) {
    const text = header
        .subarray(start, start + length)
        .toString('latin1')
        .replace(/[\0 ]+$/, '')
        .trim();
    return /^[0-7]+$/.test(text) ? parseInt(text, 8) : Number.NaN;
}
/** Whether the header's checksum (the sum of its bytes, the checksum field counted as spaces) is the one stored. */
function checksumMatches(header) {
    let sum = 0;
    for (let index = 0; index < tar_header/* BLOCK */.IE; index += 1)
        sum += index >= 148 && index < 156 ? 0x20 : (header[index] ?? 0);
    return octalField(header, 148, 8) === sum;
}
/** PAX records, `<length> <key>=<value>\n` each. */
function paxRecords(data) {
    const records = {};
    let at = 0;
    while (at < data.length) {
        const space = data.indexOf(0x20, at);
        const length = Number(data.subarray(at, space).toString('latin1'));
        if (space === -1 || !Number.isSafeInteger(length) || length <= 0)
            break;
        const record = data.subarray(space + 1, at + length - 1).toString('utf8');
        const equals = record.indexOf('=');
        if (equals > 0)
            records[record.slice(0, equals)] = record.slice(equals + 1);
        at += length;
    }
    return records;
}

;// CONCATENATED MODULE: ./src/pages-artifact/run-download.ts
// Why an artifact of another run (`artifact-run-id`, or a `workflow_run` event's triggering run) could not be
// downloaded through the REST API, in the user's words: the token's permission, the run, the artifact's name.

/** The error a failed download from `run` is reported with: what went wrong, the input to change, and how. */
function runDownloadFailure(error, name, run) {
    const runName = `run ${String(run.runId)} of ${run.repository}`;
    const status = error?.status;
    const notFound = error?.name === 'ArtifactNotFoundError';
    let why;
    if (notFound) {
        why =
            `${runName} has no artifact "${name}": give "artifact" the name its "mode: build" job uploaded (the same ` +
                'input in both jobs), and deploy only a run that succeeded (`if: github.event.workflow_run.conclusion == ' +
                "'success'`); an artifact also expires after its retention days";
    }
    else if (status === 401) {
        why = 'the API refused the "token" input (401 Bad credentials): give a valid token, as `github.token`';
    }
    else if (status === 403) {
        why =
            `the "token" input may not read the artifacts of ${runName} (403): give the job \`permissions: actions: ` +
                'read` (and `contents: write` to push), or a token that has it';
    }
    else if (status === 404) {
        why =
            `${runName} was not found (404): input "artifact-run-id" must be a run of this repository ` +
                '(`github.event.workflow_run.id`), and the "token" must be able to read it (`permissions: actions: read`)';
    }
    else {
        why = (0,errors/* errorMessage */.g)(error);
    }
    return new Error(`Could not download the artifact "${name}" of ${runName} (input "artifact-run-id"): ${why}. Nothing was deployed.`, { cause: error });
}

// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/pages-artifact/zip-reader.ts
// Unzips the artifact a deploy job downloads (the build job's tar and its manifest) as data: only the entries
// asked for, each inflated within its bound and the size its zip declares, its CRC-32 checked, before anything
// else reads it. Ours, not the toolkit's unzip: that one writes every entry, whole, before any check.






/** Why the zip is refused (what it holds), for the caller's message; any other error is the disk's or a cancel. */
class ZipRefusal extends Error {
}
/** The end of central directory record, and how far before the end of the file it may start (its comment). */
const EOCD = { signature: 0x06054b50, size: 22, maxComment: 0xffff };
const ZIP64_LOCATOR = { signature: 0x07064b50, size: 20 };
const ZIP64_EOCD = { signature: 0x06064b50, size: 56 };
const CENTRAL = { signature: 0x02014b50, size: 46 };
const LOCAL = { signature: 0x04034b50, size: 30 };
/** The most entries read to name them in a refusal: the artifact holds two. */
const MAX_ENTRIES = 64;
const STORED = 0;
const DEFLATE = 8;
/** Flags: encrypted (bit 0), strong encryption (bit 6), the central directory encrypted (bit 13). */
const ENCRYPTED = 0x0001 | 0x0040 | 0x2000;
/**
 * Writes the entries `limits` names (each at most its bytes) of the zip `zipPath` into the folder `into`, and
 * refuses (`ZipRefusal`) a zip with any other entry, an entry twice or missing, an encrypted one, a method but
 * stored and deflate, an entry that inflates past its declared size or its bound, or one whose CRC-32 is not
 * the one declared.
 */
async function unzipEntries(zipPath, into, limits, signal) {
    const file = await (0,promises_.open)(zipPath, 'r');
    let entries;
    let size;
    try {
        size = (await file.stat()).size;
        entries = await centralDirectory(file, size);
    }
    finally {
        await file.close();
    }
    const wanted = Object.keys(limits).sort();
    const named = entries.map((entry) => entry.name).sort();
    const quoted = (names) => names.map((name) => JSON.stringify(name)).join(', ');
    if (named.join('\n') !== wanted.join('\n')) {
        throw new ZipRefusal(`holds ${quoted(named) || 'nothing'} in its zip, not ${quoted(wanted).replace(/, (?=[^,]*$)/, ' and ')}`);
    }
    for (const entry of entries) {
        const limit = limits[entry.name] ?? 0;
        if (entry.size > limit) {
            throw new ZipRefusal(`holds "${entry.name}" of ${String(entry.size)} bytes, over the ${String(limit)} taken`);
        }
    }
    for (const entry of entries) {
        const start = await dataStart(zipPath, entry, size);
        await inflateEntry(zipPath, entry, start, external_node_path_.join(into, entry.name), signal);
    }
}
async function centralDirectory(file, size) {
    const tailBytes = Math.min(size, EOCD.size + EOCD.maxComment);
    const tail = await readAt(file, size - tailBytes, tailBytes);
    let at = -1;
    for (let index = tail.length - EOCD.size; index >= 0; index--) {
        if (tail.readUInt32LE(index) === EOCD.signature &&
            index + EOCD.size + tail.readUInt16LE(index + 20) === tail.length) {
            at = index;
            break;
        }
    }
    if (at < 0)
        throw new ZipRefusal('is not a whole zip (no end of its central directory)');
    const eocdAt = size - tailBytes + at;
    let disks = tail.readUInt16LE(at + 4) | tail.readUInt16LE(at + 6);
    let count = tail.readUInt16LE(at + 10);
    let onDisk = tail.readUInt16LE(at + 8);
    let cdSize = tail.readUInt32LE(at + 12);
    let cdOffset = tail.readUInt32LE(at + 16);
    let cdEnd = eocdAt;
    if (count === 0xffff || onDisk === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
        // Zip64, as the toolkit's zip writes an artifact of 4 GiB or more.
        if (eocdAt < ZIP64_LOCATOR.size)
            throw new ZipRefusal('is not a whole zip (no zip64 locator)');
        const locator = await readAt(file, eocdAt - ZIP64_LOCATOR.size, ZIP64_LOCATOR.size);
        if (locator.readUInt32LE(0) !== ZIP64_LOCATOR.signature)
            throw new ZipRefusal('is not a whole zip (no zip64 locator)');
        const recordAt = Number(locator.readBigUInt64LE(8));
        if (recordAt + ZIP64_EOCD.size > eocdAt - ZIP64_LOCATOR.size)
            throw new ZipRefusal('has a zip64 record out of place');
        const record = await readAt(file, recordAt, ZIP64_EOCD.size);
        if (record.readUInt32LE(0) !== ZIP64_EOCD.signature)
            throw new ZipRefusal('has no zip64 end of central directory');
        disks = record.readUInt32LE(16) | record.readUInt32LE(20) | locator.readUInt32LE(4);
        if (locator.readUInt32LE(16) > 1)
            disks = 1;
        onDisk = Number(record.readBigUInt64LE(24));
        count = Number(record.readBigUInt64LE(32));
        cdSize = Number(record.readBigUInt64LE(40));
        cdOffset = Number(record.readBigUInt64LE(48));
        cdEnd = recordAt;
    }
    if (disks !== 0 || onDisk !== count)
        throw new ZipRefusal('is a zip split over several files');
    if (count > MAX_ENTRIES)
        throw new ZipRefusal(`holds ${String(count)} entries in its zip`);
    if (cdOffset + cdSize > cdEnd || cdSize > count * (CENTRAL.size + 3 * 0xffff)) {
        throw new ZipRefusal('has a central directory out of place');
    }
    const directory = await readAt(file, cdOffset, cdSize);
    const entries = [];
    let offset = 0;
    for (let index = 0; index < count; index++) {
        if (offset + CENTRAL.size > directory.length || directory.readUInt32LE(offset) !== CENTRAL.signature) {
            throw new ZipRefusal('has a central directory that is cut short');
        }
        const nameLength = directory.readUInt16LE(offset + 28);
        const extraLength = directory.readUInt16LE(offset + 30);
        const next = offset + CENTRAL.size + nameLength + extraLength + directory.readUInt16LE(offset + 32);
        if (next > directory.length)
            throw new ZipRefusal('has a central directory that is cut short');
        const name = directory.toString('utf8', offset + CENTRAL.size, offset + CENTRAL.size + nameLength);
        const flags = directory.readUInt16LE(offset + 8);
        if (flags & ENCRYPTED)
            throw new ZipRefusal(`holds "${name}" encrypted`);
        const entry = {
            name,
            method: directory.readUInt16LE(offset + 10),
            crc: directory.readUInt32LE(offset + 16),
            compressed: directory.readUInt32LE(offset + 20),
            size: directory.readUInt32LE(offset + 24),
            local: directory.readUInt32LE(offset + 42),
        };
        const extra = directory.subarray(offset + CENTRAL.size + nameLength, offset + CENTRAL.size + nameLength + extraLength);
        readZip64Extra(entry, extra);
        if (entry.method !== STORED && entry.method !== DEFLATE) {
            throw new ZipRefusal(`holds "${name}" compressed with method ${String(entry.method)} (only stored and deflate are read)`);
        }
        if (entry.method === STORED && entry.compressed !== entry.size)
            throw new ZipRefusal(`holds "${name}" of two sizes`);
        entries.push(entry);
        offset = next;
    }
    return entries;
}
/** The zip64 extra field's sizes and offset, for each of the entry's fields that holds 0xffffffff. */
function readZip64Extra(entry, extra) {
    for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
        if (extra.readUInt16LE(at) !== 0x0001)
            continue;
        const end = at + 4 + extra.readUInt16LE(at + 2);
        let field = at + 4;
        for (const key of ['size', 'compressed', 'local']) {
            if (entry[key] !== 0xffffffff)
                continue;
            if (field + 8 > end || end > extra.length)
                throw new ZipRefusal(`holds "${entry.name}" with a zip64 field cut short`);
            entry[key] = Number(extra.readBigUInt64LE(field));
            field += 8;
        }
        return;
    }
}
/** Where the entry's data starts: after its local header, which names the same entry; the data before the directory. */
async function dataStart(zipPath, entry, size) {
    const file = await (0,promises_.open)(zipPath, 'r');
    try {
        const header = await readAt(file, entry.local, LOCAL.size + Buffer.byteLength(entry.name));
        if (header.readUInt32LE(0) !== LOCAL.signature)
            throw new ZipRefusal(`holds "${entry.name}" with no local header`);
        const nameLength = header.readUInt16LE(26);
        const localName = header.toString('utf8', LOCAL.size, LOCAL.size + nameLength);
        if (localName !== entry.name)
            throw new ZipRefusal(`holds "${entry.name}" under another name in its local header`);
        const start = entry.local + LOCAL.size + nameLength + header.readUInt16LE(28);
        if (start + entry.compressed > size)
            throw new ZipRefusal(`holds "${entry.name}" cut short`);
        return start;
    }
    finally {
        await file.close();
    }
}
/**
 * Inflates (or copies) the entry into `target`, counting: past its declared size, it stops at once and the file is
 * deleted; then the size and the CRC-32 must be the ones declared.
 */
async function inflateEntry(zipPath, entry, start, target, signal) {
    let written = 0;
    let crc = 0;
    const counted = new external_node_stream_.Transform({
        transform(chunk, _encoding, done) {
            written += chunk.length;
            if (written > entry.size) {
                done(new ZipRefusal(`holds "${entry.name}", which inflates past the ${String(entry.size)} bytes its zip declares`));
                return;
            }
            crc = external_node_zlib_.crc32(chunk, crc); // Node 20.15 and 22.2 on (this action runs on Node 24)
            done(null, chunk);
        },
    });
    const input = entry.compressed > 0 ? (0,external_node_fs_.createReadStream)(zipPath, { start, end: start + entry.compressed - 1 }) : external_node_stream_.Readable.from([]);
    const stages = entry.method === DEFLATE ? [input, external_node_zlib_.createInflateRaw(), counted] : [input, counted];
    try {
        await (0,external_node_stream_promises_.pipeline)([...stages, (0,external_node_fs_.createWriteStream)(target, { flags: 'wx', mode: 0o600 })], signal ? { signal } : {});
    }
    catch (error) {
        await (0,promises_.rm)(target, { force: true });
        if (error instanceof ZipRefusal || signal?.aborted)
            throw error;
        if (error.code?.startsWith('Z_')) {
            throw new ZipRefusal(`holds "${entry.name}", whose deflate data is broken (${error.message})`);
        }
        throw error;
    }
    if (written !== entry.size) {
        throw new ZipRefusal(`holds "${entry.name}" of ${String(written)} bytes, and its zip declares ${String(entry.size)}`);
    }
    if (crc >>> 0 !== entry.crc)
        throw new ZipRefusal(`holds "${entry.name}" whose CRC-32 is not the one its zip declares`);
}
async function readAt(file, position, length) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    if (bytesRead !== length)
        throw new ZipRefusal('is not a whole zip (cut short)');
    return buffer;
}

// EXTERNAL MODULE: ./src/pages-artifact/artifact-server.ts
var artifact_server = __webpack_require__(19203);
// EXTERNAL MODULE: ./src/pages-artifact/upload.ts + 1 modules
var upload = __webpack_require__(67962);
;// CONCATENATED MODULE: ./src/pages-artifact/site-artifact.ts
// The artifact a build job (`mode: build`) hands a deploy job (`mode: deploy`): the site's tar, as pack.ts writes it
// for Pages, and a manifest of what was packed (its bytes, files and hash). The deploy job downloads it by id and
// checks it as data against that manifest and the artifact service's own digest before anything is unpacked.













/** The manifest's file in the artifact, beside the tar (`artifact.tar`, see pack.ts). */
const MANIFEST = 'pages-push.json';
const TAR = 'artifact.tar';
/** The largest manifest read: a few numbers. */
const MAX_MANIFEST_BYTES = 4096;
/** Uploads `packed` as the artifact `name`, with its manifest beside it. */
async function uploadSiteArtifact(packed, options) {
    const manifest = {
        version: 1,
        bytes: packed.bytes,
        files: packed.files,
        sha256: await sha256(packed.file),
    };
    const manifestFile = external_node_path_.join(external_node_path_.dirname(packed.file), MANIFEST);
    await (0,promises_.writeFile)(manifestFile, `${JSON.stringify(manifest)}\n`, { mode: 0o600, flag: 'wx' });
    return (0,upload.uploadPagesArtifact)(packed, { ...options, beside: [manifestFile] });
}
/**
 * Downloads the artifact `name` of this run (or of `from`, another run of the repository) into `into` (an empty folder of the step's own), checks it, and unpacks
 * its site into `into/site`. Refused, with what was wrong: an artifact the service's digest does not match, one
 * holding anything but the tar and its manifest, a tar whose size, hash or file count is not the manifest's, and
 * every member unpack.ts refuses.
 */
async function downloadSiteArtifact(name, into, options) {
    const { runtime, signal, from } = options;
    (0,processes/* throwIfCancelled */.dZ)(signal);
    if (runtime.token)
        runner/* setSecret */.Pq(runtime.token);
    const { DefaultArtifactClient } = await Promise.all(/* import() */[__webpack_require__.e(955), __webpack_require__.e(298), __webpack_require__.e(748), __webpack_require__.e(591)]).then(__webpack_require__.bind(__webpack_require__, 51591));
    const client = new DefaultArtifactClient();
    const download = external_node_path_.join(into, 'download');
    await (0,promises_.mkdir)(download, { mode: 0o700 });
    // From this run: the runner's artifact service, with the runtime token. From another: the REST API, with the token.
    const service = (call) => from
        ? (0,upload.keepingTokenHome)(from.apiUrl, () => (0,upload.untilCancelled)(signal, call))
        : (0,upload.withRuntime)(runtime, () => (0,upload.keepingTokenHome)(runtime.resultsUrl, () => (0,upload.untilCancelled)(signal, call)));
    const [owner = '', repositoryName = ''] = from ? from.repository.split('/') : [];
    const findBy = from
        ? { findBy: { token: from.token, workflowRunId: from.runId, repositoryOwner: owner, repositoryName } }
        : {};
    let id;
    try {
        const { artifact } = await service(() => client.getArtifact(name, findBy));
        id = artifact.id;
        // The zip as it is (its digest still computed over the bytes): the toolkit's unzip would write every entry,
        // whole, before any check (a small zip can inflate to fill the disk); ours is bounded (zip-reader.ts).
        const got = await service(() => client.downloadArtifact(artifact.id, {
            path: download,
            ...findBy,
            skipDecompress: true,
            ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
        }));
        if (got.digestMismatch) {
            throw new Error(`its bytes are not the ones uploaded (the artifact service's digest ${artifact.digest ?? ''})`);
        }
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal);
        if (from)
            throw runDownloadFailure(error, name, from);
        throw new Error(`Could not download the artifact "${name}" of this run: ${(0,errors/* errorMessage */.g)(error)}. Input "mode: deploy" takes ` +
            `what a "mode: build" job of the same run uploaded: give this job \`needs:\` that job, and the same ` +
            `"artifact" input (now "${name}").`, { cause: error });
    }
    const unzipped = external_node_path_.join(into, 'unzipped');
    await (0,promises_.mkdir)(unzipped, { mode: 0o700 });
    await unzipArtifact(download, unzipped, name, signal);
    const manifest = await checkedDownload(unzipped, name);
    const folder = external_node_path_.join(into, 'site');
    await (0,promises_.mkdir)(folder, { mode: 0o755 });
    const unpacked = unpackSiteTar(external_node_path_.join(unzipped, TAR), folder, name);
    if (unpacked.files !== manifest.files) {
        throw new Error(`The artifact "${name}" holds ${String(unpacked.files)} files, and its build job packed ${String(manifest.files)}: ` +
            'refused, nothing of it is deployed. The artifact was changed after the build: run the build job again.');
    }
    const of = from ? ` of run ${String(from.runId)}` : '';
    runner/* info */.pq(`Received the artifact "${name}"${of} (id ${String(id)}): ${String(unpacked.files)} files, checked.`);
    return { folder, id, files: unpacked.files, bytes: manifest.bytes };
}
/** Refuses the artifact `name`, saying what it holds, and how to make one this job takes. */
function refusal(name, what) {
    return new Error(`The artifact "${name}" ${what}: refused, nothing of it is deployed. Upload it with a pages-push job of ` +
        '"mode: build" (the same version of the action as this job).');
}
/**
 * Unzips the one zip the download wrote (named as the service said) into `into`: the tar and the manifest alone,
 * each bounded (the tar by the 10 GiB a Pages site may be, see pack.ts); the zip is deleted once read.
 */
async function unzipArtifact(download, into, name, signal) {
    const files = await (0,promises_.readdir)(download);
    const [zip] = files;
    if (files.length !== 1 || zip === undefined || !(await (0,promises_.lstat)(external_node_path_.join(download, zip))).isFile()) {
        throw refusal(name, `was downloaded as ${String(files.length)} files, not one zip`);
    }
    try {
        await unzipEntries(external_node_path_.join(download, zip), into, { [TAR]: pack.HARD_LIMIT, [MANIFEST]: MAX_MANIFEST_BYTES }, signal);
    }
    catch (error) {
        (0,processes/* throwIfCancelled */.dZ)(signal); // the job's cancel, said as every stage says it, not the unzip's abort
        throw error instanceof ZipRefusal ? refusal(name, error.message) : error;
    }
    finally {
        await (0,promises_.rm)(external_node_path_.join(download, zip), { force: true });
    }
}
/** The download's manifest, once the folder holds the tar and the manifest alone, and the tar is what it says. */
async function checkedDownload(download, name) {
    const refuse = (what) => refusal(name, what);
    const names = (await (0,promises_.readdir)(download)).sort();
    if (names.join('\n') !== [TAR, MANIFEST].sort().join('\n')) {
        throw refuse(`holds ${names.map((entry) => `"${entry}"`).join(', ') || 'nothing'}, not "${TAR}" and "${MANIFEST}"`);
    }
    for (const entry of names) {
        if (!(await (0,promises_.lstat)(external_node_path_.join(download, entry))).isFile())
            throw refuse(`holds "${entry}", which is not a file`);
    }
    const manifestPath = external_node_path_.join(download, MANIFEST);
    if ((await (0,promises_.lstat)(manifestPath)).size > MAX_MANIFEST_BYTES)
        throw refuse(`has a manifest over ${MAX_MANIFEST_BYTES} bytes`);
    let manifest;
    try {
        manifest = JSON.parse(await (0,promises_.readFile)(manifestPath, 'utf8'));
    }
    catch {
        throw refuse(`has a manifest that is not JSON`);
    }
    const whole = (value) => Number.isSafeInteger(value) && value >= 0;
    const { version, bytes, files, sha256: hash } = manifest;
    if (version !== 1 || !whole(bytes) || !whole(files) || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
        throw refuse('has a manifest of another form');
    }
    const tar = external_node_path_.join(download, TAR);
    const size = (await (0,promises_.lstat)(tar)).size;
    if (size !== bytes)
        throw refuse(`holds a tar of ${String(size)} bytes, and its build job packed ${String(bytes)}`);
    if ((await sha256(tar)) !== hash)
        throw refuse('holds a tar whose bytes are not the ones its build job packed');
    return { version, bytes, files, sha256: hash };
}
async function sha256(file) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for await (const chunk of (0,external_node_fs_.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}


/***/ }),

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

//# sourceMappingURL=846.index.js.map