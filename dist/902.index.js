export const id = 902;
export const ids = [902];
export const modules = {

/***/ 82902:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   issueFileCommand: () => (/* binding */ issueFileCommand),
/* harmony export */   prepareKeyValueMessage: () => (/* binding */ prepareKeyValueMessage)
/* harmony export */ });
/* harmony import */ var crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76982);
/* harmony import */ var fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79896);
/* harmony import */ var os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70857);
/* harmony import */ var _utils_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4679);
// For internal use, subject to change.
// We use any as a valid input type
/* eslint-disable @typescript-eslint/no-explicit-any */




function issueFileCommand(command, message) {
    const filePath = process.env[`GITHUB_${command}`];
    if (!filePath) {
        throw new Error(`Unable to find environment variable for file command ${command}`);
    }
    if (!fs__WEBPACK_IMPORTED_MODULE_1__.existsSync(filePath)) {
        throw new Error(`Missing file at path: ${filePath}`);
    }
    fs__WEBPACK_IMPORTED_MODULE_1__.appendFileSync(filePath, `${(0,_utils_js__WEBPACK_IMPORTED_MODULE_3__/* .toCommandValue */ .E)(message)}${os__WEBPACK_IMPORTED_MODULE_2__.EOL}`, {
        encoding: 'utf8'
    });
}
function prepareKeyValueMessage(key, value) {
    const delimiter = `ghadelimiter_${crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID()}`;
    const convertedValue = (0,_utils_js__WEBPACK_IMPORTED_MODULE_3__/* .toCommandValue */ .E)(value);
    // These should realistically never happen, but just in case someone finds a
    // way to exploit uuid generation let's not allow keys or values that contain
    // the delimiter.
    if (key.includes(delimiter)) {
        throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
    }
    if (convertedValue.includes(delimiter)) {
        throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
    }
    return `${key}<<${delimiter}${os__WEBPACK_IMPORTED_MODULE_2__.EOL}${convertedValue}${os__WEBPACK_IMPORTED_MODULE_2__.EOL}${delimiter}`;
}
//# sourceMappingURL=file-command.js.map

/***/ })

};

//# sourceMappingURL=902.index.js.map