export const id = 199;
export const ids = [199];
export const modules = {

/***/ 37199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   serveReads: () => (/* binding */ serveReads)
/* harmony export */ });
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _chunk_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(60011);
/* harmony import */ var _page_links_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(26322);
// A reading worker: a thread started from the bundle in its reading mode (see read-chunks.ts). It reads, hashes
// and scans each chunk it is sent, and parses the links of each page worth the link check as it reads it, so that
// the links come back to the deploy's thread, not the pages: the parse is off that thread, and no page is kept.



/** Serves the chunks the deploy's thread sends, until it ends the worker. */
function serveReads() {
    const { needles, maxBytes, linkHosts, finished } = node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.workerData;
    node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort?.on('message', ({ id, paths }) => {
        const result = (0,_chunk_js__WEBPACK_IMPORTED_MODULE_2__/* .readChunk */ .ar)({ paths, needles, maxBytes, ...(linkHosts ? { linkHosts, linksOf: _page_links_js__WEBPACK_IMPORTED_MODULE_1__/* .pageUrls */ .Ub } : {}) });
        result.byWorker = true;
        Atomics.add(finished, 0, 1);
        const moved = [result.ids.buffer, result.modes.buffer, result.sizes.buffer];
        node_worker_threads__WEBPACK_IMPORTED_MODULE_0__.parentPort?.postMessage({ id, result }, moved);
    });
}


/***/ })

};

//# sourceMappingURL=199.index.js.map