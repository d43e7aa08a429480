export const id = 344;
export const ids = [344];
export const modules = {

/***/ 60011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FN: () => (/* binding */ MODES),
/* harmony export */   Pq: () => (/* binding */ readInto),
/* harmony export */   ar: () => (/* binding */ readChunk),
/* harmony export */   hK: () => (/* binding */ holdsSecret),
/* harmony export */   vH: () => (/* binding */ encodePaths),
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
        const fd = fs.openSync(diskPath, 'r');
        try {
            const stat = fs.fstatSync(fd);
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
                    result.found ??= [];
                    result.found.push({ index, urls: input.linksOf(diskPath, content.toString('utf8')) });
                }
                else {
                    result.markup.push(index);
                    markup.push(Buffer.from(content)); // a copy: the shared buffer is read into next
                }
            }
        }
        finally {
            fs.closeSync(fd);
        }
    }
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
/** A chunk's disk paths for `readChunk`, in a buffer of its own (so it can be moved to a worker). */
function encodePaths(files) {
    let length = 0;
    for (const file of files)
        length += Buffer.byteLength(file.diskPath) + 2;
    const bytes = Buffer.from(new ArrayBuffer(length));
    let offset = 0;
    for (const file of files) {
        offset += bytes.write(file.symlink ? 'L' : 'F', offset, 'latin1');
        offset += bytes.write(file.diskPath, offset, 'utf8');
        bytes[offset++] = 0;
    }
    return new Uint8Array(bytes.buffer, 0, length);
}


/***/ }),

/***/ 26322:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mW: () => (/* binding */ LinkCollector),
  Ub: () => (/* binding */ pageUrls)
});

// UNUSED EXPORTS: TextSkippingTokenizer, htmlUrls, linksOfChunk

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(57031);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Tokenizer.js
var Tokenizer = __webpack_require__(15455);
;// CONCATENATED MODULE: ./src/publish-folder/url-lists.ts
// The URLs a `srcset` attribute and CSS text list, as the browser reads them: what page-links.ts takes out of a
// page's `<img srcset>`, inline styles and `<style>` elements. Pure string work, no parser.
/** The URLs of a `srcset`, as HTML splits it: each candidate's URL, then its descriptors up to a comma. */
function srcsetUrls(srcset) {
    const urls = [];
    let at = 0;
    const length = srcset.length;
    const space = (char) => char === ' ' || char === '\t' || char === '\n' || char === '\f' || char === '\r';
    while (at < length) {
        while (at < length && (space(srcset[at]) || srcset[at] === ','))
            at += 1;
        const start = at;
        while (at < length && !space(srcset[at]))
            at += 1;
        const url = srcset.slice(start, at);
        if (url === '')
            break;
        if (url.endsWith(',')) {
            urls.push(url.replace(/,+$/, ''));
            continue;
        }
        urls.push(url);
        // The descriptors: up to the next comma outside parentheses.
        let depth = 0;
        for (; at < length; at += 1) {
            const char = srcset[at];
            if (char === '(')
                depth += 1;
            else if (char === ')')
                depth = Math.max(0, depth - 1);
            else if (char === ',' && depth === 0)
                break;
        }
    }
    return urls;
}
/**
 * The URLs of CSS text: `url(…)` (quoted or not) and `@import "…"`, outside comments. A small tokenizer: strings and
 * comments are skipped whole, so a `url(` inside one is not taken.
 */
