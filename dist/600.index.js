export const id = 600;
export const ids = [600];
export const modules = {

/***/ 8600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   pageScanner: () => (/* binding */ pageScanner)
/* harmony export */ });
/* unused harmony export TextSkippingTokenizer */
/* harmony import */ var entities_decode__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57031);
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15455);
/* harmony import */ var _url_lists_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(36027);
// Scans a published HTML page for the links it makes, with htmlparser2's tokenizer: a chunk of dist/ of its own
// (with entities' tables), loaded only by a deploy that checks links, before the site's commands run (see
// page-links.ts `loadPageScanner`), and bundled into the reading workers' code.



const BASE_ATTRIBUTES = ['href'];
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
/**
 * htmlparser2's tokenizer, skipping text up to the next `<` (or a quote, a comment's end) with the string's own
 * search instead of a loop over each character: a page is mostly text, and that loop made the parse of a 60 KB page
 * cost 0.8 ms, as much as reading it. The same method, the same result (see served-links.test.ts); used only without
 * entity decoding, which is when the tokenizer calls it, and only where this version of the tokenizer has it.
 */
class TextSkippingTokenizer extends htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
}
const tokenizerInside = htmlparser2__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A.prototype;
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
                    urls.push(...(0,_url_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .srcsetUrls */ .rZ)(found));
                else
                    urls.push(found);
            }
        }
        if (style?.includes('('))
            urls.push(...(0,_url_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .cssUrls */ .Q0)(style));
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
                const decoded = value.includes('&') ? (0,entities_decode__WEBPACK_IMPORTED_MODULE_2__/* .decodeHTMLAttribute */ .Im)(value) : value;
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
                urls.push(...(0,_url_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .cssUrls */ .Q0)(styleText));
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
            return urls.filter(_url_lists_js__WEBPACK_IMPORTED_MODULE_1__/* .worthKeeping */ .c2);
        }
        finally {
            // Nothing of the page is kept past its scan.
            html = styleText = '';
            href = src = srcset = poster = style = undefined;
            tokenizer.reset();
        }
    };
}


/***/ })

};

//# sourceMappingURL=600.index.js.map