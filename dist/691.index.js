export const id = 691;
export const ids = [691];
export const modules = {

/***/ 2691:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cleanup: () => (/* binding */ cleanup)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4813);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2462);
// The post step: for a main step that died before its end (killed, cancelled), restore the config files and scrub
// the workspace as the main step would have (repair.ts, loaded only then); then delete the temporary folder, if it
// is provably the one it made. A main step that ran to its end leaves nothing to do: the post step loads no more
// than this. Never fails the job: it only warns.





async function cleanup(env = process.env) {
    const tempDir = await _state_js__WEBPACK_IMPORTED_MODULE_3__/* .provenTempDir */ .Wb(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(env.RUNNER_TEMP || node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir()));
    if (!_state_js__WEBPACK_IMPORTED_MODULE_3__/* .mainFinished */ .A0()) {
        try {
            const { repair } = await Promise.all(/* import() */[__webpack_require__.e(581), __webpack_require__.e(84), __webpack_require__.e(830)]).then(__webpack_require__.bind(__webpack_require__, 9830));
            await repair(tempDir);
        }
        catch (error) {
            _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not restore the site config: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}`);
        }
    }
    if (tempDir)
        await _state_js__WEBPACK_IMPORTED_MODULE_3__/* .removeTempDir */ .CT(tempDir);
}


/***/ })

};

//# sourceMappingURL=691.index.js.map