function cssUrls(css) {
    const urls = [];
    const length = css.length;
    const readString = (from) => {
        const quote = css[from];
        let value = '';
        let at = from + 1;
        for (; at < length && css[at] !== quote && css[at] !== '\n'; at += 1) {
            if (css[at] === '\\' && at + 1 < length)
                at += 1;
            value += css.charAt(at);
        }
        return { value, end: at + 1 };
    };
    let at = 0;
    while (at < length) {
        const char = css[at];
        if (char === '/' && css[at + 1] === '*') {
            const end = css.indexOf('*/', at + 2);
            at = end === -1 ? length : end + 2;
        }
        else if (char === '"' || char === "'") {
            at = readString(at).end;
        }
        else if ((char === 'u' || char === 'U') && css.slice(at, at + 4).toLowerCase() === 'url(') {
            let inner = at + 4;
            while (inner < length && /\s/.test(css[inner] ?? ''))
                inner += 1;
            if (css[inner] === '"' || css[inner] === "'") {
                const string = readString(inner);
                urls.push(string.value);
                at = string.end;
            }
            else {
                const end = css.indexOf(')', inner);
                urls.push(css.slice(inner, end === -1 ? length : end).trim());
                at = end === -1 ? length : end + 1;
            }
        }
        else if (char === '@' && css.slice(at, at + 7).toLowerCase() === '@import') {
            let inner = at + 7;
            while (inner < length && /\s/.test(css[inner] ?? ''))
                inner += 1;
            if (css[inner] === '"' || css[inner] === "'") {
                const string = readString(inner);
                urls.push(string.value);
                at = string.end;
            }
            else
                at = inner; // `@import url(…)`: the url( is taken next
        }
        else
            at += 1;
    }
    return urls;
}

;// CONCATENATED MODULE: ./src/publish-folder/page-links.ts
// Finds the links of published HTML pages (with htmlparser2) and CSS files that name a root path or an absolute
// address: what served-links.ts then resolves against where the branch is served. Parsed while the files are read.



/** Attributes that load or link a URL, by element. */
const URL_ATTRIBUTES = {
    a: ['href'],
    area: ['href'],
    link: ['href'],
    script: ['src'],
    img: ['src', 'srcset'],
    source: ['src', 'srcset'],
    iframe: ['src'],
    embed: ['src'],
    audio: ['src'],
    video: ['src', 'poster'],
    track: ['src'],
    input: ['src'],
};
/** Whether a link, as written, may name a root path or an address on some host (relative ones are never kept). */
function worthKeeping(url) {
    const text = url.trimStart();
    return text.startsWith('/') || /^https?:/i.test(text);
}
/**
 * htmlparser2's tokenizer, skipping text up to the next `<` (or a quote, a comment's end) with the string's own
 * search instead of a loop over each character: a page is mostly text, and that loop made the parse of a 60 KB page
 * cost 0.8 ms, as much as reading it. The same method, the same result (see served-links.test.ts); used only without
 * entity decoding, which is when the tokenizer calls it, and only where this version of the tokenizer has it.
 */
class TextSkippingTokenizer extends Tokenizer/* default */.A {
}
const tokenizerInside = Tokenizer/* default */.A.prototype;
if (typeof tokenizerInside.fastForwardTo === 'function' && tokenizerInside.fastForwardTo.length === 1) {
    Object.defineProperty(TextSkippingTokenizer.prototype, 'fastForwardTo', {
        value: function fastForwardTo(code) {
            const at = this.buffer.indexOf(String.fromCharCode(code), this.index - this.offset + 1);
            if (at === -1) {
                // Where the tokenizer's own loop leaves it: on the last character, which its caller steps past.
                this.index = this.buffer.length + this.offset - 1;
                return false;
            }
            this.index = at + this.offset;
            return true;
        },
    });
}
/** The attributes that may hold a URL: an element's own (`URL_ATTRIBUTES`), and any element's inline `style`. */
const KEPT = { href: true, src: true, srcset: true, poster: true, style: true };
/**
 * A scanner of pages, one page at a time, with one tokenizer (reset for each page) and its callbacks made once
 * for the thread, not for each of 20,000 pages. Only the attributes that may hold a URL (`KEPT`, of an element that
 * loads or links in that attribute, and `style`) are sliced out of a page: its other attributes (`class`, `id`,
 * `data-*`, most of them) cost the tokenizer's pass alone.
 */
