export const id = 830;
export const ids = [830];
export const modules = {

/***/ 9830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   repair: () => (/* binding */ repair)
/* harmony export */ });
/* harmony import */ var _runner_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4813);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _credentials_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(201);
/* harmony import */ var _leaks_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9619);
/* harmony import */ var _settings_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8750);
/* harmony import */ var _site_placeholder_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6518);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2462);
// What the post step does for a main step that died before its end (killed, cancelled): restore the config files
// and scrub the workspace as the main step would have.







async function repair(tempDir) {
    const settings = (0,_settings_js__WEBPACK_IMPORTED_MODULE_4__/* .readSettings */ .s)();
    // Only what the main step saved: backups in its own folder, config files in the workspace.
    const substitutions = _state_js__WEBPACK_IMPORTED_MODULE_6__/* .savedSubstitutions */ .gS()
        .filter(({ file, backup }) => tempDir && isInside(tempDir, backup) && isInside(settings.workspace, file));
    if (substitutions.length > 0) {
        await (0,_site_placeholder_js__WEBPACK_IMPORTED_MODULE_5__/* .restoreFiles */ .Ce)(substitutions);
        _runner_js__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Restored ${substitutions.length} config file(s) the main step had not restored.`);
    }
    await (0,_leaks_js__WEBPACK_IMPORTED_MODULE_3__/* .scrubWorkspace */ .b5)((0,_leaks_js__WEBPACK_IMPORTED_MODULE_3__/* .leakContext */ .f5)(settings, (0,_credentials_js__WEBPACK_IMPORTED_MODULE_2__/* .secretForms */ .eo)(settings)), []);
}
function isInside(folder, file) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(folder), node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file));
    return relative !== '' && !relative.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(relative);
}


/***/ })

};

//# sourceMappingURL=830.index.js.map