// Turns a step's log as the runner receives it (workflow commands, colour codes) into what a person reads in a
// terminal: groups as headings, annotations as `warning: …` lines, the commands meant for the runner left out, and
// colour only where `colour` is on.

// Workflow commands the runner acts on without showing them (or shows only in debug mode): nothing a person reads.
const HIDDEN = new Set([
  'debug',
  'add-mask',
  'set-output',
  'save-state',
  'set-env',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'echo',
]);
const ANNOTATIONS = new Set(['error', 'warning', 'notice']);
const STYLE = {
  heading: ['\x1b[1m', '\x1b[22m'],
  error: ['\x1b[31m', '\x1b[39m'],
  warning: ['\x1b[33m', '\x1b[39m'],
  notice: ['\x1b[36m', '\x1b[39m'],
};

// Terminal escape sequences: CSI (colours, cursor moves), OSC (titles, links) and the two-character ones.
// eslint-disable-next-line no-control-regex -- the escape sequences are what it looks for
const ESCAPES = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;
// eslint-disable-next-line no-control-regex -- a colour code (Select Graphic Rendition)
const SGR = /^\x1b\[[0-9;:]*m$/;

/** True when colour codes belong in `stream`: a terminal, and NO_COLOR (https://no-color.org) unset or empty. */
export function useColour(stream = process.stdout, env = process.env) {
  return Boolean(stream.isTTY) && !env.NO_COLOR;
}

function paint(text, style, colour) {
  return colour ? `${STYLE[style][0]}${text}${STYLE[style][1]}` : text;
}

/** Escape sequences out; with colour on, the colour codes (SGR) stay and only the others go. */
function cleanEscapes(text, colour) {
  return text.replace(ESCAPES, (sequence) => (colour && SGR.test(sequence) ? sequence : ''));
}

const ESCAPED = { 25: '%', '0D': '\r', '0A': '\n', '3A': ':', '2C': ',' };

/** A workflow command's message (%25, %0D, %0A) or property value (and %3A, %2C), decoded in one pass. */
function decode(text, property = false) {
  return text.replace(property ? /%(25|0D|0A|3A|2C)/g : /%(25|0D|0A)/g, (_, code) => ESCAPED[code]);
}

/** `::name key=value,key=value::message` (leading blanks allowed, as the runner allows them), or undefined. */
export function parseCommand(line) {
  const start = line.search(/\S/);
  if (start === -1 || !line.startsWith('::', start)) return undefined;
  const end = line.indexOf('::', start + 2);
  if (end === -1) return undefined;
  const info = line.slice(start + 2, end);
  const space = info.search(/\s/);
  const name = (space === -1 ? info : info.slice(0, space)).toLowerCase();
  if (!name) return undefined;
  const properties = {};
  if (space !== -1) {
    for (const pair of info.slice(space + 1).split(',')) {
      const eq = pair.indexOf('=');
      if (eq > 0) properties[pair.slice(0, eq).trim()] = decode(pair.slice(eq + 1), true);
    }
  }
  return { name, properties, message: line.slice(end + 2) };
}

/** Where an annotation points: `file:line:col`, `file:line-endLine`, or `line 3` without a file. */
function location({ file, line, endLine, col }) {
  const lines = line ? (endLine && endLine !== line ? `${line}-${endLine}` : line) : '';
  if (!file) return lines ? `line ${lines}` : '';
  return file + (lines ? `:${lines}` : '') + (lines && col && !endLine ? `:${col}` : '');
}

/**
 * An annotation as a person reads it: `warning: Title — message (file:line)`, the message's further lines indented
 * under its first.
 */
export function annotation(kind, message, properties = {}, { colour = false } = {}) {
  const where = location(properties);
  const text =
    (properties.title ? `${properties.title} — ` : '') + message.replace(/\r\n?/g, '\n') + (where ? ` (${where})` : '');
  const label = `${kind}:`;
  const body = cleanEscapes(text, colour).replace(/\n/g, '\n' + ' '.repeat(label.length + 1));
  return `${paint(label, kind, colour)} ${body}`;
}

/** A line as the terminal leaves it: what follows the last carriage return (a progress bar's last state). */
function lastState(line) {
  const parts = line.replace(/\r+$/, '').split('\r');
  return parts.findLast((part) => part !== '') ?? '';
}

/**
 * The log as a person reads it. `::group::Title` becomes a heading (`▸ Title`, bold with colour), `::endgroup::`
 * a blank line; `::error`/`::warning`/`::notice` become `error: …` lines; the commands meant for the runner
 * (`::debug::`, `::add-mask::`, `::set-output`, `::save-state`, …) are dropped, and lines between
 * `::stop-commands::TOKEN` and `::TOKEN::` are shown as they are. Escape sequences are removed, but for colours when
 * `colour` is on. Runs of blank lines become one; the text ends with one newline (or is empty).
 */
export function readableLog(log, { colour = false } = {}) {
  const out = [];
  let stopToken;
  for (const raw of log.split('\n')) {
    const line = lastState(raw);
    const command = parseCommand(line);
    if (stopToken !== undefined) {
      if (command && command.name === stopToken.toLowerCase()) stopToken = undefined;
      else out.push(cleanEscapes(line, colour));
    } else if (!command || HIDDEN.has(command.name)) {
      if (!command) out.push(cleanEscapes(line, colour));
    } else if (command.name === 'group') {
      out.push('', paint(`▸ ${cleanEscapes(decode(command.message), colour)}`, 'heading', colour));
    } else if (command.name === 'endgroup') {
      out.push('');
    } else if (ANNOTATIONS.has(command.name)) {
      out.push(annotation(command.name, decode(command.message), command.properties, { colour }));
    } else if (command.name === 'stop-commands') {
      stopToken = command.message;
    } else {
      out.push(cleanEscapes(line, colour)); // not a command the runner knows: it shows the line as it is
    }
  }
  const text = out
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
  return text ? `${text}\n` : '';
}