function pageScanner() {
    let html = '';
    let urls = [];
    let tag = '';
    /** The URL attributes of the element being read; undefined for an element that links nothing. */
    let wanted;
    /** The attribute being read, when it is one to keep; '' for any other. */
    let attribute = '';
    let value = '';
    let href;
    let src;
    let srcset;
    let poster;
    let style;
    let inStyle = false;
    let styleText = '';
    let stopped = false;
    const valueOf = (name) => name === 'href' ? href : name === 'src' ? src : name === 'srcset' ? srcset : name === 'poster' ? poster : style;
    const opened = () => {
        if (stopped)
            return;
        if (tag === 'base') {
            if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test((href ?? '').trim())) {
                stopped = true;
                return;
            }
        }
        else {
            for (const name of wanted ?? []) {
                const found = valueOf(name);
                if (found === undefined)
                    continue;
                if (name === 'srcset')
                    urls.push(...srcsetUrls(found));
                else
                    urls.push(found);
            }
        }
        if (style?.includes('('))
            urls.push(...cssUrls(style));
        inStyle = tag === 'style';
    };
    const ignore = () => undefined;
    // Without entity decoding the tokenizer skips text at once; an attribute's value is decoded here, as the browser
    // decodes one (a legacy entity with no `;` before `=` or a letter is left as written).
    const tokenizer = new TextSkippingTokenizer({ decodeEntities: false }, {
        onopentagname(start, end) {
            tag = html.slice(start, end).toLowerCase();
            wanted = tag === 'base' ? BASE_ATTRIBUTES : URL_ATTRIBUTES[tag];
            href = src = srcset = poster = style = undefined;
        },
        onattribname(start, end) {
            value = '';
            attribute = '';
            // Only a name of 3 to 6 letters that starts with h, s or p may be kept: others are not even sliced out.
            if (end - start < 3 || end - start > 6)
                return;
            const first = html.charCodeAt(start) | 0x20;
            if (first !== 0x68 && first !== 0x73 && first !== 0x70)
                return;
            const name = html.slice(start, end).toLowerCase();
            if (KEPT[name] === true && (name === 'style' || wanted?.includes(name)))
                attribute = name;
        },
        onattribdata(start, end) {
            if (attribute)
                value += html.slice(start, end);
        },
        onattribend() {
            // As the browser (and htmlparser2's Parser) does: the first of an attribute written twice wins.
            if (attribute && valueOf(attribute) === undefined) {
                const decoded = value.includes('&') ? (0,decode/* decodeHTMLAttribute */.Im)(value) : value;
                if (attribute === 'href')
                    href = decoded;
                else if (attribute === 'src')
                    src = decoded;
                else if (attribute === 'srcset')
                    srcset = decoded;
                else if (attribute === 'poster')
                    poster = decoded;
                else
                    style = decoded;
            }
            attribute = '';
            value = '';
        },
        onopentagend: opened,
        onselfclosingtag: opened,
        ontext(start, end) {
            if (inStyle)
                styleText += html.slice(start, end);
        },
        onclosetag(start, end) {
            if (!inStyle || html.slice(start, end).toLowerCase() !== 'style')
                return;
            inStyle = false;
            if (!stopped)
                urls.push(...cssUrls(styleText));
            styleText = '';
        },
        // Entities come as written (decoded above, for a value); a `<style>`'s text is raw text, as in the browser.
        onattribentity: ignore,
        ontextentity: ignore,
        oncdata: ignore,
        oncomment: ignore,
        ondeclaration: ignore,
        onprocessinginstruction: ignore,
        onend: ignore,
    });
    return (page) => {
        html = page;
        urls = [];
        tag = attribute = value = styleText = '';
        wanted = href = src = srcset = poster = style = undefined;
        inStyle = stopped = false;
        tokenizer.reset();
        try {
            tokenizer.write(page);
            tokenizer.end();
            return urls.filter(worthKeeping);
        }
        finally {
            // Nothing of the page is kept past its scan.
            html = styleText = '';
            href = src = srcset = poster = style = undefined;
            tokenizer.reset();
        }
    };
}
const BASE_ATTRIBUTES = ['href'];
let scanPage;
/**
 * The URLs an HTML page links or loads: the `href`, `src`, `srcset` and `poster` of the elements that load or link
 * something, and the `url()`s of inline `style` attributes and `<style>` elements. After a `<base>` whose address
 * is on a host, nothing more: its links resolve there. htmlparser2's tokenizer alone, in one pass: its Parser keeps
 * the open elements in an array it shifts at the front, which made a page of 200,000 unclosed tags take minutes.
 */
function htmlUrls(html) {
    scanPage ??= pageScanner();
    return scanPage(html);
}
/** The links worth the check of one file, HTML or CSS by its name. */
function pageUrls(name, text) {
    return /\.css$/i.test(name) ? cssUrls(text).filter(worthKeeping) : htmlUrls(text);
}
/** The links of each file whose markup a chunk kept (`nameOf` names a file by its index in the chunk). */
function linksOfChunk(result, nameOf) {
    const bytes = Buffer.from(result.markupBytes.buffer, result.markupBytes.byteOffset, result.markupBytes.byteLength);
    let start = 0;
    return result.markup.map((index, at) => {
        const end = result.markupEnds[at] ?? start;
        const urls = pageUrls(nameOf(index), bytes.toString('utf8', start, end));
        start = end;
        return { index, urls };
    });
}
/**
 * The root and absolute links of a site's HTML and CSS files, gathered chunk by chunk as the files are read: each
 * distinct URL once (a root link means the same on every page), with the first page it was seen on and how often.
 */
class LinkCollector {
    hosts;
    links = new Map();
    /** Pages parsed, for the debug log; and how many of them by a reading worker. */
    parsed = 0;
    parsedInWorkers = 0;
    constructor(
    /** The hosts whose absolute links are worth a parse (see chunk.ts `mayLinkRoot`). */
    hosts) {
        this.hosts = hosts;
    }
    /** The links worth the check of one file, for `readChunk` to parse each page as it reads it. */
    linksOf(name, text) {
        return pageUrls(name, text);
    }
    /**
     * Takes a chunk's links (see chunk.ts `ChunkResult`): parsed already as its pages were read, else (a worker run
     * from the sources) parsed here from its markup, whose bytes are then let go.
     */
    addChunk(files, result) {
        if (result.byWorker && result.found)
            this.parsedInWorkers += result.found.length;
        const found = result.found ?? linksOfChunk(result, (index) => files[index]?.path ?? '');
        for (const { index, urls } of found)
            this.addUrls(files[index]?.path ?? '', urls);
        result.found = undefined;
        result.markupBytes = new Uint8Array(0);
        result.markupEnds = new Uint32Array(0);
    }
    /** The links of one file, HTML or CSS by its name. */
    add(page, text) {
        this.addUrls(page, pageUrls(page, text));
    }
    addUrls(page, urls) {
        this.parsed += 1;
        const notFoundPage = NOT_FOUND_PAGE.test(page);
        for (const url of urls) {
            const found = this.links.get(url);
            if (found) {
                found.count += 1;
                // A link of other pages too is named by one of them (the 404 page's own links are told apart).
                if (!notFoundPage && NOT_FOUND_PAGE.test(found.page))
                    found.page = page;
            }
            // A copy: the link, as sliced from the page, would keep the whole page's text alive for as long as it is kept.
            else
                this.links.set(flat(url), { page, count: 1 });
        }
    }
}
/** A 404 page, as GitHub Pages serves it for a missing path. */
const NOT_FOUND_PAGE = /(?:^|\/)404\.html$/;
/** A string of its own (V8 keeps a slice or a concatenation pointing into the text it came from). */
function flat(text) {
    return Buffer.from(text, 'utf8').toString('utf8');
}


/***/ })

};

//# sourceMappingURL=344.index.js.map