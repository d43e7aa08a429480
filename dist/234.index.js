export const id = 234;
export const ids = [234,454];
export const modules = {

/***/ 4234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 12 modules
var core = __webpack_require__(5224);
// EXTERNAL MODULE: ./node_modules/@actions/io/lib/io.js
var io = __webpack_require__(8701);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/git/refname.ts
// Git's rules for branch and tag names (check-ref-format), with the reason a name breaks them.
// eslint-disable-next-line no-control-regex -- control characters are among the things git refuses
const SPACE_OR_CONTROL = /[\u0000-\u0020\u007f]/;
// eslint-disable-next-line no-control-regex -- the same, with the characters git gives a meaning in revisions
const BAD_CHARACTER = /[\u0000-\u0020\u007f~^:?*[\\]/;
/** Why git refuses a branch or tag name (its check-ref-format rules), or empty. */
function refNameProblem(branch) {
    const character = BAD_CHARACTER.exec(branch)?.[0];
    const parts = branch.split('/');
    if (branch === '')
        return 'it is empty';
    if (branch.startsWith('-'))
        return 'it starts with "-", which git would read as an option';
    if (character !== undefined) {
        const shown = SPACE_OR_CONTROL.test(character) ? 'a space or control character' : `"${character}"`;
        return `it holds ${shown}`;
    }
    if (branch.includes('..'))
        return 'it holds ".."';
    if (branch.includes('@{'))
        return 'it holds "@{"';
    if (branch === '@')
        return 'it is "@"';
    if (parts.some((part) => part === ''))
        return 'it starts or ends with "/", or holds "//"';
    if (parts.some((part) => part.startsWith('.')))
        return 'a part of it starts with "."';
    if (parts.some((part) => part.endsWith('.lock')))
        return 'a part of it ends with ".lock"';
    if (branch.endsWith('.'))
        return 'it ends with "."';
    return '';
}
/**
 * Why a ref given where a branch's name belongs is refused (`refs/heads/x` would make `refs/heads/refs/heads/x`),
 * or empty; `where` names the input or config it came from.
 */
function refInsteadOfBranch(branch, where) {
    if (!branch.startsWith('refs/'))
        return '';
    const name = branch.replace(/^refs\/(heads\/)?/, '');
    return `${where} takes a branch's name, not a ref: "${branch}" would create "refs/heads/${branch}". Use "${name}".`;
}

;// CONCATENATED MODULE: ./src/git/target.ts

const OWNER_NAME = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+?)(\.git)?$/;
/**
 * Parses the `repository` input (or the site config's deploy repo): `owner/name` on the Actions server, or a
 * git URL. Credentials in a URL are dropped: the token reaches git through the environment only.
 */
function parseTarget(spec, serverUrl, currentRepository, input = 'repository') {
    const trimmed = spec.trim();
    refuseUnsafe(trimmed, input);
    const server = new URL(serverUrl);
    const shorthand = OWNER_NAME.exec(trimmed);
    if (shorthand && !trimmed.includes(':')) {
        const [, owner = '', name = ''] = shorthand;
        const base = serverUrl.replace(/\/+$/, '');
        return finish({
            url: `${base}/${owner}/${name}.git`,
            protocol: server.protocol === 'http:' ? 'http' : 'https',
            host: server.host,
            origin: `${server.protocol}//${server.host}/`,
            path: `${owner}/${name}`,
        });
    }
    if (/^https?:\/\//i.test(trimmed)) {
        let url;
        try {
            url = new URL(trimmed);
        }
        catch {
            throw badTarget(trimmed, input);
        }
        url.username = '';
        url.password = '';
        url.hash = '';
        url.search = '';
        return finish({
            url: url.toString(),
            protocol: url.protocol === 'http:' ? 'http' : 'https',
            host: url.host,
            origin: `${url.protocol}//${url.host}/`,
            path: decodeURIComponent(url.pathname),
        });
    }
    const sshUrl = /^ssh:\/\/(?:([^@/:-][^@/:]*)(?::[^@/]*)?@)?([^/:-][^/:]*)(?::(\d+))?\/(.+)$/i.exec(trimmed);
    if (sshUrl) {
        // A password in an ssh:// URL is dropped like any other credential; the user name stays (it is `git`).
        const [, user = '', host = '', port = '', repoPath = ''] = sshUrl;
        const url = `ssh://${user ? `${user}@` : ''}${host}${port ? `:${port}` : ''}/${repoPath}`;
        return finish({ url, protocol: 'ssh', host: port ? `${host}:${port}` : host, origin: '', path: repoPath });
    }
    if (/^ssh:\/\//i.test(trimmed))
        throw badTarget(trimmed, input);
    // Neither the user nor the host may start with "-": ssh would read it as an option.
    const scpLike = /^(?:[^@/:-][^@/:]*@)?([^/:@-][^/:@]*):(?!\d+\/)(.+)$/.exec(trimmed);
    if (scpLike) {
        const [, host = '', repoPath = ''] = scpLike;
        return finish({ url: trimmed, protocol: 'ssh', host, origin: '', path: repoPath });
    }
    throw badTarget(trimmed, input);
    function finish(parts) {
        const match = /^\/*([^/]+)\/([^/]+?)(\.git)?\/*$/.exec(parts.path);
        const owner = match?.[1] ?? '';
        const name = match?.[2] ?? '';
        const sameHost = parts.host.replace(/:\d+$/, '').toLowerCase() === server.hostname.toLowerCase();
        const sameRepository = sameHost && owner !== '' && `${owner}/${name}`.toLowerCase() === currentRepository.toLowerCase();
        const trusted = parts.origin !== '' && parts.origin.toLowerCase() === `${server.protocol}//${server.host}/`.toLowerCase();
        return {
            trusted,
            url: parts.url,
            protocol: parts.protocol,
            host: parts.host,
            origin: parts.origin,
            owner,
            name,
            sameRepository,
        };
    }
}
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * A target is data, never a command: git's transports that run programs (`ext::`, `fd::`), local paths
 * (`file://`), any scheme but https, http and ssh, and a value starting with "-" (an option to git or ssh) or
 * holding control characters are refused before git sees them.
 */
function refuseUnsafe(spec, input) {
    const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(spec)?.[1]?.toLowerCase();
    const why = spec.startsWith('-') || CONTROL.test(spec)
        ? 'it starts with "-" or holds control characters'
        : spec.includes('::')
            ? "it names one of git's transports that run a program"
            : scheme === 'file'
                ? 'it is a local file:// path, and pages-push pushes to a git server (GitHub, GitHub Enterprise, or any ' +
                    "https:// or ssh:// host); to try a deploy locally, serve the repository (the README's example does)"
                : scheme && !['https', 'http', 'ssh'].includes(scheme)
                    ? `it is a ${scheme}:// address`
                    : '';
    if (why) {
        throw new Error(`Input "${input}" is refused: ${why}. A target is "owner/name" or a git URL (https://…, ssh://…, ` +
            `git@host:path), got "${spec}".`);
    }
}
function badTarget(spec, input) {
    return new Error(`Input "${input}" must be "owner/name" or a git URL (https://…, ssh://…, git@host:path), got "${spec}".`);
}
/** Whether `host` (`name[:port]`) is this machine, where plain http never crosses a network. */
function isLoopback(host) {
    const name = host.toLowerCase().replace(/:\d+$/, '');
    return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}
/** The address GitHub Pages serves the branch at. */
function pageUrl(target, cname) {
    if (cname)
        return `https://${cname}/`;
    if (!target.owner || !target.name)
        return '';
    const owner = target.owner.toLowerCase();
    if (target.name.toLowerCase() === `${owner}.github.io`)
        return `https://${owner}.github.io/`;
    return `https://${owner}.github.io/${target.name}/`;
}
/** True for a `<owner>.github.io` repository, whose Pages branch is its default branch. */
function isUserSite(target) {
    return target.owner !== '' && target.name.toLowerCase() === `${target.owner.toLowerCase()}.github.io`;
}
/**
 * Every target of the deploy: the one the inputs or the current repository name, or each git target of the site
 * config, in its order (see `chooseDestination`).
 */
function chooseDestinations(input) {
    if (input.repository || input.deployTargets.length <= 1)
        return [chooseDestination(input)];
    return input.deployTargets.map((deployTarget, index) => configDestination(input, deployTarget, index));
}
/**
 * The `repository` input wins, with the `branch` input; else the site config's first git deploy target with its
 * branch; else the current repository. The branch input always wins; a `<owner>.github.io` target without one
 * follows the remote's default branch, any other gets `gh-pages`. With a deploy key, a target on this GitHub host
 * is pushed over SSH (`git@host:owner/name.git`); without one, the site config's SSH address on it over HTTPS.
 */
function chooseDestination(input) {
    const [first] = input.deployTargets;
    if (!input.repository && first)
        return configDestination(input, first, 0);
    let target;
    let source;
    if (input.repository) {
        // The user named this target in the workflow: the token may go there.
        target = { ...parseTarget(input.repository, input.serverUrl, input.currentRepository), trusted: true };
        source = 'the "repository" input';
    }
    else if (input.currentRepository) {
        target = parseTarget(input.currentRepository, input.serverUrl, input.currentRepository);
        source = 'the current repository';
    }
    else {
        throw new Error('No target: set "repository" (owner/name or a git URL), or add a git deploy target to _config.yml.');
    }
    return finishDestination(input, target, '', source);
}
/** The site config's `index`-th git target, with its branch, its own token and its deployer's options. */
function configDestination(input, deployTarget, index) {
    let target = parseTarget(deployTarget.url, input.serverUrl, input.currentRepository, 'deploy repo in _config.yml');
    const server = new URL(input.serverUrl);
    const targetHost = target.host.replace(/:\d+$/, '').toLowerCase();
    if (target.protocol === 'ssh' &&
        !input.hasDeployKey &&
        targetHost === server.hostname.toLowerCase() &&
        target.owner) {
        // hexo's SSH form (git@github.com:owner/name.git) on this GitHub host: push over HTTPS with the token.
        target = parseTarget(`${target.owner}/${target.name}`, input.serverUrl, input.currentRepository);
    }
    const count = input.deployTargets.length;
    const which = count > 1
        ? index === 0
            ? ` (the first of its ${count} git targets)`
            : ` (git target ${index + 1} of ${count})`
        : '';
    const destination = finishDestination(input, target, deployTarget.branch, `the deploy config in _config.yml${which}`);
    const { options, token = '' } = deployTarget;
    return options ? { ...destination, deploy: { token, options } } : destination;
}
function finishDestination(input, given, configuredBranch, source) {
    let target = given;
    const serverHost = new URL(input.serverUrl).hostname.toLowerCase();
    // The host without its port: a GitHub Enterprise server at https://ghe.example.com:8443 serves SSH on port 22.
    const targetHost = target.host.replace(/:\d+$/, '').toLowerCase();
    if (input.hasDeployKey && target.protocol !== 'ssh' && target.owner && targetHost === serverHost) {
        // With a deploy key the push goes over SSH: GitHub's address for the same repository.
        target = parseTarget(`git@${serverHost}:${target.owner}/${target.name}.git`, input.serverUrl, input.currentRepository);
    }
    if (target.protocol === 'ssh' && !input.hasDeployKey) {
        throw new Error(`The target ${target.url} (from ${source}) is an SSH address, which needs "deploy-key". To push with the ` +
            'token instead, set "repository" to owner/name or an https:// URL.');
    }
    // The branch input was checked with the inputs; one from the site config is checked here, where its source is known.
    const refGiven = input.branch ? '' : refInsteadOfBranch(configuredBranch, `The branch in ${source}`);
    if (refGiven)
        throw new Error(refGiven);
    const branch = input.branch || configuredBranch || (isUserSite(target) ? '' : 'gh-pages');
    return { target, branch, source };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/ssh.ts
// The deploy-key path: the key and a private known_hosts written under RUNNER_TEMP, used through GIT_SSH_COMMAND only.




/**
 * GitHub's published github.com host keys, valid since 2023-03-24 (docs.github.com, "GitHub's SSH key
 * fingerprints"). There is no trust on first use: any other host's keys come from the `known-hosts` input.
 */
const GITHUB_KNOWN_HOSTS = [
    'github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl',
    'github.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwFB9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YB/++Tpockg=',
    'github.com ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCj7ndNxQowgcQnjshcLrqPEiiphnt+VTTvDP6mHBL9j1aNUkY4Ue1gvwnGLVlOhGeYrnZaMgRK6+PKCUXaDbC7qtbW8gIkhL7aGCsOr/C56SJMy/BCZfxd1nWzAOxSDPgVsmerOBYfNqltV9/hWCqBywINIR+5dIg6JTJ72pcEpEjcYgXkE2YEFXV1JHnsKgbLWNlhScqb2UmyRkQyytRLtL+38TGxkxCflmO+5Z8CSSNY7GidjMIZ7Q4zMjA2n1nGrlTDkzwDCsw+wqFPGQA179cnfGWOWRVruj16z6XyvxvjJwbz0wQZ75XK5tKSb7FNyeIEs4TT4jk+S4dhPeAUC5y+bDYirYgM4GC7uEnztnZyaVWQ7B381AK4Qdrwt51ZqExKbQpTUNn+EjqoTwvqNj4kqx5QUCI0ThS/YkOxJCXmPUWZbhjpCg56i+2aB6CmK2JGhn57K5mj0MNdBXA4/WnwH6XoPWJzK5Nyu2zB3nAZp+S5hpQs+p1vN1/wsjk=',
];
/**
 * Undoes what secret stores and copy-paste do to a key: CRLF line ends, a key pasted on one line with literal
 * `\n`, indentation, blank lines around it, a missing final newline.
 */
function normaliseKey(raw) {
    let text = raw.replace(/\r\n?/g, '\n');
    // One line holding literal "\n" sequences (a trailing real newline or two do not count).
    if (!text.trim().includes('\n') && text.includes('\\n'))
        text = text.replace(/\\n/g, '\n');
    const lines = text.split('\n').map((line) => line.trim());
    while (lines.length > 0 && lines[0] === '')
        lines.shift();
    while (lines.length > 0 && lines[lines.length - 1] === '')
        lines.pop();
    return `${lines.join('\n')}\n`;
}
/** A public key (OpenSSH one-liner, RFC 4716 or PEM) pasted where the private one belongs. */
function looksLikePublicKey(key) {
    return (/^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-\S+|sk-\S+)\s+AAAA/.test(key) ||
        /-----BEGIN (RSA )?PUBLIC KEY-----/.test(key) ||
        key.includes('---- BEGIN SSH2 PUBLIC KEY ----'));
}
/**
 * Parts of the key body to look for in published files and logs: each base64 line but the first and last
 * (the first is the same header in every OpenSSH key) and the whole body on one line.
 */
function keySecrets(key) {
    const body = key
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('-----') && !/^[A-Za-z-]+: /.test(line));
    const middle = body.slice(1, -1).filter((line) => line.length >= 40);
    const joined = body.join('');
    return [...new Set([...middle, ...(joined.length >= 40 ? [joined] : [])])];
}
/** Shell-quotes a path for GIT_SSH_COMMAND, which git runs through `sh`; Windows paths get forward slashes. */
function quote(file) {
    const portable = process.platform === 'win32' ? file.replace(/\\/g, '/') : file;
    return `'${portable.replace(/'/g, `'\\''`)}'`;
}
function sshCommand(keyFile, knownHostsFile) {
    return [
        'ssh',
        '-F /dev/null',
        `-i ${quote(keyFile)}`,
        '-o IdentitiesOnly=yes',
        '-o IdentityAgent=none',
        '-o BatchMode=yes',
        '-o StrictHostKeyChecking=yes',
        `-o UserKnownHostsFile=${quote(knownHostsFile)}`,
        '-o GlobalKnownHostsFile=/dev/null',
        '-o UpdateHostKeys=no',
        '-o ConnectTimeout=30',
        '-o ServerAliveInterval=15',
        '-o ServerAliveCountMax=4',
    ].join(' ');
}
/**
 * Writes the key (mode 0600) and the known_hosts file into `dir`, and checks the key with `ssh-keygen` before
 * any network traffic: a passphrase, a public key or anything that is not a private key gets its own error.
 */
async function prepareDeployKey(rawKey, knownHosts, dir) {
    const key = normaliseKey(rawKey);
    if (looksLikePublicKey(key)) {
        throw new Error('Input "deploy-key" holds a public key. Put the private half (the file without .pub, starting with ' +
            '"-----BEGIN OPENSSH PRIVATE KEY-----") in the secret, and the public half in the target\'s Settings → Deploy keys.');
    }
    if (!/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(key)) {
        throw new Error('Input "deploy-key" is not a private key: it should start with "-----BEGIN OPENSSH PRIVATE KEY-----" (or ' +
            '"-----BEGIN RSA PRIVATE KEY-----"). Check that the secret holds the whole key file.');
    }
    const keyFile = await writeKey(key, dir);
    const publicKey = await runKeygen(['-y', '-P', '', '-f', keyFile]);
    if (publicKey.code !== 0) {
        const said = publicKey.stderr;
        if (isEncrypted(key)) {
            throw new Error('Input "deploy-key" is protected by a passphrase, which a workflow cannot type. Create a deploy key ' +
                'without one (`ssh-keygen -t ed25519 -N "" -f deploy_key`), or remove it (`ssh-keygen -p -N "" -f <key>`).');
        }
        throw new Error('Input "deploy-key" could not be read as a private key (ssh-keygen: ' +
            `${said.replace(/"[^"]*"/g, '').trim() || 'invalid format'}). Check that the secret holds the whole key file.`);
    }
    const publicFile = `${keyFile}.pub`;
    await promises_.writeFile(publicFile, publicKey.stdout);
    const listed = await runKeygen(['-l', '-E', 'sha256', '-f', publicFile]);
    const fingerprint = /SHA256:\S+/.exec(listed.stdout)?.[0] ?? 'unknown';
    const knownHostsFile = await writeKnownHosts(knownHosts, dir);
    return {
        keyFile,
        knownHostsFile,
        fingerprint,
        sshCommand: sshCommand(keyFile, knownHostsFile),
        secrets: keySecrets(key),
    };
}
/** Writes a checked key (see `prepareDeployKey`) to `dir`/deploy-key, readable by its owner only. */
async function writeKey(key, dir) {
    const keyFile = external_node_path_.join(dir, 'deploy-key');
    await promises_.writeFile(keyFile, key, { mode: 0o600 });
    await promises_.chmod(keyFile, 0o600);
    return keyFile;
}
/** Writes `dir`/known_hosts: github.com's keys, then the `known-hosts` input's lines without comments or blanks. */
async function writeKnownHosts(knownHosts, dir) {
    const knownHostsFile = external_node_path_.join(dir, 'known_hosts');
    const extra = knownHosts
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'));
    await promises_.writeFile(knownHostsFile, `${[...GITHUB_KNOWN_HOSTS, ...extra].join('\n')}\n`, { mode: 0o600 });
    return knownHostsFile;
}
/**
 * Whether a key is encrypted, read from the key itself: ssh-keygen says "incorrect passphrase" for a damaged
 * unencrypted key too, so its message alone cannot tell.
 */
function isEncrypted(key) {
    if (/Proc-Type: 4,ENCRYPTED|-----BEGIN ENCRYPTED PRIVATE KEY-----/.test(key))
        return true;
    if (!key.includes('-----BEGIN OPENSSH PRIVATE KEY-----'))
        return false;
    const body = Buffer.from(key
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('-----'))
        .join(''), 'base64');
    const magic = 'openssh-key-v1\0';
    if (body.length < magic.length + 4 || body.subarray(0, magic.length).toString('latin1') !== magic)
        return false;
    const length = body.readUInt32BE(magic.length);
    return body.subarray(magic.length + 4, magic.length + 4 + length).toString('latin1') !== 'none';
}
/**
 * Whether `knownHosts` (the input) has a key for `host` (`name` or `[name]:port`); github.com's are built in.
 * Hashed entries (`|1|salt|hash`, from `ssh-keyscan -H`) are matched as ssh matches them; `@revoked` lines do not
 * count.
 */
function hasHostKey(host, knownHosts) {
    const [name = '', port = ''] = host.toLowerCase().split(/:(?=\d+$)/);
    if (name === 'github.com' && (port === '' || port === '22'))
        return true;
    const wanted = port && port !== '22' ? `[${name}]:${port}` : name;
    const lines = knownHosts
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('@revoked'));
    return lines.some((line) => {
        const hosts = (line.startsWith('@') ? line.split(/\s+/)[1] : line.split(/\s+/)[0]) ?? '';
        if (hosts.startsWith('|1|'))
            return hashedHostMatches(hosts, wanted);
        return hosts
            .toLowerCase()
            .split(',')
            .some((pattern) => !pattern.startsWith('!') && hostPattern(pattern).test(wanted));
    });
}
/** A hashed known_hosts name: the HMAC-SHA1 of the host (`name` or `[name]:port`) keyed with the salt. */
function hashedHostMatches(field, host) {
    const [, , salt = '', digest = ''] = field.split('|');
    return (0,external_node_crypto_.createHmac)('sha1', Buffer.from(salt, 'base64')).update(host).digest('base64') === digest;
}
/** known_hosts patterns: `*` and `?` wildcards, everything else literal. */
function hostPattern(pattern) {
    const escaped = pattern
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.');
    return new RegExp(`^${escaped}$`);
}
function runKeygen(args) {
    return new Promise((resolve) => {
        const child = (0,external_node_child_process_.spawn)('ssh-keygen', args, { stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
        child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
        child.on('error', (error) => {
            resolve({ code: 127, stdout, stderr: `ssh-keygen could not run: ${error.message}` });
        });
        child.on('close', (code) => {
            resolve({ code: code ?? 1, stdout, stderr });
        });
    });
}

;// CONCATENATED MODULE: ./src/credentials.ts
// The only owner of the credentials' lifetime: masks every form of the token and the deploy key, and turns them
// into what git's child processes need only while a caller holds them open.






/**
 * Holds the credentials, and is the one place that decides when they exist where a process could use them: the
 * token's git config is handed out by `open`, and the deploy key's files are on disk from `open` to `close` only.
 * It knows nothing of the order of the deploy: its callers open it around their own git commands.
 */
class CredentialOwner {
    credentials;
    key;
    dir;
    /** The folder the key and known_hosts are in while open. */
    openDir;
    constructor(credentials, 
    /** The checked private key, to write at each `open`. */
    key, 
    /** Where each `open` makes a folder of its own. */
    dir) {
        this.credentials = credentials;
        this.key = key;
        this.dir = dir;
    }
    /**
     * Registers every derived form of the token as a secret before anything is logged, and checks the deploy key, if
     * there is one, with ssh-keygen: a bad key fails here, before any work. Nothing is left on disk.
     */
    static async prepare(settings, dir) {
        const secrets = settings.token ? derivedForms(settings.token) : [];
        for (const secret of secrets)
            core/* setSecret */.Pq(secret);
        let deployKey;
        if (settings.deployKey.trim()) {
            const keyDir = await promises_.mkdtemp(external_node_path_.join(dir, 'ssh-'));
            try {
                deployKey = await prepareDeployKey(settings.deployKey, settings.knownHosts, keyDir);
            }
            finally {
                await promises_.rm(keyDir, { recursive: true, force: true });
            }
            for (const secret of deployKey.secrets)
                core/* setSecret */.Pq(secret);
            secrets.push(...deployKey.secrets);
            core/* info */.pq(`Deploy key ${deployKey.fingerprint}: it must be listed, with write access, under the target's Settings → Deploy keys.`);
        }
        const credentials = { token: settings.token, deployKey, knownHosts: settings.knownHosts, secrets };
        return new CredentialOwner(credentials, deployKey ? normaliseKey(settings.deployKey) : '', dir);
    }
    /** Every form of every secret: what must never be published, logged, or left on disk. */
    get secrets() {
        return this.credentials.secrets;
    }
    /** The token, for the config files that hold its placeholder; may be empty when a deploy key pushes. */
    get token() {
        return this.credentials.token;
    }
    get hasDeployKey() {
        return this.credentials.deployKey !== undefined;
    }
    /** The deploy key's `SHA256:…`, for messages about a refused key. */
    get keyFingerprint() {
        return this.credentials.deployKey?.fingerprint;
    }
    /**
     * Takes a target's own token from the site config (`repo.token`, resolved): masked, and looked for like ours.
     * It is used for that target only, and only where the `token` input is not (see `forTarget`).
     */
    adopt(token) {
        for (const form of derivedForms(token)) {
            core/* setSecret */.Pq(form);
            if (!this.credentials.secrets.includes(form))
                this.credentials.secrets.push(form);
        }
    }
    /** Fails, naming the input to set, when the credentials cannot reach `target`; nothing is written. */
    check(target, ownToken = '') {
        gitAuth(...this.forTarget(target, ownToken));
    }
    /**
     * What git needs to reach `target`. For an SSH target the key and known_hosts are written, until `close`, into a
     * folder made now (mode 0700, a name nobody could know before), never one that existed while a user command ran.
     */
    async open(target, ownToken = '') {
        const [credentials, reached] = this.forTarget(target, ownToken);
        const { deployKey } = credentials;
        if (reached.protocol !== 'ssh' || !deployKey)
            return gitAuth(credentials, reached);
        gitAuth(credentials, reached); // the checks, before anything is written
        this.openDir = await promises_.mkdtemp(external_node_path_.join(this.dir, 'ssh-'));
        const keyFile = await writeKey(this.key, this.openDir);
        const knownHostsFile = await writeKnownHosts(credentials.knownHosts, this.openDir);
        const opened = { ...deployKey, keyFile, knownHostsFile, sshCommand: sshCommand(keyFile, knownHostsFile) };
        return gitAuth({ ...credentials, deployKey: opened }, reached);
    }
    /**
     * The token a target gets: the `token` input where it may go (the workflow's server, or a host the `repository`
     * input names), else the target's own token from the site config, which may go to its target only.
     */
    forTarget(target, ownToken) {
        if (!ownToken || (target.trusted && this.credentials.token))
            return [this.credentials, target];
        return [
            { ...this.credentials, token: ownToken },
            { ...target, trusted: true },
        ];
    }
    /** Removes what `open` wrote. A failure only warns: the post step removes the whole temporary folder again. */
    async close() {
        const dir = this.openDir;
        if (!dir)
            return;
        this.openDir = undefined;
        try {
            await promises_.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
        }
        catch (error) {
            core/* warning */.$e(`Could not remove the deploy key's folder ${dir}: ${(0,errors/* errorMessage */.g)(error)}`);
        }
    }
    /** Runs `work` with the credentials for `target` open, and closes them whatever happens. */
    async use(target, work, ownToken = '') {
        try {
            return await work(await this.open(target, ownToken));
        }
        finally {
            await this.close();
        }
    }
}
/**
 * How git authenticates to `target`: the deploy key over SSH (pinned host keys only), the token over HTTPS.
 * A missing credential or host key fails here, before any network traffic, naming the input to set.
 */
function gitAuth(credentials, target) {
    if (target.protocol === 'ssh') {
        if (!credentials.deployKey) {
            throw new Error(`The target ${target.url} is an SSH address, which needs "deploy-key". To push with the token, use owner/name or an https:// URL.`);
        }
        if (!hasHostKey(target.host, credentials.knownHosts)) {
            const [name = '', port = ''] = target.host.split(/:(?=\d+$)/);
            throw new Error(`No host key is known for ${target.host}: only github.com's are built in, and nothing is trusted on first ` +
                `use. Add the server's public host key to the "known-hosts" input, e.g. the output of ` +
                `\`ssh-keyscan ${port ? `-p ${port} ` : ''}${name}\`, checked against a fingerprint you trust.`);
        }
        return { config: [], env: { GIT_SSH_COMMAND: credentials.deployKey.sshCommand } };
    }
    if (!credentials.token) {
        throw new Error(`The target ${target.url} is an HTTPS address, which needs "token". Pass a token, or use an SSH target with "deploy-key".`);
    }
    if (!target.trusted) {
        throw new Error(`The target ${target.url} comes from the site config and is not on the workflow's GitHub server: the token is ` +
            `sent only there, or to a host the "repository" input names. To push there with the token, set "repository: ${target.url}".`);
    }
    if (target.protocol === 'http' && !isLoopback(target.host)) {
        throw new Error(`The target ${target.url} is a plain http:// address: the token would cross the network unencrypted. Use its https:// address.`);
    }
    return { config: tokenGitConfig(credentials.token, target.origin), env: {} };
}
/**
 * Every form of the token and the pieces of the deploy key that must not be left anywhere, from the inputs alone
 * (the post step has no checked key, and needs no ssh-keygen for this).
 */
function secretForms(settings) {
    const forms = settings.token ? derivedForms(settings.token) : [];
    if (settings.deployKey.trim())
        forms.push(...keySecrets(normaliseKey(settings.deployKey)));
    return forms;
}
/**
 * A target's own token as the site config writes it (hexo-deployer-git's `repo.token`): `$NAME` reads the
 * environment variable NAME, anything else is the token itself. Empty when there is none.
 */
function resolveConfigToken(raw, env) {
    if (!raw.startsWith('$'))
        return raw;
    const name = raw.slice(1);
    const value = env[name] ?? '';
    if (!value) {
        throw new Error(`_config.yml gives a target the token in $${name}, which is not set: add it to the step, ` +
            `\`env: ${name}: \${{ secrets.${name} }}\`, or remove repo.token to use the "token" input.`);
    }
    return value;
}
/** The HTTP basic credential git sends: the user name is ignored by GitHub, the token is the password. */
function basicCredential(token) {
    return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}
/** Every form of the token that could reach a log or a file: itself, URL-encoded, and its base64 forms. */
function derivedForms(token) {
    const forms = new Set([
        token,
        encodeURIComponent(token),
        basicCredential(token),
        Buffer.from(token, 'utf8').toString('base64'),
    ]);
    return [...forms].filter((form) => form.length > 0);
}
/**
 * The config that makes git authenticate to the target's server with the token. The header is scoped to the
 * target's origin, so a push or a redirect to any other host never carries it, and an empty value first resets
 * any extraheader inherited from the user's or the runner's git config (actions/checkout leaves one).
 * Credential helpers are switched off so a stored credential of someone else's is never used instead.
 */
function tokenGitConfig(token, origin) {
    const key = `http.${origin}.extraheader`;
    return [
        [key, ''],
        [key, `AUTHORIZATION: basic ${basicCredential(token)}`],
        ['credential.helper', ''],
    ];
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
;// CONCATENATED MODULE: ./src/environment.ts
// The environment our child processes inherit: the runner's, without our inputs or the state we saved.
/**
 * Our inputs (INPUT_*, the token among them) and saved state (STATE_*, GITHUB_STATE), and the runner's own tokens
 * (for the cache, artifacts and OIDC, which a build has no use for): no child process of ours may read them.
 */
const OURS = /^(INPUT_.*|STATE_.*|GITHUB_STATE|ACTIONS_RUNTIME_TOKEN|ACTIONS_RUNTIME_URL|ACTIONS_ID_TOKEN_REQUEST_TOKEN|ACTIONS_ID_TOKEN_REQUEST_URL|ACTIONS_CACHE_URL|ACTIONS_RESULTS_URL)$/;
/**
 * `base` without our inputs and saved state, nor anything `drop` names; variables without a value are left out.
 * Both the user's commands and git start from this.
 */
function inheritedEnvironment(base, drop) {
    const env = {};
    for (const [name, value] of Object.entries(base)) {
        if (value !== undefined && !OURS.test(name) && !drop?.test(name))
            env[name] = value;
    }
    return env;
}
/** `base` without the variables `names`. */
function withoutVariables(base, names) {
    const env = { ...base };
    for (const name of names)
        Reflect.deleteProperty(env, name);
    return env;
}

;// CONCATENATED MODULE: ./src/git/git.ts
// A small wrapper around the git binary: argv arrays, an environment of its own, time limits, typed results.



/** The one error a git command ends in: its kind, and a message that never holds more than git's own stderr. */
class GitError extends Error {
    kind;
    constructor(kind, message) {
        super(message);
        this.kind = kind;
        this.name = 'GitError';
    }
    /** A local command that exited non-zero or ran out of time. */
    static local(args, exitCode, stderr, timedOut) {
        return new GitError('local', timedOut
            ? `git ${args[0] ?? ''} did not finish in time and was stopped.`
            : `git ${args[0] ?? ''} failed (exit code ${exitCode}): ${stderr.trim() || 'no message'}`);
    }
}
/** Variables that would point git at another repository or prompt for a password. */
const DROPPED = /^(GIT_DIR|GIT_WORK_TREE|GIT_INDEX_FILE|GIT_OBJECT_DIRECTORY|GIT_ALTERNATE_OBJECT_DIRECTORIES|GIT_NAMESPACE|GIT_CEILING_DIRECTORIES|GIT_ASKPASS|SSH_ASKPASS)$/;
/**
 * The environment for git child processes: the parent's, less what would redirect or stall git, plus config
 * entries appended after any GIT_CONFIG_COUNT entries the user already set.
 */
function gitEnvironment(base, config, extra = {}) {
    const env = inheritedEnvironment(base, DROPPED);
    let count = Number.parseInt(env.GIT_CONFIG_COUNT ?? '0', 10);
    if (!Number.isInteger(count) || count < 0)
        count = 0;
    // gc and maintenance off: nothing may write into the temporary repository in the background while it is deleted.
    const entries = [...config, ['gc.auto', '0'], ['maintenance.auto', 'false']];
    for (const [key, value] of entries) {
        env[`GIT_CONFIG_KEY_${count}`] = key;
        env[`GIT_CONFIG_VALUE_${count}`] = value;
        count += 1;
    }
    env.GIT_CONFIG_COUNT = String(count);
    env.GIT_TERMINAL_PROMPT = '0';
    env.GCM_INTERACTIVE = 'never';
    return { ...env, ...extra };
}
const DEFAULT_TIMEOUT_MS = 10 * 60 * 1000;
class Git {
    env;
    cwd;
    constructor(env, cwd) {
        this.env = env;
        this.cwd = cwd;
    }
    /** The same git with more environment (for example GIT_DIR or an author). */
    with(extra) {
        return new Git({ ...this.env, ...extra }, this.cwd);
    }
    /**
     * Runs a command that talks to the server and returns its output whatever the exit code. It has no time limit of
     * its own: a transfer that keeps moving, however slowly, is never cut; a server that stops answering is stopped
     * by git itself (see `isolatedGitEnvironment`'s low-speed limit, and ssh's keep-alives), which is a network
     * failure that callers retry.
     */
    async remote(args) {
        return this.run(args, { timeoutMs: null });
    }
    /** Runs git and returns its output; throws GitError on a non-zero exit. */
    async exec(args, options = {}) {
        const result = await this.run(args, options);
        if (result.exitCode !== 0)
            throw GitError.local(args, result.exitCode, result.stderr, result.timedOut);
        return result;
    }
    /** Runs git and returns its output whatever the exit code, except a timeout, which throws. */
    async tryExec(args, options = {}) {
        const result = await this.run(args, options);
        if (result.timedOut)
            throw GitError.local(args, result.exitCode, result.stderr, true);
        return result;
    }
    /** Stdout of a command that must succeed, without the final newline. */
    async output(args, options = {}) {
        return (await this.exec(args, options)).stdout.replace(/\n$/, '');
    }
    /**
     * Streams NUL- or newline-separated records of git's stdout to `onRecord`, never holding all of them at once,
     * while `feed` writes git's stdin. Used for trees and for hashing whole sites.
     */
    async stream(args, handlers, options = {}) {
        const child = this.spawn(args);
        const stderr = collect(child.stderr, 64 * 1024);
        const timer = startTimer(child, options.timeoutMs);
        const separator = handlers.separator ?? '\n';
        const done = new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('close', (code) => {
                resolve(code ?? 1);
            });
        });
        const reading = (async () => {
            if (separator === '\n') {
                const lines = external_node_readline_.createInterface({ input: child.stdout, crlfDelay: Infinity });
                for await (const line of lines)
                    handlers.onRecord(line);
            }
            else {
                let rest = '';
                child.stdout.setEncoding('utf8');
                for await (const chunk of child.stdout) {
                    const records = (rest + chunk).split('\0');
                    rest = records.pop() ?? '';
                    for (const record of records)
                        handlers.onRecord(record);
                }
                if (rest)
                    handlers.onRecord(rest);
            }
        })();
        const writing = (async () => {
            // git may exit early (on an error); its stdin then closes and writes fail: the exit code tells why.
            child.stdin.on('error', () => undefined);
            if (handlers.feed) {
                const stdin = child.stdin;
                // A write resolves once git has the chunk, so the feeder may reuse its memory (and never runs ahead).
                await handlers.feed((chunk) => new Promise((resolve) => {
                    if (stdin.destroyed) {
                        resolve();
                        return;
                    }
                    const finish = () => {
                        stdin.off('close', finish);
                        resolve();
                    };
                    stdin.on('close', finish);
                    stdin.write(chunk, finish);
                }));
            }
            child.stdin.end();
        })();
        const [exitCode] = await Promise.all([done, reading, writing]);
        clearTimeout(timer.handle);
        if (exitCode !== 0 || timer.fired)
            throw GitError.local(args, exitCode, await stderr, timer.fired);
    }
    /**
     * Starts a long-lived command that the caller drives through its stdin and stdout (`cat-file --batch`). It has no
     * time limit: it ends when its input does.
     */
    start(args) {
        return this.spawn(args);
    }
    spawn(args) {
        return (0,external_node_child_process_.spawn)('git', args, {
            cwd: this.cwd,
            env: this.env,
            stdio: ['pipe', 'pipe', 'pipe'],
            detached: process.platform !== 'win32',
        });
    }
    async run(args, options) {
        const child = this.spawn(args);
        const stdout = collect(child.stdout, Number.POSITIVE_INFINITY);
        const stderr = collect(child.stderr, 256 * 1024);
        const timer = startTimer(child, options.timeoutMs);
        child.stdin.on('error', () => undefined);
        child.stdin.end(options.input ?? '');
        const exitCode = await new Promise((resolve, reject) => {
            child.on('error', reject);
            child.on('close', (code) => {
                resolve(code ?? 1);
            });
        });
        clearTimeout(timer.handle);
        return { exitCode, stdout: await stdout, stderr: await stderr, timedOut: timer.fired };
    }
}
/**
 * Kills git after `timeoutMs`, with the helpers it started (git-remote-http, ssh): on POSIX git runs in a process
 * group of its own, and the whole group goes, so nothing holds the pipes open or lingers after the step.
 */
function startTimer(child, timeoutMs = DEFAULT_TIMEOUT_MS) {
    const timer = { handle: undefined, fired: false };
    if (timeoutMs === null)
        return timer;
    timer.handle = setTimeout(() => {
        timer.fired = true;
        try {
            if (process.platform !== 'win32' && child.pid !== undefined)
                process.kill(-child.pid, 'SIGKILL');
            else
                child.kill('SIGKILL');
        }
        catch {
            child.kill('SIGKILL');
        }
    }, timeoutMs);
    return timer;
}
/** Gathers a stream's text, keeping at most `limit` characters (the tail), so chatty output cannot exhaust memory. */
async function collect(stream, limit) {
    let text = '';
    stream.setEncoding('utf8');
    for await (const chunk of stream) {
        text += chunk;
        if (text.length > limit)
            text = text.slice(text.length - limit);
    }
    return text;
}

;// CONCATENATED MODULE: ./src/git/isolation.ts
// The environments our git and the deploy command's git run in: isolated from what a user command could have
// written, and the deploy identity.

/**
 * The environment for our own git: `gitEnvironment`, reading no git config but what we pass (not HOME's, not the
 * system's: a user command may have written there), running no hook, and speaking only the protocols a target
 * needs (https and ssh; http only when the target is an http:// one); an HTTP transfer that stops moving for
 * `stallSeconds` is stopped. A proxy set in the environment (`https_proxy`) and git's own variables
 * (`GIT_SSL_CAINFO`) still work.
 */
function isolatedGitEnvironment(base, config, options) {
    const isolation = [
        ['core.hooksPath', process.platform === 'win32' ? 'NUL' : '/dev/null'],
        // A repository's own config cannot turn these back on: entries from the environment win over config files.
        ['core.fsmonitor', 'false'],
        ['protocol.allow', 'never'],
        ['protocol.https.allow', 'always'],
        ['protocol.ssh.allow', 'always'],
        ['protocol.http.allow', options.allowHttp ? 'always' : 'never'],
        // A transfer that moves less than a byte a second for this long is stopped: a stalled server, not a slow link.
        ['http.lowSpeedLimit', '1'],
        ['http.lowSpeedTime', String(options.stallSeconds)],
    ];
    return gitEnvironment(base, [...config, ...isolation], {
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: process.platform === 'win32' ? 'NUL' : '/dev/null',
    });
}
/** Who a deploy commit is by, as git's environment gives it to commits. */
function identityEnvironment(identity) {
    return {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
    };
}

;// CONCATENATED MODULE: ./src/git/errors.ts
// Maps git's stderr to what went wrong and what to do about it; never just "exit code 128".

/** Removes any `user:password@` from URLs in git's output before it is shown. */
function scrubUrls(text) {
    return text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/@\s]+@/gi, '$1');
}
/** curl's low-speed limit, or ssh's keep-alives, stopped a transfer that no longer moved. */
const STALLED = /Operation too slow|Timeout, server \S+ not responding/i;
function classifyGitFailure(stderr) {
    if (/Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No \S+ host key is known/i.test(stderr)) {
        return 'host-key';
    }
    if (/Permission denied \(publickey|marked as read only|deploy keys? (is|are) disabled/i.test(stderr))
        return 'ssh-key';
    if (/GH001|exceeds GitHub's file size limit|file size limit/i.test(stderr))
        return 'too-large';
    // receive.maxInputSize (GitHub: 2 GiB) as git reports it, or a proxy's limit on the request: before the network
    // kinds, since the push fails as an RPC failure too, and sending it again would fail the same way.
    if (/pack exceeds maximum allowed size|returned error: 413|HTTP 413|Request Entity Too Large/i.test(stderr)) {
        return 'push-too-large';
    }
    // A token without the `workflow` scope may not change .github/workflows: a permission, not a branch rule.
    if (/without `?workflow`? scope/i.test(stderr))
        return 'permission';
    if (/GH006|GH013|protected branch|rule violations/i.test(stderr))
        return 'protected';
    if (/returned error: 401|Authentication failed|could not read (Username|Password)|Invalid username or (password|token)|terminal prompts disabled/i.test(stderr)) {
        return 'auth';
    }
    if (/returned error: 403|Permission to .* denied|permission denied|write access to repository not granted/i.test(stderr)) {
        return 'permission';
    }
    if (/Repository not found|repository '.*' not found|returned error: 404|does not appear to be a git repository/i.test(stderr)) {
        return 'not-found';
    }
    if (STALLED.test(stderr))
        return 'network';
    if (/Could not resolve host|Failed to connect|Connection refused|Connection reset|Connection timed out|Operation timed out|timed out|returned error: 5\d\d|RPC failed|early EOF|unexpected disconnect|the remote end hung up|SSL_ERROR|TLS|transfer closed|Empty reply from server/i.test(stderr)) {
        return 'network';
    }
    return 'other';
}
/** An Error whose message names the cause and the fix, with git's own words (scrubbed) after it. */
function explainGitFailure(stderr, context) {
    const kind = classifyGitFailure(stderr);
    const { target } = context;
    const where = target.owner ? `${target.owner}/${target.name}` : target.url;
    const details = scrubUrls(stderr.trim());
    const fix = (() => {
        switch (kind) {
            case 'auth':
                return target.sameRepository
                    ? `The git server refused the token for ${target.url}: it is missing, expired or revoked. For the same ` +
                        'repository, leave "token" unset to use the workflow token and give the job `permissions: contents: write`.'
                    : `The git server refused the token for ${target.url}: it is missing, expired, revoked or of the wrong ` +
                        `kind. Pushing to another repository needs a personal access token stored as a secret and passed as ` +
                        `"token": a classic token with the "repo" scope ("public_repo" for a public target), or a ` +
                        `fine-grained token with Contents: Read and write on ${where}. The workflow token cannot push to another repository.`;
            case 'permission':
                if (/without `?workflow`? scope/i.test(stderr)) {
                    return (`The token may not change workflow files (.github/workflows) in ${where}: GitHub needs the ` +
                        '"workflow" scope (classic token) or Workflows: Read and write (fine-grained) for that. Add it, or ' +
                        'keep .github/workflows out of the published branch.');
                }
                return target.sameRepository
                    ? `The token may not ${context.action === 'push' ? 'push to' : 'read'} ${where}. Give the workflow ` +
                        '`permissions: contents: write` (or allow "Read and write permissions" under Settings → Actions → ' +
                        'General → Workflow permissions).'
                    : `The token may not ${context.action === 'push' ? 'push to' : 'read'} ${where}. A classic personal ` +
                        `access token needs the "repo" scope ("public_repo" for a public target); a fine-grained one needs ` +
                        `Contents: Read and write on ${where}. The workflow token cannot push to another repository.`;
            case 'not-found':
                return (`Repository ${target.url} was not found. Check "repository" (or the deploy repo in the site config), ` +
                    `and that the token can see it: a private repository looks missing to a token without access to it.`);
            case 'ssh-key':
                return (`The SSH server refused the deploy key ${context.keyFingerprint ?? ''}`.trimEnd() +
                    `: it is not a deploy key of ${where}, or it may only read. Add its public half under the target's ` +
                    'Settings → Deploy keys with "Allow write access" (the fingerprint above tells which key it is).');
            case 'host-key':
                return (`The SSH host key of ${target.host} does not match the pinned keys, so nothing was sent. If the server's ` +
                    'key really changed, put its new key in the "known-hosts" input (`ssh-keyscan` output checked against ' +
                    "a fingerprint you trust); github.com's published keys are built in.");
            case 'too-large':
                return ('The server refused a file over its size limit (GitHub: 100 MiB). Remove or shrink the file named ' +
                    'above, or keep it out of the publish folder.');
            case 'push-too-large':
                return ('The server refused the push as too large: it takes less in one push than this one sent (GitHub: 2 GiB). ' +
                    'Set "push-size-limit" below the server\'s limit, so pages-push sends the new files in several pushes.');
            case 'protected':
                return (`The branch "${context.branch ?? ''}" is protected by a rule that refused this push. Allow the ` +
                    'token to push to it, deploy to an unprotected branch, or note that `history: replace` cannot force-push a protected branch.');
            case 'network':
                if (STALLED.test(stderr)) {
                    return (`The server at ${target.url} stopped answering: nothing moved for as long as "network-timeout" allows, ` +
                        'so the attempt was stopped. Re-run the job; raise "network-timeout" only for a link that pauses longer.');
                }
                return (`Could not reach ${target.url}: the network or the server failed. Re-run the job; if it keeps ` +
                    'failing, check the server address and its status.');
            default:
                return `git could not ${context.action === 'push' ? 'push to' : 'read'} ${target.url}.`;
        }
    })();
    return new GitError(kind, details ? `${fix}\ngit said: ${details}` : fix);
}

;// CONCATENATED MODULE: ./src/git/remote.ts
// One git server, bound once to its target: every command that talks to it, and each failure explained.




class Remote {
    git;
    target;
    keyFingerprint;
    constructor(git, target, 
    /** The deploy key's `SHA256:…`, so a refused key can be matched with the target's deploy keys. */
    keyFingerprint) {
        this.git = git;
        this.target = target;
        this.keyFingerprint = keyFingerprint;
    }
    /** The same server, reached from the repository at `gitDir` (its `origin` is the target). */
    from(gitDir) {
        return new Remote(this.git.with({ GIT_DIR: gitDir }), this.target, this.keyFingerprint);
    }
    /**
     * Asks for the branch's tip, and for the default branch when the branch follows the remote's (a
     * `<owner>.github.io` target). This is the first contact with the server: a wrong token or name fails here,
     * before any build time is spent.
     */
    async probe(branch, options = {}) {
        const args = ['ls-remote', '--symref', '--', this.target.url, 'HEAD'];
        if (branch)
            args.push(`refs/heads/${branch}`);
        // The tag the deploy will make, asked in the same round trip: one that exists already fails before the build.
        if (options.tag)
            args.push(`refs/tags/${options.tag}`);
        const result = await this.run(args, 'read');
        const tagged = options.tag && findRef(result.stdout, `refs/tags/${options.tag}`) ? { tagExists: true } : {};
        if (branch)
            return { branch, tip: findRef(result.stdout, `refs/heads/${branch}`), ...tagged };
        // No branch named: follow the remote's default branch, whose tip is HEAD's; an empty repository gets `main`.
        const symref = /^ref: refs\/heads\/(\S+)\s+HEAD$/m.exec(result.stdout);
        return { branch: symref?.[1] ?? 'main', tip: symref ? findRef(result.stdout, 'HEAD') : '', ...tagged };
    }
    /**
     * Whether the credentials may push, asked before any build time is spent: a dry-run push (of a deletion, so
     * nothing is sent) from the empty repository at `gitDir` makes the server check them on its receive-pack, which
     * refuses a token or key that may only read (HTTP 401/403, a read-only deploy key).
     */
    async checkWrite(gitDir) {
        const probe = ':refs/heads/pages-push/write-check';
        const args = ['push', '--dry-run', '--porcelain', '--', this.target.url, probe];
        const result = await this.git.with({ GIT_DIR: gitDir }).remote(args);
        if (result.exitCode !== 0)
            throw this.explain(`${result.stdout}\n${result.stderr}`, { action: 'push' });
    }
    /** The branch's tip now, or empty when it does not exist. */
    async tip(branch) {
        const ref = `refs/heads/${branch}`;
        const result = await this.run(['ls-remote', '--', this.target.url, ref], 'read');
        return findRef(result.stdout, ref);
    }
    /** Fetches the branch's tip commit and its trees only (depth 1, no blobs) into `ref` of this repository. */
    async fetchTip(branch, ref) {
        // Blobs stay on the server (a server without filters just sends them too).
        const args = ['fetch', '--quiet', '--depth=1', '--filter=blob:none', '--no-tags', 'origin'];
        await this.run([...args, `+refs/heads/${branch}:${ref}`], 'read');
    }
    /**
     * Fetches the branch's last `depth` commits (or all of them) into `ref`, with what `filter` lets through: their
     * trees (`blob:none`), or the commits alone (`tree:0`).
     */
    async fetchHistory(branch, ref, options) {
        // git's own --unshallow is this depth, but refuses a repository that is not shallow.
        const depth = options.depth === 'all' ? 2147483647 : options.depth;
        const args = ['fetch', '--quiet', `--depth=${depth}`, `--filter=${options.filter}`, '--no-tags', 'origin'];
        await this.run([...args, `+refs/heads/${branch}:${ref}`], 'read');
    }
    /** Clones the branch into `dir`: its tip only, or its whole history. */
    async clone(branch, dir, options) {
        const depth = options.fullHistory ? [] : ['--depth=1'];
        const args = ['clone', '--quiet', ...depth, '--single-branch', '--no-tags', '--branch', branch];
        await this.run([...args, '--', this.target.url, dir], 'read');
    }
    /**
     * Pushes `commit` to the branch from this repository's `origin`: a plain push, or one with a lease on the tip
     * that was read. 'moved' when the branch moved meanwhile; any other refusal throws, explained.
     */
    async push(commit, branch, options) {
        const ref = `refs/heads/${branch}`;
        const lease = options.leaseOn === undefined ? [] : [`--force-with-lease=${ref}:${options.leaseOn}`];
        // A ref outside heads and tags: it starts no workflow, and is deleted once the push landed (see history.ts).
        const edgesRef = `refs/pages-push/edges-${commit}`;
        const refspecs = [
            `${commit}:${ref}`,
            ...(options.tag ? [`refs/tags/${options.tag}:refs/tags/${options.tag}`] : []),
            ...(options.edges ? [`${options.edges}:${edgesRef}`] : []),
        ];
        // Several refs go in one atomic push: all land, or none.
        const atomic = refspecs.length > 1 ? ['--atomic'] : [];
        core/* info */.pq(`Pushing ${commit.slice(0, 7)} to ${this.target.url} (${branch}${options.tag ? `, tag ${options.tag}` : ''})`);
        // No thin pack: its deltas against the server's copies would need the old blobs, which are not fetched.
        const args = ['push', '--porcelain', '--no-thin', ...atomic, ...lease, 'origin', ...refspecs];
        const result = await this.git.remote(args);
        if (result.exitCode === 0) {
            if (options.edges)
                await this.deleteRef(edgesRef);
            return 'pushed';
        }
        const output = `${result.stdout}\n${result.stderr}`;
        if (options.tag && output.includes('(already exists)')) {
            throw new GitError('other', tagExistsMessage(options.tag, this.target.url));
        }
        if (/\[rejected\].*\((fetch first|non-fast-forward|stale info)\)|failed to lock|cannot lock ref|failed to update ref/.test(output)) {
            return 'moved';
        }
        throw this.refusal(output, branch, `the push to "${branch}"`);
    }
    /** Pushes `commit` to a ref of its own that no one else writes (a part of a deploy, see split.ts). */
    async pushRef(commit, ref, branch) {
        const result = await this.git.remote(['push', '--porcelain', '--no-thin', 'origin', `${commit}:${ref}`]);
        if (result.exitCode !== 0)
            throw this.refusal(`${result.stdout}\n${result.stderr}`, branch, `the push to ${ref}`);
    }
    /** The server's refs under `prefix` (ending in `/`). */
    async refsUnder(prefix) {
        const result = await this.run(['ls-remote', '--', this.target.url, `${prefix}*`], 'read');
        return result.stdout
            .split('\n')
            .map((line) => line.split('\t')[1] ?? '')
            .filter((ref) => ref.startsWith(prefix));
    }
    /** Deletes `refs` on the server, in one push. */
    async deleteRefs(refs, branch) {
        const result = await this.git.remote(['push', '--porcelain', 'origin', ...refs.map((ref) => `:${ref}`)]);
        if (result.exitCode !== 0) {
            throw this.refusal(`${result.stdout}\n${result.stderr}`, branch, `to delete ${refs.join(', ')}`, '');
        }
    }
    /**
     * A push's failure, explained; a server-side hook that said no is quoted, after what it refused (`what`, as in
     * "The server refused the push to …") and what that left (`outcome`).
     */
    refusal(output, branch, what, outcome = '; nothing was pushed') {
        const failure = this.explain(output, { action: 'push', branch });
        if (failure.kind !== 'other' || !output.includes('[remote rejected]'))
            return failure;
        // Its own words are the reason, and trying again would not change them.
        const said = output
            .split('\n')
            .filter((line) => line.startsWith('remote:'))
            .map((line) => line.slice('remote:'.length).trim())
            .filter((line) => line !== '');
        const reason = /\[remote rejected\][^(]*\(([^)]*)\)/.exec(output)?.[1] ?? 'refused';
        return new GitError('other', `The server refused ${what} of ${this.target.url} (${reason})${outcome}.` +
            (said.length > 0 ? ` It said:\n${scrubUrls(said.join('\n'))}` : `\ngit said: ${scrubUrls(output.trim())}`));
    }
    /** Deletes a temporary ref of ours on the server; a failure only warns (the deploy itself landed). */
    async deleteRef(ref) {
        const result = await this.git.remote(['push', '--porcelain', 'origin', `:${ref}`]);
        if (result.exitCode !== 0) {
            core/* warning */.$e(`Could not delete the temporary ref ${ref} on ${this.target.url}; the deploy landed. Delete it with ` +
                `\`git push origin :${ref}\`. git said: ${scrubUrls(result.stderr.trim())}`);
        }
    }
    /** Runs a command that talks to the server; a non-zero exit throws, explained. */
    async run(args, action) {
        const result = await this.git.remote(args);
        if (result.exitCode !== 0)
            throw this.explain(result.stderr, { action });
        return result;
    }
    explain(output, context) {
        return explainGitFailure(output, { target: this.target, keyFingerprint: this.keyFingerprint, ...context });
    }
}
/** The sha `ls-remote` printed for `ref`, or empty. */
function findRef(lsRemoteOutput, ref) {
    for (const line of lsRemoteOutput.split('\n')) {
        const [sha, name] = line.split('\t');
        if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha))
            return sha;
    }
    return '';
}
/** The message for a `tag` that is on the server already: tags are never moved. */
function tagExistsMessage(tag, url) {
    return (`The tag "${tag}" exists already on ${url}, and pages-push never moves a tag: nothing was pushed. Make the ` +
        '"tag" input differ for each deploy (`deploy-{run}`, `site-{sha}`), or delete the old tag.');
}
/** `git check-ref-format --branch`, so a bad branch fails before any work with a message naming where it came from. */
async function checkBranchName(git, branch, source) {
    const result = await git.tryExec(['check-ref-format', '--branch', branch]);
    const problem = refNameProblem(branch);
    if (result.exitCode !== 0 || problem) {
        throw new Error(`${source} "${branch}" is not a valid git branch name: ${problem || 'git refuses it'}. Use a name such as ` +
            '"gh-pages" or "main".');
    }
}

// EXTERNAL MODULE: ./src/processes.ts
var processes = __webpack_require__(7454);
;// CONCATENATED MODULE: ./src/connection.ts
// The target as our git reaches it: a Remote whose credentials are open only around the work given to `use`.





class Connection {
    credentials;
    target;
    options;
    /**
     * The connection to one destination: its own token from the site config (`repo.token`) is resolved and masked,
     * and the credentials are checked against it before any network traffic (a missing one fails here, named).
     */
    static to(credentials, destination, options) {
        const ownToken = resolveConfigToken(destination.deploy?.token ?? '', options.baseEnv);
        if (ownToken)
            credentials.adopt(ownToken);
        credentials.check(destination.target, ownToken);
        return new Connection(credentials, destination.target, { ...options, ownToken });
    }
    /** git with no credentials at all, for commands that talk to no server. */
    local;
    /** The step's temporary folder, where git runs. */
    workDir;
    constructor(credentials, target, options) {
        this.credentials = credentials;
        this.target = target;
        this.options = options;
        this.local = this.git({ config: [], env: {} });
        this.workDir = options.cwd;
    }
    /**
     * Runs `work` with the credentials open: it gets the Remote (our git, isolated from any config a user command
     * could have written), and the environment for a command of the user's that pushes (the deploy command), which
     * has the credentials but reads the user's git config as usual. They are closed when it ends, whatever happens.
     */
    async use(work) {
        (0,processes/* throwIfCancelled */.dZ)();
        return this.credentials.use(this.target, (auth) => {
            const remote = new Remote(this.git(auth), this.target, this.credentials.keyFingerprint);
            // No hook (or fsmonitor command) runs in the deploy command's git either: the build could have planted one.
            const noHooks = [
                ['core.hooksPath', process.platform === 'win32' ? 'NUL' : '/dev/null'],
                ['core.fsmonitor', 'false'],
            ];
            return work(remote, gitEnvironment(this.options.baseEnv, [...auth.config, ...noHooks], auth.env));
        }, this.options.ownToken);
    }
    git(auth) {
        const allowHttp = this.target.protocol === 'http';
        const stallSeconds = Math.max(1, Math.round(this.options.stallMs / 1000));
        const env = {
            ...isolatedGitEnvironment(this.options.baseEnv, auth.config, { allowHttp, stallSeconds }),
            ...auth.env,
        };
        return new Git(env, this.options.cwd);
    }
}

;// CONCATENATED MODULE: ./src/git/retry.ts
// Tries an operation again while its failure is one that passes (the network, a branch that moved), with
// exponential back-off and jitter; never what the server refused.


/** Exponential back-off with jitter: about 0.5 s, 1 s, 2 s … capped at 30 s, each between half and all of it. */
function backoffMs(attempt, random = Math.random) {
    const ceiling = Math.min(30_000, 500 * 2 ** (attempt - 1));
    return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
function isNetworkFailure(error) {
    return error instanceof GitError && error.kind === 'network';
}
async function sleep(ms) {
    await new Promise((resolve) => setTimeout(resolve, ms));
}
/** Runs `operation` (given its attempt's number) up to `attempts` times, while `classifier` says to try again. */
async function retry(attempts, classifier, operation) {
    for (let attempt = 1;; attempt += 1) {
        try {
            return await operation(attempt);
        }
        catch (error) {
            const reason = classifier.retry(error);
            if (!reason)
                throw error;
            if (attempt >= attempts)
                throw classifier.giveUp(error, attempts);
            const wait = backoffMs(attempt);
            core/* info */.pq(`Attempt ${attempt} of ${attempts}: ${reason(wait)}`);
            await sleep(wait);
        }
    }
}
/**
 * Runs `operation` up to `attempts` times while it fails on the network (refused, reset, timed out, HTTP 5xx).
 * Authentication, permission and every other failure is thrown at once: trying again would not help.
 */
async function retryNetwork(attempts, what, operation) {
    return retry(attempts, {
        retry: (error) => isNetworkFailure(error) ? (wait) => `${what} failed on the network; trying again in ${wait} ms.` : undefined,
        giveUp: (error, tries) => {
            const message = error instanceof Error ? error.message : String(error);
            return new GitError('network', tries > 1 ? `${message}\n(${what}: gave up after ${tries} attempts.)` : message);
        },
    }, operation);
}

;// CONCATENATED MODULE: ./src/site/files.ts
// Small reads of the site's folder that detection and the build steps share.

/** Whether something (a file, a folder, a link) is at `file`. */
async function exists(file) {
    try {
        await promises_.lstat(file);
        return true;
    }
    catch {
        return false;
    }
}
/** A text file's content, or undefined when it cannot be read. */
async function readText(file) {
    try {
        return await promises_.readFile(file, 'utf8');
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/deploy/hexo.ts
// `hexo deploy` that keeps history: hexo-deployer-git force-pushes its .deploy_git repository, so that repository
// is seeded with the target branch's tip before it runs, and its new commit lands on top of the published one.





/** `hexo deploy`, `hexo d`, `hexo generate --deploy`, `hexo g -d`, with or without npx. */
const HEXO_DEPLOY = /\bhexo(?:\.cmd)?\s+(?:(?:deploy|d)\b|(?:generate|g)\b[^;&|\n]*\s(?:-d|--deploy)\b)/;
/** A package.json script run by name: `npm run deploy`, `yarn deploy`, `pnpm run deploy`, `bun run deploy`. */
const SCRIPT_RUN = /\b(?:npm|pnpm|bun)\s+(?:run(?:-script)?\s+)([\w:.-]+)|\byarn\s+(?:run\s+)?([\w:.-]+)/g;
/** Whether the deploy command runs hexo-deployer-git, itself or through a package.json script. */
function runsHexoDeploy(command, scripts) {
    if (HEXO_DEPLOY.test(command))
        return true;
    for (const match of command.matchAll(SCRIPT_RUN)) {
        const script = scripts[match[1] ?? match[2] ?? ''];
        if (script !== undefined && HEXO_DEPLOY.test(script))
            return true;
    }
    return false;
}
/**
 * The branch hexo-deployer-git pushes to when the config names none: on github.com, `master` for a
 * `<owner>.github.io` repository and `gh-pages` otherwise; `coding-pages` on coding.net; `master` elsewhere,
 * also when the URL does not end in `.git` (the deployer's pattern then does not match).
 */
function hexoDefaultBranch(url) {
    const match = /^(?:(?:git|https?|git\+https|git\+ssh):\/\/)?(?:[^@]+@)?([^/]+?)[/:](.+?)\.git$/.exec(url.trim());
    if (!match)
        return 'master';
    const [, host, repoPath = ''] = match;
    if (host === 'github.com')
        return /\.github\.(io|com)$/.test(repoPath) ? 'master' : 'gh-pages';
    if (host === 'coding.net')
        return 'coding-pages';
    return 'master';
}
/**
 * Where `hexo deploy` will push: hexo-deployer-git reads its targets from _config.yml, so the inputs cannot move
 * it. The first git target is the one whose history .deploy_git is seeded with; the deployer force-pushes the same
 * commit to any others. Undefined when the config names no git target: the command then runs as it is.
 */
function hexoDestination(input) {
    const [first] = input.deployTargets;
    if (!first) {
        core/* info */.pq('The deploy command runs hexo deploy, but _config.yml names no git target: it runs as it is.');
        return undefined;
    }
    if (input.repository || input.branch) {
        core/* warning */.$e('The deploy command runs hexo deploy, which pushes where _config.yml says: the "repository" and "branch" ' +
            'inputs are not used. Change deploy.repo and deploy.branch in _config.yml instead.');
    }
    if (input.deployTargets.length > 1) {
        core/* info */.pq(`_config.yml names ${input.deployTargets.length} git targets: hexo deploy pushes the same commit to each, ` +
            "on top of the first one's history.");
    }
    const destination = chooseDestination({ ...input, repository: '', branch: '' });
    return { ...destination, branch: first.branch || hexoDefaultBranch(first.url) };
}
/**
 * Makes `.deploy_git` a depth-1 clone of the target branch (a full one with several targets; or, for a new
 * branch, an empty repository, so the first deploy is one root commit instead of the deployer's placeholder
 * "First commit"), with the deploy identity in its config. The clone's remote URL carries no credential. A
 * `.deploy_git` that exists already (from a cache) is left as it is. Returns whether it seeded.
 */
async function seedDeployGit(options) {
    const { remote, branch, tip } = options;
    const { git } = remote;
    const deployDir = external_node_path_.join(options.siteRoot, '.deploy_git');
    if (await exists(deployDir)) {
        core/* info */.pq('.deploy_git exists already (restored from a cache?): hexo-deployer-git uses it as it is.');
        return false;
    }
    if (tip) {
        try {
            await remote.clone(branch, deployDir, { fullHistory: options.fullHistory });
        }
        catch (error) {
            await promises_.rm(deployDir, { recursive: true, force: true });
            throw error;
        }
        core/* info */.pq(`Seeded .deploy_git with ${branch} at ${tip.slice(0, 7)}: the deploy commit goes on top of it.`);
    }
    else {
        await git.exec(['init', '--quiet', deployDir]);
        core/* info */.pq(`Branch ${branch} does not exist yet: .deploy_git starts empty, and the deploy makes its first commit.`);
    }
    await git.exec(['-C', deployDir, 'config', 'user.name', options.identity.name]);
    await git.exec(['-C', deployDir, 'config', 'user.email', options.identity.email]);
    return true;
}
/**
 * The commit `.deploy_git` ended on (empty when there is none), and what it changed from `tip`. The deploy command
 * wrote that repository, so git never runs in it (its config could make git run a command, `core.fsmonitor` say):
 * its HEAD is read from the files, and its objects through a repository of ours that borrows them.
 */
async function deployedCommit(git, siteRoot, tip, workDir) {
    const dotGit = external_node_path_.join(siteRoot, '.deploy_git', '.git');
    const changes = { added: 0, modified: 0, deleted: 0 };
    const commit = await readHead(dotGit);
    if (!commit || commit === tip)
        return { commit, changes };
    const scratch = await promises_.mkdtemp(external_node_path_.join(workDir, 'deployed-'));
    try {
        await git.exec(['init', '--quiet', '--bare', '--', scratch]);
        const borrowing = git.with({ GIT_DIR: scratch, GIT_ALTERNATE_OBJECT_DIRECTORIES: external_node_path_.join(dotGit, 'objects') });
        const args = tip
            ? ['diff-tree', '-r', '--no-renames', '--name-status', tip, commit]
            : ['ls-tree', '-r', '--name-only', commit];
        const listed = await borrowing.tryExec(args);
        for (const line of listed.stdout.split('\n')) {
            if (line === '')
                continue;
            if (!tip || line.startsWith('A'))
                changes.added += 1;
            else if (line.startsWith('D'))
                changes.deleted += 1;
            else
                changes.modified += 1;
        }
    }
    finally {
        await promises_.rm(scratch, { recursive: true, force: true });
    }
    return { commit, changes };
}
/** The commit a repository's HEAD names, read from its files (HEAD, the loose ref, packed-refs); empty if none. */
async function readHead(dotGit) {
    const read = (file) => promises_.readFile(external_node_path_.join(dotGit, file), 'utf8').catch(() => '');
    const head = (await read('HEAD')).trim();
    const ref = /^ref: (refs\/[^\s]+)$/.exec(head)?.[1];
    if (!ref)
        return /^[0-9a-f]{40,64}$/.test(head) ? head : '';
    if (ref.split('/').includes('..'))
        return '';
    const loose = (await read(ref)).trim();
    if (/^[0-9a-f]{40,64}$/.test(loose))
        return loose;
    for (const line of (await read('packed-refs')).split('\n')) {
        const [sha = '', name] = line.trim().split(' ');
        if (name === ref && /^[0-9a-f]{40,64}$/.test(sha))
            return sha;
    }
    return '';
}

;// CONCATENATED MODULE: ./src/plan.ts
// Decides once which deploy runs, and where it goes: our own push, a deploy command of the user's, or hexo deploy
// (a deploy command that runs hexo-deployer-git, whose .deploy_git is seeded with the target branch first).


function choosePlan(settings, site, hasDeployKey) {
    const input = {
        repository: settings.repository,
        branch: settings.branch,
        deployTargets: site.deployTargets,
        serverUrl: settings.source.serverUrl,
        currentRepository: settings.source.repository,
        hasDeployKey,
    };
    const command = settings.deployCommand;
    if (command && settings.preview) {
        throw new Error(`Input "preview" needs pages-push's own push, which puts each preview in its folder; "deploy-command" ` +
            `("${command}") pushes on its own. Leave "deploy-command" empty for previews.`);
    }
    if (command && runsHexoDeploy(command, site.scripts)) {
        const destination = hexoDestination(input);
        if (destination)
            return { kind: 'hexo', destination, command, targets: site.deployTargets.length };
    }
    if (command)
        return { kind: 'command', destination: chooseDestination(input), command };
    const [destination = chooseDestination(input), ...others] = chooseDestinations(input);
    return { kind: 'push', destination, others };
}
/** Every target the plan pushes to, the first first. */
function destinationsOf(plan) {
    return plan.kind === 'push' ? [plan.destination, ...plan.others] : [plan.destination];
}
/**
 * The environment variables that hold a target's own token (`repo.token: $NAME` in the site config): like our
 * inputs, they are kept from the user's commands.
 */
function configTokenVariables(plan) {
    return destinationsOf(plan)
        .map((destination) => destination.deploy?.token ?? '')
        .filter((token) => token.startsWith('$'))
        .map((token) => token.slice(1));
}
/** Where the plan's branch name came from, for the message when it is not a valid name. */
function branchSource(plan, settings) {
    return settings.branch && plan.kind !== 'hexo' ? 'Input "branch"' : 'The deploy branch';
}

;// CONCATENATED MODULE: ./src/check.ts
// The first contact with the server, before any build time is spent: the token or key, the target's name, the
// branch and its tip. A wrong one fails here in seconds, not after the build.







/** Connects to every target of the plan (see plan.ts destinationsOf) and checks each (see `checkTargets`). */
async function checkPlan(plan, credentials, settings, workDir) {
    const options = { baseEnv: process.env, cwd: workDir, stallMs: settings.networkTimeoutMs };
    const connect = (destination) => ({
        destination,
        connection: Connection.to(credentials, destination, options),
    });
    const [first, ...more] = destinationsOf(plan);
    return checkTargets([connect(first), ...more.map(connect)], plan, settings);
}
/** Checks every target of the plan in turn (see `checkTarget`), the first first. */
async function checkTargets(targets, plan, settings) {
    const [first, ...others] = targets;
    const checked = [
        { ...first, found: await checkTarget(first.connection, first.destination, plan, settings) },
    ];
    for (const other of others) {
        checked.push({ ...other, found: await checkTarget(other.connection, other.destination, plan, settings) });
    }
    return checked;
}
/**
 * Checks the branch name, then, unless the user's own command pushes, reads the target's branch and tip, and
 * whether the credentials may push, with them open. A deploy command of the user's own gets the branch as planned
 * and no tip.
 */
async function checkTarget(connection, destination, plan, settings) {
    if (settings.tag && plan.kind !== 'push') {
        core/* warning */.$e(`"tag" is made by pages-push's own push only: "${plan.command}" pushes instead, so no tag is made.`);
    }
    const { branch } = destination;
    if (settings.preview?.fromFork) {
        // The token of a run for a fork's pull request may only read: there is nothing this run can publish.
        core/* notice */.lm(`No preview for pull request #${settings.preview.number}: it comes from a fork, and the token of such a run ` +
            'may only read. Its preview is not deployed; the check of the build is up to the workflow.');
        return { branch, tip: '', skip: 'a pull request from a fork gets no preview (its token may only read)' };
    }
    if (branch)
        await checkBranchName(connection.local, branch, branchSource(plan, settings));
    if (plan.kind === 'command')
        return { branch, tip: '' };
    const ours = plan.kind === 'push' ? settings : { ...settings, tag: '' };
    return connection.use(async (remote) => {
        const found = await probe(remote, destination, ours, connection.workDir);
        if (await isOwnTrigger(connection, destination, settings, found)) {
            return { ...found, skip: "this run was started by the deploy's own push" };
        }
        return found;
    });
}
/** Reads the target's branch and tip (the default branch when none is named), and refuses the sources' branch. */
async function probe(remote, destination, settings, workDir) {
    const { target, branch, source } = destination;
    const found = await core/* group */.Os('Checking the target', async () => {
        core/* info */.pq(`Target: ${target.url} (from ${source})`);
        // Both at once: one round trip's time.
        const reading = retryNetwork(settings.attempts, 'reading the target', () => remote.probe(branch || undefined, { tag: settings.tag }));
        const writing = retryNetwork(settings.attempts, 'checking write access', () => checkWrite(remote, workDir));
        const [read, write] = await Promise.allSettled([reading, writing]);
        // A failed read says more (a wrong name, a refused token) than a refused write: it is reported first.
        if (read.status === 'rejected')
            throw read.reason;
        if (write.status === 'rejected')
            throw write.reason;
        const state = read.value;
        if (state.tagExists)
            throw new Error(tagExistsMessage(settings.tag, target.url));
        core/* info */.pq(`Branch "${state.branch}"${branch ? '' : " (the target's default branch)"}: ` +
            (state.tip ? `tip ${state.tip.slice(0, 7)}` : 'does not exist yet; the deploy creates it'));
        return state;
    });
    return found;
}
/** Asks the server whether the credentials may push (see `Remote.checkWrite`), from an empty repository of ours. */
async function checkWrite(remote, workDir) {
    const scratch = await promises_.mkdtemp(external_node_path_.join(workDir, 'write-check-'));
    try {
        await remote.git.exec(['init', '--quiet', '--bare', '--', scratch]);
        await remote.checkWrite(scratch);
    }
    finally {
        await promises_.rm(scratch, { recursive: true, force: true });
    }
}
/**
 * Publishing over the branch this run's sources came from would replace them. But a run on the target branch is
 * most often the one the deploy's own push started (a push with a personal access token starts workflows): the
 * run checked out the sources from another branch, and has nothing to do. That run ends green at once, saying how
 * to stop such runs; a workspace that really holds the target branch is refused.
 */
async function isOwnTrigger(connection, destination, settings, found) {
    const { target } = destination;
    if (!target.sameRepository || settings.targetDir || found.branch !== settings.source.refName)
        return false;
    const head = await connection.local.tryExec([
        '-C',
        settings.workspace,
        'rev-parse',
        '--verify',
        '--quiet',
        'HEAD^{commit}',
    ]);
    const workspaceHead = head.exitCode === 0 ? head.stdout.trim() : '';
    if (settings.source.eventName === 'push' && workspaceHead !== '' && workspaceHead !== found.tip) {
        core/* notice */.lm(`Nothing to deploy: this run was started by a push to "${found.branch}", the branch this step publishes to ` +
            `(the deploy's own push, most likely), and the workspace holds other sources (${workspaceHead.slice(0, 7)}). ` +
            "To stop these extra runs, start the workflow only for the sources' branch: " +
            '`on: push: branches: [<your sources branch>]`.');
        return true;
    }
    throw new Error(`The target branch "${found.branch}" is the branch this workflow runs on, in the same repository` +
        (workspaceHead && workspaceHead === found.tip ? ', and the workspace holds its tip' : '') +
        ': publishing there would replace your sources with the built site. Set "branch" (for example gh-pages), or ' +
        'set "target-dir" to publish into a folder of that branch. If your sources are on another branch, check them ' +
        'out from there (`actions/checkout` with `ref:`).');
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/git/chunk.ts
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
/** Compact results: a site of 100,000 files costs three typed arrays here, not 300,000 strings. */
const MODES = ['100644', '100755', '120000'];
/**
 * Reads, hashes and scans one chunk of files. It runs on the main thread and, as source text, in a worker
 * thread, so it uses nothing from outside itself but `readInto` and `holdsSecret` (sent along): its modules come
 * from `process.getBuiltinModule`.
 */
function stageChunk(input) {
    const fs = process.getBuiltinModule('node:fs');
    const { createHash } = process.getBuiltinModule('node:crypto');
    const needles = input.needles.map((needle) => Buffer.from(needle, 'utf8'));
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
        }
        finally {
            fs.closeSync(fd);
        }
    }
    return result;
}
/** Runs `stageChunk` in a worker thread (its source text evaluated there). */
async function stageChunkInWorker(input) {
    const { Worker } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 5919, 23));
    const source = [
        "const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');",
        readInto.toString(),
        holdsSecret.toString(),
        `const result = (${stageChunk.toString()})(workerData);`,
        'parentPort.postMessage(result, [result.ids.buffer, result.modes.buffer, result.sizes.buffer]);',
    ].join('\n');
    return new Promise((resolve, reject) => {
        // A small young generation: a worker only streams through files, and each isolate's spare room is RSS.
        const worker = new Worker(source, {
            eval: true,
            workerData: input,
            // The names are moved to the worker, not copied.
            transferList: [input.paths.buffer],
            resourceLimits: { maxYoungGenerationSizeMb: 4 },
        });
        worker.once('message', (result) => {
            resolve(result);
        });
        worker.once('error', reject);
        worker.once('exit', (code) => {
            if (code !== 0)
                reject(new Error(`the staging worker stopped with exit code ${code}`));
        });
    });
}
/** A chunk's disk paths for `stageChunk`, in a buffer of its own (so it can be moved to a worker). */
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

// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(7075);
;// CONCATENATED MODULE: ./src/redact.ts
// Hides secrets in the output of the commands we run for the user, before it reaches the log. The runner masks
// registered secrets too; this also covers the forms it does not know and keeps them out of our own streams.


const REDACTED = '***';
/** `text` with every occurrence of every secret replaced by `replacement`, the longest first (one may contain another). */
function replaceSecrets(text, secrets, replacement) {
    let result = text;
    for (const secret of [...secrets].filter((item) => item !== '').sort((a, b) => b.length - a.length)) {
        if (result.includes(secret))
            result = result.split(secret).join(replacement);
    }
    return result;
}
/** `text` with every secret shown as ***. */
function redactText(text, secrets) {
    return replaceSecrets(text, secrets, REDACTED);
}
/**
 * A stream that passes text on a line at a time with the secrets redacted, so a secret split across two chunks
 * is still found. A line longer than `maxLine` is passed on in parts, holding back enough to find a secret that
 * straddles the cut. `flush()` passes on what is left.
 */
class RedactingStream extends external_node_stream_.Writable {
    target;
    secrets;
    maxLine;
    pending = '';
    decoder = new external_node_string_decoder_.StringDecoder('utf8');
    holdBack;
    constructor(target, secrets, maxLine = 64 * 1024) {
        super();
        this.target = target;
        this.secrets = secrets;
        this.maxLine = maxLine;
        this.holdBack = Math.max(0, ...secrets.map((secret) => secret.length)) - 1;
    }
    _write(chunk, _encoding, callback) {
        this.pending += typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
        const end = this.pending.lastIndexOf('\n') + 1;
        if (end > 0) {
            this.target.write(redactText(this.pending.slice(0, end), this.secrets));
            this.pending = this.pending.slice(end);
        }
        if (this.pending.length > this.maxLine) {
            // Redact first, then keep the tail unwritten: a secret that starts in it has not been seen whole yet.
            const cut = Math.max(0, this.pending.length - this.holdBack);
            const redacted = redactText(this.pending, this.secrets);
            if (redacted === this.pending) {
                this.target.write(this.pending.slice(0, cut));
                this.pending = this.pending.slice(cut);
            }
            else {
                this.target.write(redacted);
                this.pending = '';
            }
        }
        callback();
    }
    _final(callback) {
        this.flush();
        callback();
    }
    flush() {
        this.pending += this.decoder.end();
        if (this.pending)
            this.target.write(redactText(this.pending, this.secrets));
        this.pending = '';
    }
}

;// CONCATENATED MODULE: ./src/leaks.ts
// The leak guard: no published file may hold a credential, and none is left in the workspace after the step.





const READ_CONCURRENCY = 8;
/** Files larger than this are not scrubbed (a credential sits in config and text files, not in media). */
const SCRUB_MAX_BYTES = 50 * 1024 * 1024;
/** The files among `files` that hold any of `secrets` (see `holdsSecret`: also unpacked, and a key re-wrapped). */
async function filesHolding(files, secrets) {
    const needles = secrets.filter((secret) => secret.length > 0).map((secret) => Buffer.from(secret, 'utf8'));
    if (needles.length === 0)
        return [];
    const found = [];
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            if (file === undefined)
                break;
            let bytes;
            try {
                bytes = await promises_.readFile(file);
            }
            catch {
                continue;
            }
            if (holdsSecret(bytes, file, needles))
                found.push(file);
        }
    };
    await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
    return found.sort();
}
/** Replaces every secret in `file` by `replacement`; true when the file changed. */
async function scrubFile(file, secrets, replacement) {
    const original = await promises_.readFile(file);
    // Byte for byte: each byte a latin1 character, each secret its UTF-8 bytes.
    const bytes = secrets.map((secret) => Buffer.from(secret, 'utf8').toString('latin1'));
    const scrubbed = Buffer.from(replaceSecrets(original.toString('latin1'), bytes, replacement), 'latin1');
    if (scrubbed.equals(original))
        return false;
    await promises_.writeFile(file, scrubbed);
    return true;
}
/**
 * The files a build or deploy command may have left a credential in: everything under `root` except
 * node_modules (but its .cache), the folders in `skip`, and the workspace's own `.git` (actions/checkout's, not ours to touch);
 * inside any other `.git` folder (hexo's `.deploy_git/.git`) only its config and credential files.
 */
async function workspaceFiles(root, skip) {
    const files = [];
    const skipped = new Set([...skip.map((dir) => external_node_path_.resolve(dir)), external_node_path_.join(root, '.git')]);
    const pending = [root];
    while (pending.length > 0) {
        const dir = pending.pop() ?? root;
        let entries;
        try {
            entries = await promises_.readdir(dir, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            const full = external_node_path_.join(dir, entry.name);
            if (entry.isDirectory()) {
                if (skipped.has(full))
                    continue;
                if (entry.name === 'node_modules') {
                    // Installed packages are not the build's output, but the caches in there are (webpack's, Babel's…).
                    pending.push(external_node_path_.join(full, '.cache'));
                    continue;
                }
                if (entry.name === '.git') {
                    for (const name of ['config', 'credentials', 'FETCH_HEAD'])
                        files.push(external_node_path_.join(full, name));
                    continue;
                }
                pending.push(full);
            }
            else if (entry.isFile()) {
                files.push(full);
            }
        }
    }
    const sized = [];
    for (const file of files) {
        const stat = await promises_.stat(file).catch(() => undefined);
        if (stat?.isFile() && stat.size <= SCRUB_MAX_BYTES)
            sized.push(file);
    }
    return sized;
}
/**
 * Removes the secrets from a file that holds one: the token becomes the placeholder again. A file that holds one
 * in a form no byte replacement reaches (inside a .gz file, a re-wrapped key) is emptied instead. Returns what
 * was done.
 */
async function cleanFile(file, secrets, replacement) {
    if (await scrubFile(file, secrets, replacement))
        return 'scrubbed';
    await promises_.truncate(file, 0);
    return 'emptied';
}
/**
 * Removes the secrets from every file that holds one (the token becomes the placeholder again, or the file is
 * emptied, see `cleanFile`), and says which files it cleaned, never what it found.
 */
async function scrubLeftovers(files, secrets, replacement, label, why) {
    const holding = await filesHolding(files, secrets);
    const cleaned = [];
    for (const file of holding) {
        const done = await cleanFile(file, secrets, replacement);
        cleaned.push(done === 'emptied' ? `${label(file)} (emptied: it held it in another form)` : label(file));
    }
    if (cleaned.length > 0)
        core/* info */.pq(`Removed the token from ${cleaned.join(', ')} (${why}).`);
    return cleaned;
}
/** The leak context of a run: every form of every secret, the token's placeholder, the workspace and HOME. */
function leakContext(settings, secrets) {
    return { secrets, placeholder: settings.tokenPlaceholder, workspace: settings.workspace, home: settings.home };
}
/**
 * The leak guard's answer: a file of the site that holds the token (a theme printing `config.deploy.repo`, say)
 * or the deploy key stops the deploy before anything is pushed. The file is cleaned on disk, and only its name
 * is told.
 */
async function refuseLeaks(leaking, context) {
    for (const file of leaking)
        await cleanFile(file, context.secrets, context.placeholder);
    const names = leaking.map((file) => external_node_path_.relative(context.workspace, file)).slice(0, 10);
    throw new Error(`Refusing to publish: ${leaking.length === 1 ? 'a file of the site contains' : `${leaking.length} files of the site contain`} the ` +
        `token or the deploy key: ${names.join(', ')}${leaking.length > 10 ? ', …' : ''}. Nothing was pushed. A theme ` +
        'or plugin printed a value from the config while the token was substituted (for example `config.deploy.repo`): ' +
        'stop it from rendering that value, or set "config-file" to only the files that need the token.');
}
/** HOME's git files: where git keeps global config and stored credentials. */
function homeGitFiles(home) {
    const names = [
        '.gitconfig',
        '.git-credentials',
        external_node_path_.join('.config', 'git', 'config'),
        external_node_path_.join('.config', 'git', 'credentials'),
    ];
    return names.map((name) => external_node_path_.join(home, name));
}
/**
 * HOME's git files as they are now (a missing one as missing), and a way to put them back byte for byte: what the
 * install and build wrote there (a hook path, a proxy, a helper) must not reach the git of a deploy command, which
 * has the credentials.
 */
async function snapshotHomeGitFiles(home) {
    const saved = await Promise.all(homeGitFiles(home).map(async (file) => ({ file, bytes: await promises_.readFile(file).catch(() => undefined) })));
    return async () => {
        for (const { file, bytes } of saved) {
            // Removed first: a link put in its place is replaced, never written through.
            await promises_.rm(file, { force: true });
            if (!bytes)
                continue;
            await promises_.mkdir(external_node_path_.dirname(file), { recursive: true });
            await promises_.writeFile(file, bytes);
        }
    };
}
/** Removes credentials the build or deploy command left in the workspace (but `skip`) or in HOME's git files. */
async function scrubWorkspace(context, skip) {
    if (context.secrets.length === 0)
        return;
    const { home, workspace } = context;
    const files = await workspaceFiles(workspace, skip);
    if (home)
        files.push(...homeGitFiles(home));
    const label = (file) => home && file.startsWith(home + external_node_path_.sep) ? `~/${external_node_path_.relative(home, file)}` : external_node_path_.relative(workspace, file);
    await scrubLeftovers(files, context.secrets, context.placeholder, label, 'left there by the build or deploy command');
}

// EXTERNAL MODULE: ./src/process-stamps.ts
var process_stamps = __webpack_require__(7675);
;// CONCATENATED MODULE: ./src/bytes.ts
// Byte sizes as an input writes them (`1500M`, counted as git counts `receive.maxInputSize`) and as the log shows them.
const UNITS = { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 };
/**
 * Reads `text` (a whole or decimal number, optionally followed by K, M or G, each 1024 times the one before, in
 * either case) as a number of bytes no smaller than `minimum`; an error names `input` and says how to write it.
 */
function parseByteSize(text, input, minimum) {
    const match = /^([0-9]+(?:\.[0-9]+)?)\s*([KMG]?)$/i.exec(text.trim());
    const bytes = match ? Math.floor(Number(match[1]) * (UNITS[(match[2] ?? '').toUpperCase()] ?? 1)) : Number.NaN;
    if (!Number.isSafeInteger(bytes)) {
        throw new Error(`Input "${input}" must be a size such as "1500M" or "1.5G" (K, M, G: KiB, MiB, GiB), got "${text}".`);
    }
    if (bytes < minimum) {
        // A bare number is bytes: "1500" meant for megabytes would otherwise send every file in a push of its own.
        throw new Error(`Input "${input}" must be at least ${formatBytes(minimum)}, got "${text}" (${formatBytes(bytes)}); a number ` +
            'without K, M or G counts bytes.');
    }
    return bytes;
}
/** `bytes` for the log: `300 bytes`, `12.0 KiB`, `61.3 MiB`, `1.46 GiB`. */
function formatBytes(bytes) {
    if (bytes < 1024)
        return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
    if (bytes < 1024 ** 2)
        return `${(bytes / 1024).toFixed(1)} KiB`;
    if (bytes < 1024 ** 3)
        return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
    return `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
}

// EXTERNAL MODULE: ./node_modules/minimatch/dist/esm/index.js + 7 modules
var esm = __webpack_require__(3581);
;// CONCATENATED MODULE: ./src/git/tree.ts
// Decides the deployed tree: the publish folder's files, plus what the branch keeps (outside target-dir, keep-files).

/** The rule of no `keep-files`: the branch keeps nothing of what target-dir held. */
const keepNothing = () => false;
/** Whether a file of the branch's tip stays: it lies outside target-dir, or keep-files keeps it. */
function mayKeep(branchPath, targetDir, keep) {
    const inTarget = targetDir === '' || branchPath === targetDir || branchPath.startsWith(`${targetDir}/`);
    return !inTarget || keep(branchPath);
}
/**
 * `keep-files` globs, matched against paths from the branch root (dot files included). A glob that matches a
 * folder keeps everything in it, so `docs` and `docs/**` mean the same.
 */
function keepRule(globs) {
    const matchers = globs.map((glob) => new esm/* Minimatch */.VR(glob.replace(/^\/+|\/+$/g, ''), { dot: true }));
    if (matchers.length === 0)
        return keepNothing;
    return (branchPath) => {
        const parts = branchPath.split('/');
        for (let length = parts.length; length > 0; length -= 1) {
            const candidate = parts.slice(0, length).join('/');
            if (matchers.some((matcher) => matcher.match(candidate)))
                return true;
        }
        return false;
    };
}
/** Validates the globs up front, so a bad one fails before any work, naming the input. */
function checkKeepGlobs(globs, input = 'keep-files') {
    const purpose = input === 'keep-files' ? 'lists files to keep' : 'lists files to leave out';
    for (const glob of globs) {
        if (glob.startsWith('!')) {
            throw new Error(`Input "${input}" ${purpose}; "${glob}" is a negation, which it does not support.`);
        }
        const matcher = new esm/* Minimatch */.VR(glob, { dot: true });
        if (matcher.makeRe() === false)
            throw new Error(`Input "${input}" has an invalid glob: "${glob}".`);
    }
}
const ASTRAL = /[\uD800-\uDFFF]/;
/**
 * git's order of full paths: by their UTF-8 bytes. JavaScript's own string order is the same except for
 * characters beyond U+FFFF, so bytes are compared only when those occur.
 */
function comparePaths(a, b) {
    if (ASTRAL.test(a) || ASTRAL.test(b))
        return Buffer.compare(Buffer.from(a), Buffer.from(b));
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The first index in sorted `paths` whose path is not before `path`. */
function lowerBound(paths, path) {
    let low = 0;
    let high = paths.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (comparePaths(paths[middle]?.path ?? '', path) < 0)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/**
 * The new tree's entries, in git's order. Inside target-dir (the whole branch when empty) the publish folder
 * replaces what was there, except files matching keep-files; outside it everything stays. A new file always
 * wins over an old one at the same path or in its way (a kept file where the site now has a folder, or the
 * reverse). Works on sorted arrays only, so a site of 100,000 files costs no map or set of them.
 */
function composeTree(input) {
    const extraPaths = new Set(input.extras.map((entry) => entry.path));
    const fresh = [...input.published.filter((entry) => !extraPaths.has(entry.path)), ...input.extras].sort((a, b) => comparePaths(a.path, b.path));
    const has = (path) => fresh[lowerBound(fresh, path)]?.path === path;
    const blocked = (path) => {
        if (has(path))
            return true;
        if (fresh[lowerBound(fresh, `${path}/`)]?.path.startsWith(`${path}/`))
            return true;
        for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1)) {
            if (has(path.slice(0, slash)))
                return true;
        }
        return false;
    };
    const kept = input.oldEntries.filter((entry) => mayKeep(entry.path, input.targetDir, input.keep) && !blocked(entry.path));
    // Both lists are sorted: merge them.
    const result = [];
    let k = 0;
    for (const entry of fresh) {
        for (let old = kept[k]; old && comparePaths(old.path, entry.path) < 0; old = kept[k]) {
            result.push(old);
            k += 1;
        }
        result.push(entry);
    }
    // concat, not push(...): a spread of 100,000 arguments overflows the stack.
    return result.concat(kept.slice(k));
}

;// CONCATENATED MODULE: ./src/paths.ts
// Where a path of the user's really leads: through symbolic links it must stay inside the workspace, and it may
// name no .git folder, in any spelling git itself refuses.


/** `.git` in any case, with the trailing dots and spaces Windows ignores, or its short name `git~1`. */
function isGitFolderName(name) {
    return /^\.git[. ]*$/i.test(name) || /^git~1$/i.test(name);
}
/** Whether `relative` (with `/` or the platform's separator) has a component `isGitFolderName` refuses. */
function namesGitFolder(relative) {
    return relative.split(/[\\/]/).some(isGitFolderName);
}
/**
 * `file` with every symbolic link resolved (a part that does not exist yet is kept as given), refused when that
 * leads outside the workspace or into a .git folder. Returns the resolved path, which the caller then uses.
 */
async function confined(workspace, file, input) {
    const root = await realpath(workspace);
    const real = await realpath(file);
    const relative = external_node_path_.relative(root, real);
    if (relative === '..' || relative.startsWith(`..${external_node_path_.sep}`) || external_node_path_.isAbsolute(relative)) {
        throw new Error(`Input "${input}" must stay inside the workspace, but ${file} leads to ${real} through a symbolic link. ` +
            'Point it at a real folder of the workspace.');
    }
    if (namesGitFolder(relative)) {
        throw new Error(`Input "${input}" leads into a .git folder (${real}): name your site's own folder.`);
    }
    return real;
}
/** The real path of `file`, or of its nearest existing parent with the rest appended. */
async function realpath(file) {
    const resolved = external_node_path_.resolve(file);
    try {
        return await promises_.realpath(resolved);
    }
    catch {
        const parent = external_node_path_.dirname(resolved);
        if (parent === resolved)
            return resolved;
        return external_node_path_.join(await realpath(parent), external_node_path_.basename(resolved));
    }
}

;// CONCATENATED MODULE: ./src/input-values.ts
// Reads single input values: lists, booleans, commands, paths inside the workspace and the branch, the tag template.



/** The `tag` input with `{sha}` (7 characters), `{full-sha}`, `{run}` and `{date}` (YYYY-MM-DD, UTC) filled in. */
function renderTag(template, source, now) {
    const values = {
        sha: source.sha.slice(0, 7),
        'full-sha': source.sha,
        run: source.runNumber ?? '',
        date: now.toISOString().slice(0, 10),
    };
    return template.replace(/\{(sha|full-sha|run|date)\}/g, (_match, name) => values[name] ?? '');
}
/** The tag the `tag` input makes (see `renderTag`), refused when git would refuse it. */
function tagName(template, source, now) {
    const tag = renderTag(template, source, now);
    const problem = tag ? refNameProblem(tag) : '';
    if (problem)
        throw new Error(`Input "tag" makes "${tag}", which is not a valid git tag name: ${problem}.`);
    return tag;
}
function lines(text) {
    return text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
function commandSetting(value) {
    if (value === '' || value === 'auto')
        return { kind: 'auto' };
    if (value === 'skip')
        return { kind: 'skip' };
    return { kind: 'shell', command: value };
}
function booleanInput(inputs, name, fallback) {
    const value = (inputs[name] ?? '').trim();
    if (value === '')
        return fallback;
    if (['true', 'True', 'TRUE'].includes(value))
        return true;
    if (['false', 'False', 'FALSE'].includes(value))
        return false;
    throw new Error(`Input "${name}" must be "true" or "false", got "${value}".`);
}
/** Resolves a path relative to `base` and refuses one outside the workspace or inside its `.git`. */
function resolveInside(workspace, base, given, input) {
    const resolved = external_node_path_.resolve(base, given);
    const relative = external_node_path_.relative(workspace, resolved);
    if (relative === '..' || relative.startsWith(`..${external_node_path_.sep}`) || external_node_path_.isAbsolute(relative)) {
        throw new Error(`Input "${input}" must be a path inside the workspace (${workspace}), got "${given}".`);
    }
    if (namesGitFolder(relative)) {
        const which = isGitFolderName(relative.split(external_node_path_.sep)[0] ?? '') ? "the workspace's .git folder" : 'a .git folder';
        throw new Error(`Input "${input}" points into ${which} ("${given}"): name your site's folder.`);
    }
    return resolved;
}
/** `./docs/` → `docs`; refuses absolute paths and `..`, which would escape the branch. */
function normaliseTargetDir(given, input = 'target-dir') {
    if (given === '')
        return '';
    const slashed = given.replace(/\\/g, '/');
    if (slashed.startsWith('/') || /^[A-Za-z]:/.test(slashed)) {
        throw new Error(`Input "${input}" must be a folder relative to the branch root, got the absolute path "${given}".`);
    }
    const parts = slashed.split('/').filter((part) => part !== '' && part !== '.');
    if (parts.includes('..')) {
        throw new Error(`Input "${input}" must stay inside the branch: "${given}" uses "..".`);
    }
    if (parts.some(isGitFolderName)) {
        throw new Error(`Input "${input}" cannot be or contain a ".git" folder, got "${given}".`);
    }
    return parts.join('/');
}
function hostOf(serverUrl) {
    try {
        return new URL(serverUrl).hostname || 'github.com';
    }
    catch {
        return 'github.com';
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/preview.ts
// Pull request previews: which pull request a run is for (from the event), where its preview lives on the branch,
// the address it is served at, and the base path a generator must build it for.


/** The event payload the runner wrote (`GITHUB_EVENT_PATH`), or empty. */
function readEvent(file) {
    if (!file)
        return '';
    try {
        return external_node_fs_.readFileSync(file, 'utf8');
    }
    catch {
        return '';
    }
}
/** The pull request of a `pull_request` or `pull_request_target` event's payload, or undefined for any other event. */
function pullRequestOf(eventName, payloadText) {
    if (eventName !== 'pull_request' && eventName !== 'pull_request_target')
        return undefined;
    let payload;
    try {
        payload = JSON.parse(payloadText);
    }
    catch {
        return undefined;
    }
    const event = record(payload);
    const pull = record(event.pull_request);
    const number = typeof event.number === 'number' ? event.number : pull.number;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1)
        return undefined;
    const headRepo = record(record(pull.head).repo);
    const baseRepo = record(record(pull.base).repo);
    const headName = typeof headRepo.full_name === 'string' ? headRepo.full_name : '';
    const baseName = typeof baseRepo.full_name === 'string' ? baseRepo.full_name : '';
    const fromFork = headRepo.fork === true || (headName !== '' && baseName !== '' && headName !== baseName);
    return { number, action: typeof event.action === 'string' ? event.action : '', fromFork };
}
/** The preview of this run, when `preview` is on and the run is for a pull request. */
function previewOf(enabled, pull, previewDir) {
    if (!enabled || !pull)
        return undefined;
    return {
        number: pull.number,
        closed: pull.action === 'closed',
        fromFork: pull.fromFork,
        folder: `${previewDir}/pr-${pull.number}`,
    };
}
/** The preview's address: the site's page address with the preview's folder. */
function previewUrl(pageUrl, preview) {
    return pageUrl ? `${pageUrl.replace(/\/?$/, '/')}${preview.folder}/` : '';
}
/** The address a preview is built for: its page address (the `cname` input's domain, or github.io); else empty. */
function previewBaseUrl(settings, plan) {
    if (!settings.preview || settings.preview.closed)
        return '';
    return previewUrl(pageUrl(plan.destination.target, settings.cname), settings.preview);
}
/** The path part of an address (`/name/pr-preview/pr-3/`), what a generator's base path setting takes. */
function basePathOf(url) {
    try {
        return new URL(url).pathname.replace(/\/?$/, '/');
    }
    catch {
        return '/';
    }
}
/** The `pr-<number>` folders under the preview folder that no deploy touched since `cutoff` (seconds). */
function stalePreviews(lastTouched, cutoffSeconds, keep) {
    return [...lastTouched]
        .filter(([folder, seconds]) => folder !== keep && seconds < cutoffSeconds)
        .map(([folder]) => folder)
        .sort();
}
function record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/settings.ts
// Reads and validates every input once, and returns the typed Settings the stages work from.








const INPUT_NAMES = [
    'token',
    'deploy-key',
    'known-hosts',
    'repository',
    'branch',
    'working-directory',
    'publish-dir',
    'install',
    'build',
    'config-file',
    'token-placeholder',
    'deploy-command',
    'user-name',
    'user-email',
    'commit-message',
    'history',
    'keep-files',
    'exclude',
    'tag',
    'target-dir',
    'cname',
    'nojekyll',
    'dry-run',
    'attempts',
    'network-timeout',
    'push-size-limit',
    'on-site-problems',
    'preview',
    'preview-dir',
    'preview-retention',
];
/** Reads the inputs and the run's context from the environment the runner gave us. */
function readSettings(env = process.env) {
    const inputs = {};
    for (const name of INPUT_NAMES)
        inputs[name] = core/* getInput */.V4(name);
    const serverUrl = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    const ref = env.GITHUB_REF || '';
    return parseSettings(inputs, {
        workspace: external_node_path_.resolve(env.GITHUB_WORKSPACE || process.cwd()),
        runnerTemp: external_node_path_.resolve(env.RUNNER_TEMP || external_node_os_.tmpdir()),
        home: env.HOME || external_node_os_.homedir(),
        source: {
            repository: env.GITHUB_REPOSITORY || '',
            sha: env.GITHUB_SHA || '',
            refName: env.GITHUB_REF_NAME || ref.replace(/^refs\/(heads|tags)\//, ''),
            serverUrl,
            actor: env.GITHUB_ACTOR || '',
            actorId: env.GITHUB_ACTOR_ID || '',
            eventName: env.GITHUB_EVENT_NAME || '',
            runNumber: env.GITHUB_RUN_NUMBER || '',
        },
        pullRequest: pullRequestOf(env.GITHUB_EVENT_NAME || '', readEvent(env.GITHUB_EVENT_PATH)),
    });
}
/** Validates the raw inputs; every error names the input and says how to fix it. */
function parseSettings(inputs, environment) {
    const get = (name) => (inputs[name] ?? '').trim();
    const { workspace, source } = environment;
    const token = get('token');
    const deployKey = inputs['deploy-key'] ?? '';
    if (!token && !deployKey.trim()) {
        throw new Error('No credentials: both "token" and "deploy-key" are empty. Pass a token (for example ' +
            '`token: ${{ secrets.PAGES_TOKEN }}`, or leave it unset to use the workflow token) or a deploy key ' +
            '(`deploy-key: ${{ secrets.DEPLOY_KEY }}`). If you passed a secret, check that it exists in this ' +
            'repository: a missing secret is an empty string.');
    }
    const historyText = get('history') || 'keep';
    const history = historyText === 'keep' || historyText === 'replace' ? historyText : Number(historyText.replace(/^0+(?=\d)/, ''));
    if (typeof history === 'number' && (!/^[0-9]+$/.test(historyText) || history < 1 || history > 100000)) {
        throw new Error(`Input "history" must be "keep", "replace", or the number of deploy commits to keep (1 to 100000), got ` +
            `"${historyText}".`);
    }
    const attemptsText = get('attempts') || '5';
    if (!/^[0-9]+$/.test(attemptsText) || Number(attemptsText) < 1 || Number(attemptsText) > 100) {
        throw new Error(`Input "attempts" must be a whole number from 1 to 100, got "${attemptsText}".`);
    }
    const timeoutText = get('network-timeout') || '20';
    if (!/^[0-9]+$/.test(timeoutText) || Number(timeoutText) < 1 || Number(timeoutText) > 21600) {
        throw new Error(`Input "network-timeout" must be a whole number of seconds from 1 to 21600, got "${timeoutText}".`);
    }
    const onSiteProblems = get('on-site-problems') || 'warn';
    if (onSiteProblems !== 'warn' && onSiteProblems !== 'fail') {
        throw new Error(`Input "on-site-problems" must be "warn" or "fail", got "${onSiteProblems}".`);
    }
    const workingDirectory = get('working-directory');
    const siteRoot = workingDirectory
        ? resolveInside(workspace, workspace, workingDirectory, 'working-directory')
        : workspace;
    // The site's own paths are relative to its folder.
    const publishDirInput = get('publish-dir');
    const publishDir = publishDirInput ? resolveInside(workspace, siteRoot, publishDirInput, 'publish-dir') : '';
    const configFiles = lines(inputs['config-file'] ?? '_config.yml').map((file) => resolveInside(workspace, siteRoot, file, 'config-file'));
    const placeholder = inputs['token-placeholder'] ?? '';
    const tokenPlaceholder = placeholder.trim() === '' ? 'GITHUB_ACCESS_TOKEN' : placeholder.trim();
    const branch = get('branch');
    const refGiven = refInsteadOfBranch(branch, 'Input "branch"');
    if (refGiven)
        throw new Error(refGiven);
    const keepFiles = lines(inputs['keep-files'] ?? 'CNAME');
    checkKeepGlobs(keepFiles);
    const exclude = lines(inputs.exclude ?? '');
    checkKeepGlobs(exclude, 'exclude');
    const tag = tagName(get('tag'), source, environment.now ?? new Date());
    const previewDir = normaliseTargetDir(get('preview-dir') || 'pr-preview', 'preview-dir');
    if (previewDir === '')
        throw new Error('Input "preview-dir" must name a folder of the branch, got ".".');
    const retentionText = get('preview-retention');
    if (retentionText && (!/^[0-9]+$/.test(retentionText) || Number(retentionText) < 1)) {
        throw new Error(`Input "preview-retention" must be a whole number of days (1 or more), or empty to keep previews, got "${retentionText}".`);
    }
    const preview = previewOf(booleanInput(inputs, 'preview', false), environment.pullRequest, previewDir);
    const cname = get('cname');
    if (cname && !/^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+\.?$/.test(cname)) {
        throw new Error(`Input "cname" must be a bare domain name such as "blog.example.com" (no "https://", no path), got "${cname}".`);
    }
    const actor = source.actor || 'github-actions[bot]';
    const actorId = source.actor ? source.actorId : '41898282';
    const host = hostOf(source.serverUrl);
    const defaultEmail = `${actorId ? `${actorId}+` : ''}${actor}@users.noreply.${host}`;
    return {
        token,
        deployKey,
        knownHosts: inputs['known-hosts'] ?? '',
        repository: get('repository'),
        branch,
        siteRoot,
        publishDir,
        install: commandSetting(get('install')),
        build: commandSetting(get('build')),
        configFiles,
        tokenPlaceholder,
        deployCommand: get('deploy-command'),
        userName: get('user-name') || actor,
        userEmail: get('user-email') || defaultEmail,
        commitMessage: get('commit-message') || 'Deploy {sha} from {repository}@{ref}',
        given: {
            userName: get('user-name') !== '',
            userEmail: get('user-email') !== '',
            commitMessage: get('commit-message') !== '',
        },
        history,
        keepFiles,
        exclude,
        tag,
        // A preview is published into its own folder; the rest of the branch stays as it is.
        targetDir: preview ? preview.folder : normaliseTargetDir(get('target-dir')),
        previewDir,
        previewRetentionDays: retentionText ? Number(retentionText) : 0,
        ...(preview ? { preview } : {}),
        cname: cname.replace(/\.$/, ''),
        nojekyll: booleanInput(inputs, 'nojekyll', true),
        dryRun: booleanInput(inputs, 'dry-run', false),
        attempts: Number(attemptsText),
        networkTimeoutMs: Number(timeoutText) * 1000,
        // At least 1 MiB: a limit in bytes by mistake would make a push of every file.
        pushSizeLimit: parseByteSize(get('push-size-limit') || '1500M', 'push-size-limit', 1024 * 1024),
        onSiteProblems,
        workspace,
        runnerTemp: environment.runnerTemp,
        home: environment.home ?? '',
        source: { ...source, actor },
    };
}

;// CONCATENATED MODULE: ./src/site/placeholder.ts
// Puts the token into the site's config files for the build, and puts every byte back afterwards.


/** Replaces every occurrence of `placeholder`, byte for byte; undefined when there is none. */
function replaceAll(content, placeholder, value) {
    if (placeholder === '')
        return undefined;
    const needle = Buffer.from(placeholder, 'utf8');
    const replacement = Buffer.from(value, 'utf8');
    const parts = [];
    let start = 0;
    let found = content.indexOf(needle, start);
    if (found === -1)
        return undefined;
    while (found !== -1) {
        parts.push(content.subarray(start, found), replacement);
        start = found + needle.length;
        found = content.indexOf(needle, start);
    }
    parts.push(content.subarray(start));
    return Buffer.concat(parts);
}
/**
 * Substitutes the token into each existing file that contains the placeholder. The original bytes go to
 * `backupDir` first, so the post step can restore them even if this process dies. Missing files and files
 * without the placeholder are left alone.
 */
async function substitutePlaceholder(files, placeholder, token, backupDir, onBackup) {
    const done = [];
    for (const [index, file] of files.entries()) {
        const original = await readIfExists(file);
        if (!original)
            continue;
        const substituted = replaceAll(original, placeholder, token);
        if (!substituted)
            continue;
        const backup = external_node_path_.join(backupDir, `config-${index}.orig`);
        await promises_.writeFile(backup, original, { mode: 0o600 });
        done.push({ file, backup });
        onBackup([...done]);
        await promises_.writeFile(file, substituted);
    }
    return done;
}
/** Writes each file's original bytes back and deletes the backup; a backup already gone was restored before. */
async function restoreFiles(substitutions) {
    for (const { file, backup } of substitutions) {
        const original = await readIfExists(backup);
        if (!original)
            continue;
        await promises_.writeFile(file, original);
        await promises_.rm(backup, { force: true });
    }
}
async function readIfExists(file) {
    try {
        return await promises_.readFile(file);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}

// EXTERNAL MODULE: ./src/state.ts
var state = __webpack_require__(2462);
;// CONCATENATED MODULE: ./src/cleanup.ts
// The post step: for a main step that died before its end (killed, cancelled), stop the user's commands it left
// running, restore the config files and scrub the workspace as the main step would have; then delete the temporary
// folder, if it is provably the one it made. Never fails the job: it only warns.










async function cleanup(env = process.env) {
    // First, so that nothing a build left behind writes the token again once the workspace is scrubbed.
    const stopped = await (0,process_stamps/* killProvenGroups */.l)(state/* savedUserGroups */.fy());
    if (stopped > 0)
        core/* info */.pq(`Stopped ${stopped} user command(s) the main step left running, with what they started.`);
    const tempDir = await state/* provenTempDir */.Wb(external_node_path_.resolve(env.RUNNER_TEMP || external_node_os_.tmpdir()));
    if (!state/* mainFinished */.A0()) {
        try {
            await repair(tempDir);
        }
        catch (error) {
            core/* warning */.$e(`Could not restore the site config: ${(0,errors/* errorMessage */.g)(error)}`);
        }
    }
    if (tempDir)
        await state/* removeTempDir */.CT(tempDir);
}
async function repair(tempDir) {
    const settings = readSettings();
    // Only what the main step saved: backups in its own folder, config files in the workspace.
    const substitutions = state/* savedSubstitutions */.gS()
        .filter(({ file, backup }) => tempDir && isInside(tempDir, backup) && isInside(settings.workspace, file));
    if (substitutions.length > 0) {
        await restoreFiles(substitutions);
        core/* info */.pq(`Restored ${substitutions.length} config file(s) the main step had not restored.`);
    }
    await scrubWorkspace(leakContext(settings, secretForms(settings)), []);
}
function isInside(folder, file) {
    const relative = external_node_path_.relative(external_node_path_.resolve(folder), external_node_path_.resolve(file));
    return relative !== '' && !relative.startsWith('..') && !external_node_path_.isAbsolute(relative);
}

;// CONCATENATED MODULE: ./src/git/objects.ts
// Git objects made in-process: the trees of a deploy, built from entries, and which of them (and of the files)
// the branch's tip lacks. No work tree, no index, no loose object per file.

/** The git object id of `content` of `type`: SHA-1 of `<type> <size>\0` and the bytes. */
function objectId(type, content) {
    return (0,external_node_crypto_.createHash)('sha1').update(`${type} ${content.length}\0`).update(content).digest('hex');
}
/**
 * Every folder of a deploy's tree, numbered in the order `trees` meets them (the root is 0, then each folder
 * before the folders in it): its tree id and the number of folders in its subtree, itself included. 24 bytes a
 * folder, in two typed arrays, rather than a map of 100,000 paths.
 */
class FolderIds {
    ids;
    sizes;
    folders = 0;
    constructor(capacity = 64) {
        this.ids = Buffer.alloc(Math.max(1, capacity) * 20);
        this.sizes = new Uint32Array(Math.max(1, capacity));
    }
    /** How many folders there are. */
    get count() {
        return this.folders;
    }
    /** The id of folder `number`, in hex. */
    id(number) {
        return this.ids.toString('hex', number * 20, number * 20 + 20);
    }
    /** How many folders the subtree of folder `number` holds, itself included. */
    size(number) {
        return this.sizes[number] ?? 1;
    }
    set(number, digest, size) {
        if (number >= this.sizes.length) {
            const capacity = Math.max(number + 1, this.sizes.length * 2);
            const ids = Buffer.alloc(capacity * 20);
            this.ids.copy(ids);
            const sizes = new Uint32Array(capacity);
            sizes.set(this.sizes);
            this.ids = ids;
            this.sizes = sizes;
        }
        digest.copy(this.ids, number * 20);
        this.sizes[number] = size;
        this.folders = Math.max(this.folders, number + 1);
    }
}
/** The children of the folder `prefix` (with its final `/`), whose entries are `entries[low..high)`. */
function* children(entries, prefix, low, high) {
    for (let i = low; i < high;) {
        const entry = entries[i];
        if (!entry)
            break;
        const rest = entry.path.slice(prefix.length);
        const slash = rest.indexOf('/');
        if (slash === -1) {
            yield { kind: 'file', name: rest, entry };
            i += 1;
            continue;
        }
        // Sorted by full path, a folder's entries are together, and in tree order among their siblings.
        const name = rest.slice(0, slash);
        const childPrefix = `${prefix}${name}/`;
        let end = i + 1;
        while (end < high && entries[end]?.path.startsWith(childPrefix))
            end += 1;
        yield { kind: 'folder', name, prefix: childPrefix, low: i, high: end };
        i = end;
    }
}
/**
 * A tree from its entries' modes, names and ids (in hex), three strings an entry, in tree order: its content and
 * its id, hashed in one call over one buffer that holds the object's header and the content.
 */
function treeObject(items) {
    let size = 0;
    for (let i = 0; i < items.length; i += 3) {
        size += (items[i] ?? '').length + Buffer.byteLength(items[i + 1] ?? '') + 22;
    }
    const header = `tree ${size}\0`;
    const object = Buffer.allocUnsafe(header.length + size);
    let at = object.write(header, 0, 'latin1');
    for (let i = 0; i < items.length; i += 3) {
        at += object.write(items[i] ?? '', at, 'latin1');
        object[at] = 0x20;
        at += 1;
        at += object.write(items[i + 1] ?? '', at, 'utf8');
        object[at] = 0;
        at += 1;
        at += object.write(items[i + 2] ?? '', at, 'hex');
    }
    return { content: object.subarray(header.length), digest: (0,external_node_crypto_.hash)('sha1', object, 'buffer') };
}
/** A file's mode as a tree writes it: without leading zeros. */
function treeMode(mode) {
    return mode.startsWith('0') ? mode.replace(/^0+/, '') : mode;
}
/**
 * The trees of the branch, from its entries in git's order (none both a file and a folder): yields each tree
 * built, deepest first, and returns the root's id. With `record`, every folder's id goes into it. With
 * `unchanged`, a folder not marked dirty is not built: its id comes from the folders recorded before, so an
 * update builds only the folders above what changed. Nothing else is held but the path being built.
 */
function* trees(entries, options = {}) {
    const { record, unchanged } = options;
    let next = 0;
    function* build(prefix, low, high) {
        const number = next;
        next += 1;
        if (unchanged && unchanged.dirty[number] !== 1) {
            next = number + unchanged.folders.size(number);
            return unchanged.folders.id(number);
        }
        // Mode, name and id of each entry, as strings: a folder of thousands of entries stays open while they are
        // written, and a buffer per entry would outlive them all.
        const items = [];
        for (const child of children(entries, prefix, low, high)) {
            if (child.kind === 'file')
                items.push(treeMode(child.entry.mode), child.name, child.entry.sha);
            else
                items.push('40000', child.name, yield* build(child.prefix, child.low, child.high));
        }
        const { content, digest } = treeObject(items);
        record?.set(number, digest, next - number);
        const sha = digest.toString('hex');
        yield { sha, content, path: prefix.slice(0, -1) };
        return sha;
    }
    return yield* build('', 0, entries.length);
}
/** Reads a tree's content into its entries: `<mode> <name>\0<20-byte id>`, one after another. */
function parseTree(content) {
    const listing = new Map();
    for (let at = 0; at < content.length;) {
        const space = content.indexOf(0x20, at);
        const nul = content.indexOf(0, space);
        if (space === -1 || nul === -1 || nul + 21 > content.length)
            throw new Error('a tree of the branch is corrupt');
        listing.set(content.toString('utf8', space + 1, nul), {
            mode: content.toString('latin1', at, space),
            sha: content.toString('hex', nul + 1, nul + 21),
        });
        at = nul + 21;
    }
    return listing;
}
/**
 * Compares the new entries (in git's order, their folders' ids in `folders`) with the tip's tree, reading the
 * tip's trees only where the ids differ: the entries that are new or changed (in content or mode), and which
 * folders (by number) differ from the tip's and so must be written. An unchanged folder is never read.
 */
async function changes(entries, folders, oldRoot, readTree) {
    const dirty = new Uint8Array(folders.count);
    const visit = async (prefix, low, high, number, oldSha) => {
        if (oldSha === folders.id(number))
            return [];
        dirty[number] = 1;
        const old = oldSha ? await readTree(oldSha) : new Map();
        const found = [];
        let child = number + 1;
        for (const item of children(entries, prefix, low, high)) {
            const before = old.get(item.name);
            if (item.kind === 'file') {
                if (before?.sha !== item.entry.sha || before.mode !== treeMode(item.entry.mode)) {
                    found.push(item.entry);
                }
            }
            else {
                found.push(visit(item.prefix, item.low, item.high, child, before?.mode === '40000' ? before.sha : ''));
                child += folders.size(child);
            }
        }
        return found;
    };
    const changed = [];
    const collect = async (found) => {
        for (const item of found) {
            if (item instanceof Promise)
                await collect(await item);
            else
                changed.push(item);
        }
    };
    await collect(await visit('', 0, entries.length, 0, oldRoot));
    return { changed, dirty };
}

;// CONCATENATED MODULE: ./src/git/stage.ts
// Reads the publish folder once: every file's git blob id (hashed in-process, nothing written), its mode, and
// whether it holds a secret (the leak guard) or is too large for GitHub.








/** GitHub refuses files over 100 MiB. */
const MAX_FILE_BYTES = 100 * 1024 * 1024;
/** A listed file: its disk path is made from the folder and its path when asked, not stored for each file. */
class ListedFile {
    root;
    path;
    symlink;
    prefixLength;
    constructor(root, path, symlink, prefixLength) {
        this.root = root;
        this.path = path;
        this.symlink = symlink;
        this.prefixLength = prefixLength;
    }
    get diskPath() {
        const relative = this.path.slice(this.prefixLength);
        return `${this.root}${external_node_path_.sep}${external_node_path_.sep === '/' ? relative : relative.replace(/\//g, external_node_path_.sep)}`;
    }
}
/**
 * Lists the publish folder: every file, including ones a .gitignore would hide, never a `.git` folder. Only
 * directory entries are read here; sizes and modes come with the contents, in `stageFiles`.
 */
function walkSite(publishDir, prefix, leave) {
    const files = [];
    const root = external_node_path_.resolve(publishDir);
    const prefixLength = prefix.length;
    // Paths are joined by hand: path.join on every one of tens of thousands of entries costs a third of the walk.
    const pending = [{ relative: '', disk: root }];
    for (let folder = pending.pop(); folder; folder = pending.pop()) {
        for (const entry of external_node_fs_.readdirSync(folder.disk, { withFileTypes: true })) {
            if (isGitFolderName(entry.name))
                continue; // git refuses such a path in a tree, in any case
            if (leave && ((leave.hidden && entry.name.startsWith('.')) || leave.pattern?.test(entry.name)))
                continue;
            const relative = folder.relative ? `${folder.relative}/${entry.name}` : entry.name;
            const disk = `${folder.disk}${external_node_path_.sep}${entry.name}`;
            if (entry.isDirectory())
                pending.push({ relative, disk });
            else if (entry.isFile() || entry.isSymbolicLink()) {
                files.push(new ListedFile(root, prefix + relative, entry.isSymbolicLink(), prefixLength));
            }
        }
    }
    return files;
}
/** The git blob id of `content`: SHA-1 of `blob <size>\0` and the bytes. */
function blobId(content) {
    return objectId('blob', content);
}
/** One buffer for every read, grown as needed: reading a site allocates (and leaves to collect) nothing per file. */
let shared = Buffer.allocUnsafe(1024 * 1024);
/**
 * A file's bytes, read again to store them: one open, one fstat, reads into one buffer, one close. The bytes
 * live in a buffer reused by the next call: use them (or copy them) before reading another file.
 */
function readWhole(diskPath) {
    const fd = external_node_fs_.openSync(diskPath, 'r');
    try {
        const stat = external_node_fs_.fstatSync(fd);
        if (stat.size > MAX_FILE_BYTES)
            return { size: stat.size, mode: stat.mode };
        const read = readInto(external_node_fs_.readSync, fd, stat.size, shared);
        shared = read.buffer;
        return { content: shared.subarray(0, read.length), mode: stat.mode };
    }
    finally {
        external_node_fs_.closeSync(fd);
    }
}
/** Files this thread reads between two looks at its event loop. */
const OWN_SLICE = 500;
/** Below this many files one thread is quicker than starting another. */
const FILES_PER_EXTRA_THREAD = 4000;
/**
 * Reads every file once: hashes it as git would, checks its size, and looks for the secrets in it. Nothing is
 * written; git stores only the blobs the branch lacks, later. The files are shared between the main thread and
 * worker threads, one per further core, with synchronous reads in each: for tens of thousands of small files
 * that is several times faster than the same reads queued through libuv's thread pool. The given file objects are
 * completed in place (mode, id, size) and returned, rather than copied: a large site holds them once.
 */
async function stageFiles(files, secrets, threads = Math.min(external_node_os_.availableParallelism(), 4)) {
    const count = Math.max(1, Math.min(threads, Math.floor(files.length / FILES_PER_EXTRA_THREAD) + 1));
    const needles = secrets.filter((secret) => secret.length > 0);
    // This thread reads an equal share itself while one worker per further core reads the rest: on two cores that
    // is one worker, one isolate less in memory than a worker for every share. It reads its share in slices and
    // yields between them, so the branch's tip, fetched meanwhile, is taken care of as soon as it arrives.
    const size = Math.ceil(files.length / count);
    const own = files.slice(0, size);
    const workerChunks = Array.from({ length: count - 1 }, (_, chunk) => files.slice((chunk + 1) * size, (chunk + 2) * size));
    const working = workerChunks.map((chunk) => stageChunkInWorker({ paths: encodePaths(chunk), needles, maxBytes: MAX_FILE_BYTES }));
    const chunks = [];
    const results = [];
    for (let from = 0; from < own.length || from === 0; from += OWN_SLICE) {
        const slice = own.slice(from, from + OWN_SLICE);
        chunks.push(slice);
        results.push(stageChunk({ paths: encodePaths(slice), needles, maxBytes: MAX_FILE_BYTES }));
        if (working.length > 0)
            await new Promise((resolve) => setImmediate(resolve));
    }
    chunks.push(...workerChunks);
    results.push(...(await Promise.all(working)));
    const staged = { files: [], leaking: [], tooLarge: [] };
    results.forEach((result, chunk) => {
        const chunkFiles = chunks[chunk] ?? [];
        const ids = Buffer.from(result.ids.buffer, result.ids.byteOffset, result.ids.byteLength);
        const tooLarge = new Set(result.tooLarge);
        chunkFiles.forEach((file, index) => {
            const stagedFile = Object.assign(file, {
                mode: MODES[result.modes[index] ?? 0] ?? '100644',
                sha: tooLarge.has(index) ? '' : ids.toString('hex', index * 20, index * 20 + 20),
                size: result.sizes[index] ?? 0,
            });
            staged.files.push(stagedFile);
            if (stagedFile.sha === '')
                staged.tooLarge.push(stagedFile);
        });
        for (const index of result.leaking)
            staged.leaking.push(chunkFiles[index]?.diskPath ?? '');
    });
    staged.leaking.sort();
    return staged;
}
/**
 * Reads the publish folder once (see `stageFiles`), and refuses it when it is missing or empty (a build that produced
 * nothing must not wipe a live site), when a file is too large for GitHub, or when a file holds a secret.
 */
async function readSite(publishDir, options) {
    const stat = await promises_.stat(publishDir).catch(() => undefined);
    if (!stat) {
        throw new Error(`The publish folder ${publishDir} does not exist. Did the build write somewhere else? Set "publish-dir" ` +
            'to the folder your generator writes (Hexo: public_dir in _config.yml), or check that "build" ran.');
    }
    if (!stat.isDirectory())
        throw new Error(`"publish-dir" must be a folder, but ${publishDir} is a file.`);
    const listedAt = Date.now();
    const base = options.targetDir ? `${options.targetDir}/` : '';
    let listed = walkSite(publishDir, base, options.leave);
    if (options.extraFolders?.length)
        listed = withExtraFolders(listed, base, options.extraFolders);
    const { exclude } = options;
    if (exclude) {
        const before = listed.length;
        listed = listed.filter((file) => !exclude(file.path.slice(base.length)));
        if (listed.length < before)
            core/* info */.pq(`Left out ${before - listed.length} files that "exclude" matches.`);
    }
    if (listed.length === 0) {
        throw new Error(`The publish folder ${publishDir} is empty, so nothing was pushed: publishing it would wipe the live site. ` +
            'Check the build output above, and that "publish-dir" names the folder the build writes.');
    }
    const walked = Date.now();
    const staged = await stageFiles(listed, options.secrets);
    core/* debug */.Yz(`listed ${listed.length} files in ${walked - listedAt} ms, read them in ${Date.now() - walked} ms`);
    if (staged.tooLarge.length > 0) {
        const names = staged.tooLarge.map((file) => `${external_node_path_.relative(publishDir, file.diskPath).replace(/\\/g, '/')} (${(file.size / 1024 / 1024).toFixed(1)} MiB)`);
        throw new Error(`GitHub refuses files over ${MAX_FILE_BYTES / 1024 / 1024} MiB, and the publish folder has ` +
            `${names.length === 1 ? 'one' : names.length}: ${names.slice(0, 10).join(', ')}. Keep such files out of the ` +
            'site (host them elsewhere, or use Git LFS in another repository).');
    }
    if (staged.leaking.length > 0)
        await options.refuseLeaks(staged.leaking);
    return staged.files;
}
/** The publish folder's files on disk, or none when it does not exist (yet). */
async function listFiles(publishDir) {
    const stat = await promises_.stat(publishDir).catch(() => undefined);
    if (!stat?.isDirectory())
        return [];
    return walkSite(publishDir, '')
        .filter((file) => !file.symlink)
        .map((file) => file.diskPath);
}
/** The listing with each extra folder's files added under its name; a file of a later folder wins, as copied last. */
function withExtraFolders(listed, base, folders) {
    const byPath = new Map(listed.map((file) => [file.path, file]));
    for (const folder of folders) {
        const stat = external_node_fs_.statSync(folder.dir, { throwIfNoEntry: false });
        if (!stat?.isDirectory()) {
            throw new Error(`extend_dirs in _config.yml names ${folder.under}, but ${folder.dir} is not a folder: create it, or remove it ` +
                'from extend_dirs (hexo deploy would fail on it too).');
        }
        for (const file of walkSite(folder.dir, `${base}${folder.under}/`, folder.leave))
            byPath.set(file.path, file);
    }
    return [...byPath.values()];
}

;// CONCATENATED MODULE: ./src/site/problems.ts
// Catches a broken site before it goes live: empty pages, no index.html, no HTML at all, and error lines a
// generator printed while exiting 0. Each becomes a warning annotation and a summary row, or fails the step before
// anything is pushed when `on-site-problems: fail`.





/** Lines at error level in the output of Hexo, Hugo, MkDocs, Docusaurus, Eleventy, Vite and VitePress. */
const ERROR_LINES = [
    /^(?:\d{1,2}:\d{2}:\d{2}(?:\.\d+)?\s+)?(?:ERROR|FATAL)\b/, // Hexo, Hugo, MkDocs (`ERROR    -  …`)
    /^\[(?:ERROR|FATAL)\]/, // Docusaurus
    /^\[11ty\]\s+(?:Problem|Error)\b/, // Eleventy
    /^(?:\[vite(?:press)?\]\s*)?error(?::|\s)/, // Vite and VitePress (`error during build:`), not `error.html`
];
// eslint-disable-next-line no-control-regex -- the escape sequences of coloured output
const ANSI = /\u001b\[[0-9;?]*[A-Za-z]|\u001b\][^\u0007]*\u0007/g;
/** Whether a line of a generator's output reports an error (colour codes and surrounding blanks ignored). */
function isErrorLine(line) {
    const text = line.replace(ANSI, '').trim();
    return ERROR_LINES.some((pattern) => pattern.test(text));
}
/** What is wrong with the published files; `base` is the folder they are published into (`target-dir/`, or ''). */
function inspectPages(files, base) {
    const problems = [];
    const shown = (paths) => paths.slice(0, 10).join(', ') + (paths.length > 10 ? ` and ${paths.length - 10} more` : '');
    const pages = files.filter((file) => /\.html?$/i.test(file.path));
    const empty = pages.filter((file) => file.size === 0).map((file) => file.path);
    if (empty.length > 0) {
        problems.push(`${empty.length === 1 ? 'A page is' : `${empty.length} pages are`} empty (0 bytes): ${shown(empty)}. A ` +
            'generator writes an empty page when its template fails to render: look for errors in the build output.');
    }
    if (pages.length === 0) {
        const names = [...new Set(files.map((file) => file.path.slice(base.length).split('/')[0] ?? ''))].sort();
        problems.push(`The publish folder holds no HTML page (${files.length} files: ${shown(names)}): is it the site? Set ` +
            '"publish-dir" to the folder your generator writes the site to, or "build" to the command that builds it.');
    }
    else if (base === '' && !files.some((file) => file.path === 'index.html')) {
        const names = [...new Set(files.map((file) => file.path.split('/')[0] ?? ''))].sort();
        problems.push(`The publish folder has no index.html at its root, so the site's address will answer 404 (it holds ` +
            `${shown(names)}). If the site is in a subfolder, set "publish-dir" to it.`);
    }
    return problems;
}
/** The files of a folder on disk, for a deploy command's site (our own push reads them anyway and passes them). */
function listPages(dir) {
    return walkSite(dir, '').map((file) => {
        const size = /\.html?$/i.test(file.path) ? statSize(file.diskPath) : 1;
        return { path: file.path, size };
    });
}
function statSize(file) {
    return external_node_fs_.statSync(file, { throwIfNoEntry: false })?.size ?? 1;
}
/** Gathers the problems found along the run; `settle` reports them once, and fails the step if asked to. */
class SiteProblems {
    onProblems;
    errorLines = [];
    errorLineCount = 0;
    found = [];
    settled = false;
    constructor(onProblems) {
        this.onProblems = onProblems;
    }
    /** A stream to put between a build command's (redacted) output and the log: it notes the error lines. */
    watch(target) {
        const decoder = new external_node_string_decoder_.StringDecoder('utf8');
        let partial = '';
        // Hexo prints a bare `ERROR` with the error on the next line: that line is shown with it.
        let continues = false;
        const note = (line) => {
            const text = line.replace(ANSI, '').trim();
            if (continues && text) {
                continues = false;
                const last = this.errorLines.length - 1;
                if (last >= 0)
                    this.errorLines[last] = `${this.errorLines[last] ?? ''} ${text}`.slice(0, 300);
                return;
            }
            if (!isErrorLine(text))
                return;
            this.errorLineCount += 1;
            continues = /^\W*\w+\W*$/.test(text.replace(/^\d[\d:.]*\s+/, ''));
            if (this.errorLines.length < 5)
                this.errorLines.push(text.slice(0, 300));
            else
                continues = false;
        };
        return new external_node_stream_.Writable({
            write: (chunk, _encoding, callback) => {
                const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
                target.write(text);
                const lines = (partial + text).split('\n');
                partial = (lines.pop() ?? '').slice(-4096);
                lines.forEach(note);
                callback();
            },
            final: (callback) => {
                if (partial)
                    note(partial);
                partial = '';
                callback();
            },
        });
    }
    /** Adds the problems of the published files (see inspectPages). */
    inspect(files, base) {
        this.found.push(...inspectPages(files, base));
    }
    /**
     * Reports what was found as warning annotations (once); with `on-site-problems: fail`, throws before anything is
     * published.
     */
    settle() {
        if (this.settled)
            return;
        this.settled = true;
        if (this.errorLineCount > 0) {
            const lines = this.errorLines.map((line) => `"${line}"`).join('; ');
            this.found.unshift(`The build printed ${this.errorLineCount === 1 ? 'an error line' : `${this.errorLineCount} error lines`} ` +
                `but exited 0: ${lines}. The pages it names may be broken.`);
        }
        if (this.found.length === 0)
            return;
        if (this.onProblems === 'fail') {
            throw new Error(`The site has ${this.found.length === 1 ? 'a problem' : `${this.found.length} problems`}, and ` +
                `"on-site-problems" is "fail", so nothing was published:\n- ${this.found.join('\n- ')}\nFix the site, or ` +
                'set "on-site-problems: warn" to publish it anyway.');
        }
        for (const problem of this.found)
            core/* warning */.$e(problem, { title: 'pages-push: site problem' });
    }
}

;// CONCATENATED MODULE: ./src/site/build.ts
// The site stage: install, put the token in the config, build, put the config back, scrub what the commands left;
// the steps each runs, the folder the site is built into, and running each command.












/**
 * Installs, then builds (and runs `whileSubstituted`) with the token substituted into the config files, which are
 * restored whatever happens. The user's commands never see our inputs. Whatever the commands left holding a
 * credential in the workspace (or in HOME's git files) is scrubbed afterwards.
 */
async function buildSite(settings, site, steps, options) {
    const env = { ...inheritedEnvironment(options.baseEnv), ...steps.env };
    const run = { cwd: site.root, env, secrets: options.leaks.secrets };
    const built = { publishDir: settings.publishDir, installMs: 0, buildMs: 0, deployMs: 0 };
    if (steps.publish.dirs.length === 0)
        return { ...built, publishDir: '' }; // nothing to publish (see steps.ts)
    await confined(settings.workspace, site.root, 'working-directory');
    await confined(settings.workspace, steps.install.cwd, 'working-directory');
    const restoreHome = options.leaks.home ? await snapshotHomeGitFiles(options.leaks.home) : undefined;
    const installTitle = `Installing dependencies${steps.install.cwd === site.root ? '' : ` in ${steps.install.cwd}`}`;
    built.installMs = await runSteps(installTitle, steps.install.steps, 'install', { ...run, cwd: steps.install.cwd });
    // Checked after the install, which could have swapped a config file for a link to a file elsewhere.
    const configFiles = [];
    for (const file of settings.configFiles)
        configFiles.push(await confined(settings.workspace, file, 'config-file'));
    const substitutions = await substitutePlaceholder(configFiles, settings.tokenPlaceholder, options.token, options.tempDir, state/* saveSubstitutions */.IK);
    let readyToPublish = false;
    try {
        if (substitutions.length > 0) {
            const names = substitutions.map((item) => external_node_path_.relative(settings.workspace, item.file)).join(', ');
            core/* info */.pq(`The token is in ${names} while the build runs; the file is restored afterwards.`);
        }
        for (const file of steps.files)
            await promises_.writeFile(file.path, file.content);
        const title = site.generator === 'none' ? 'Building the site' : `Building the site (${site.name})`;
        built.buildMs = await runSteps(title, steps.build.steps, 'build', { ...run, watch: options.problems });
        built.publishDir = await confined(settings.workspace, await chooseOutputDir(site, steps.publish), 'publish-dir');
        if (options.whileSubstituted) {
            // A deploy command publishes the folder itself: it is checked first (our own push checks what it reads).
            if (await exists(built.publishDir))
                options.problems.inspect(listPages(built.publishDir), '');
            options.problems.settle();
            await restoreHome?.();
            built.deployMs = await options.whileSubstituted(built.publishDir);
        }
        else
            readyToPublish = true;
    }
    finally {
        await restoreFiles(substitutions);
        state/* saveSubstitutions */.IK([]);
        // The publish folder is left to our push's leak guard, which refuses it if it holds a secret; after a failure,
        // or once a deploy command is done with it, it is scrubbed like the rest.
        const skip = readyToPublish ? [built.publishDir] : [];
        await scrubWorkspace(options.leaks, skip);
    }
    return built;
}
/** The folder to publish: the only one planned, else the first of them that the build made. */
async function chooseOutputDir(site, publish) {
    const [first = external_node_path_.join(site.root, 'public')] = publish.dirs;
    if (publish.dirs.length === 1)
        return first;
    for (const dir of publish.dirs) {
        if (await exists(dir))
            return dir;
    }
    const names = publish.dirs.map((dir) => external_node_path_.relative(site.root, dir)).join(', ');
    throw new Error(`The build ran, but none of ${names} exists in ${site.root}: set "publish-dir" to the folder your build ` +
        'writes the site to.');
}
/** Runs a step with its output shown live; a failure names the command and its exit code. */
async function runStep(step, purpose, options) {
    core/* info */.pq(`Running ${purpose} command: ${step.display}`);
    // The commands run while the token is in the config: whatever of it they print (hexo-deployer-git prints the
    // URL it pushed to) is redacted before it is logged, and a build's error lines are noted on the way.
    const outWatch = options.watch?.watch(process.stdout);
    const errWatch = options.watch?.watch(process.stderr);
    const outStream = new RedactingStream(outWatch ?? process.stdout, options.secrets);
    const errStream = new RedactingStream(errWatch ?? process.stderr, options.secrets);
    let exitCode;
    try {
        const file = step.fallback && !(await exists(step.file)) ? step.fallback : step.file;
        ({ exitCode } = await (0,processes/* runUserCommand */.w0)(file, step.args, {
            cwd: options.cwd,
            env: options.env,
            stdout: outStream,
            stderr: errStream,
        }));
    }
    catch (error) {
        if ((0,processes/* cancelled */.KW)())
            throw error;
        const input = purpose === 'deploy' ? 'deploy-command' : purpose;
        throw new Error(`The ${purpose} command "${step.display}" could not start: "${external_node_path_.basename(step.file)}" was not found. ` +
            (step.missing ?? `Install it in an earlier step of the workflow, or set "${input}".`), { cause: error });
    }
    finally {
        outStream.flush();
        errStream.flush();
        outWatch?.end();
        errWatch?.end();
    }
    const cancelSignal = (0,processes/* cancelled */.KW)();
    if (cancelSignal) {
        throw new Error(`The job was cancelled (${cancelSignal}) while the ${purpose} command "${step.display}" ran: it was stopped, ` +
            'with every process it started.');
    }
    if (exitCode !== 0) {
        throw new Error(`The ${purpose} command "${step.display}" failed with exit code ${exitCode}. Its output is above; ` +
            `fix the ${purpose} (or set the "${purpose === 'deploy' ? 'deploy-command' : purpose}" input) and run again.`);
    }
}
/** Runs the steps in a log group of their own; returns how long they took (0 when there are none). */
async function runSteps(title, steps, purpose, options) {
    if (steps.length === 0)
        return 0;
    const started = Date.now();
    await core/* group */.Os(title, async () => {
        for (const step of steps)
            await runStep(step, purpose, options);
    });
    return Date.now() - started;
}

;// CONCATENATED MODULE: ./src/site/package-manager.ts
// Which package manager a Node site uses, read from its lockfile, and that manager's commands.
/**
 * `packageManager` in package.json wins (corepack enforces it too); else the lockfile: package-lock.json or
 * npm-shrinkwrap.json, pnpm-lock.yaml, yarn.lock, then bun's (only when bun is on PATH: setup-bun installs it).
 */
function choosePackageManager(clues) {
    const declared = /^(npm|pnpm|yarn|bun)@(\d+)/.exec(clues.packageManagerField.trim());
    const lockfileOf = (...names) => names.find((name) => clues.files.has(name)) ?? '';
    if (declared) {
        const [, name, major] = declared;
        if (name === 'yarn') {
            return { name: Number(major) >= 2 ? 'yarn-berry' : 'yarn', lockfile: lockfileOf('yarn.lock'), binary: 'yarn' };
        }
        if (name === 'pnpm')
            return { name: 'pnpm', lockfile: lockfileOf('pnpm-lock.yaml'), binary: 'pnpm' };
        if (name === 'bun')
            return { name: 'bun', lockfile: lockfileOf('bun.lock', 'bun.lockb'), binary: 'bun' };
        return { name: 'npm', lockfile: lockfileOf('package-lock.json', 'npm-shrinkwrap.json'), binary: 'npm' };
    }
    const npmLock = lockfileOf('package-lock.json', 'npm-shrinkwrap.json');
    if (npmLock)
        return { name: 'npm', lockfile: npmLock, binary: 'npm' };
    if (clues.files.has('pnpm-lock.yaml'))
        return { name: 'pnpm', lockfile: 'pnpm-lock.yaml', binary: 'pnpm' };
    if (clues.files.has('yarn.lock')) {
        const berry = /^__metadata:/m.test(clues.yarnLockHead) || clues.files.has('.yarnrc.yml');
        return { name: berry ? 'yarn-berry' : 'yarn', lockfile: 'yarn.lock', binary: 'yarn' };
    }
    const bunLock = lockfileOf('bun.lock', 'bun.lockb');
    if (bunLock && clues.bunOnPath)
        return { name: 'bun', lockfile: bunLock, binary: 'bun' };
    return { name: 'npm', lockfile: '', binary: 'npm' };
}
/** The install that follows the lockfile exactly and fails when package.json and the lockfile disagree. */
function frozenInstall(manager) {
    switch (manager.name) {
        case 'npm':
            return manager.lockfile ? ['ci'] : ['install'];
        case 'yarn':
            return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
        case 'yarn-berry':
            return manager.lockfile ? ['install', '--immutable'] : ['install'];
        case 'pnpm':
            return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
        case 'bun':
            return manager.lockfile ? ['install', '--frozen-lockfile'] : ['install'];
    }
}
/**
 * Runs a binary the site installed, never one fetched on the fly: `npx --no` refuses to download, and the other
 * managers only run local binaries.
 */
function execBinary(manager, binary, args) {
    switch (manager.name) {
        case 'npm':
            return ['npx', ['--no', '--', binary, ...args]];
        case 'yarn':
        case 'yarn-berry':
            return ['yarn', ['run', binary, ...args]];
        case 'pnpm':
            return ['pnpm', ['exec', binary, ...args]];
        case 'bun':
            return ['bun', ['run', binary, ...args]];
    }
}
/** How to put the manager on the runner, for the error when it is missing. */
function installHint(manager) {
    switch (manager.name) {
        case 'npm':
            return 'Add "uses: actions/setup-node@v4" before this step.';
        case 'yarn':
        case 'yarn-berry':
        case 'pnpm':
            return `Add "run: corepack enable" (after actions/setup-node) before this step, so "${manager.binary}" is on PATH.`;
        case 'bun':
            return 'Add "uses: oven-sh/setup-bun@v2" before this step.';
    }
}

;// CONCATENATED MODULE: ./src/site/steps.ts
// What the site stage will run, decided once from the inputs and the detected site: the install (where, and why it
// runs or not), the build, and the folder to publish; and the log lines that say so, naming the input behind each.




async function planSteps(settings, site, base = { baseUrl: '', tempDir: '' }) {
    if (settings.preview?.closed) {
        // A closed pull request's preview is removed: nothing is installed, built or published.
        const why = `pull request #${settings.preview.number} is closed: its preview is removed`;
        const nothing = { install: { steps: [], cwd: site.root, why }, build: { steps: [], why } };
        return { env: {}, files: [], ...nothing, publish: { dirs: [], why } };
    }
    const build = chooseBuild(settings.build, site);
    const based = base.baseUrl ? withBaseAddress(site, build, base) : { env: {}, files: [] };
    return {
        ...based,
        install: await chooseInstall(settings.install, site),
        build,
        publish: settings.publishDir
            ? { dirs: [settings.publishDir], why: 'the "publish-dir" input' }
            : { dirs: site.outputDirs, why: site.outputReason },
    };
}
/**
 * `install: auto` installs a Node site's dependencies with its package manager's frozen-lockfile install, at the
 * workspace root when the site is in one, unless an earlier step installed them (node_modules, or Yarn's
 * Plug'n'Play loader, exists there). Ruby and Python sites install theirs in the workflow (ruby/setup-ruby's
 * bundler-cache, pip), where the runtime is chosen.
 */
async function chooseInstall(setting, site) {
    const cwd = site.workspace?.root ?? site.root;
    if (setting.kind === 'skip')
        return { steps: [], cwd, why: 'install: skip' };
    if (setting.kind === 'shell')
        return { steps: [shellStep(setting.command)], cwd, why: 'the "install" input' };
    const manager = site.packageManager;
    if (!manager)
        return { steps: [], cwd, why: 'install: auto, and the site has no package.json' };
    const args = frozenInstall(manager);
    const display = [manager.binary, ...args].join(' ');
    for (const installed of ['node_modules', '.pnp.cjs']) {
        if (await exists(external_node_path_.join(cwd, installed))) {
            return {
                steps: [],
                cwd,
                why: `install: auto, and ${installed} is present (an earlier step or a cache installed it); set "install: ${display}" to always install`,
            };
        }
    }
    const owner = site.workspace ? "the workspace's " : '';
    const lockfile = manager.lockfile ? `${owner}${manager.lockfile}` : 'package.json, no lockfile';
    return {
        steps: [{ display, file: manager.binary, args, missing: installHint(manager) }],
        cwd,
        why: `install: auto, from ${lockfile}`,
    };
}
/**
 * A preview is served below the site's address (`/<name>/pr-preview/pr-3/`), so it is built for that address: the
 * build gets it as PAGES_PUSH_BASE_URL and PAGES_PUSH_BASE_PATH (for a config that reads them), and `build: auto`
 * passes it to the generators that take it on their command line (Hugo, Jekyll, Hexo, Eleventy, VitePress).
 */
function withBaseAddress(site, build, base) {
    const basePath = basePathOf(base.baseUrl);
    const env = { PAGES_PUSH_BASE_URL: base.baseUrl, PAGES_PUSH_BASE_PATH: basePath };
    const files = [];
    if (build.steps !== site.build)
        return { env, files };
    const added = (step, args) => ({
        ...step,
        display: `${step.display} ${args.join(' ')}`,
        args: [...step.args, ...args],
    });
    build.steps = build.steps.map((step) => {
        if (site.generator === 'hugo')
            return added(step, ['--baseURL', base.baseUrl]);
        if (site.generator === 'jekyll')
            return added(step, ['--baseurl', basePath.replace(/\/$/, '')]);
        if (site.generator === 'hexo' && step.args[0] === 'generate') {
            // Hexo merges the config files --config names: the site's, then one that sets the address.
            const extra = external_node_path_.join(base.tempDir, 'preview-config.yml');
            files.push({
                path: extra,
                content: `url: ${JSON.stringify(base.baseUrl.replace(/\/$/, ''))}\nroot: ${JSON.stringify(basePath)}\n`,
            });
            return added(step, ['--config', `_config.yml,${extra}`]);
        }
        if (step.display.includes('eleventy') && !step.display.includes(' run ')) {
            return added(step, [`--pathprefix=${basePath}`]);
        }
        if (site.generator === 'vitepress' && step.display.includes('vitepress build')) {
            return added(step, ['--base', basePath]);
        }
        return step;
    });
    return { env, files };
}
/** `build: auto` runs what detection chose; with no generator, the publish folder is taken as it is. */
function chooseBuild(setting, site) {
    if (setting.kind === 'skip')
        return { steps: [], why: 'build: skip' };
    if (setting.kind === 'shell')
        return { steps: [shellStep(setting.command)], why: 'the "build" input' };
    return { steps: site.build, why: `build: auto, for ${site.name}` };
}
function shellStep(command) {
    return { display: command, file: 'bash', args: ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command] };
}
/** Says what was detected and what will run, each with the input or the file behind it. */
function describeSteps(site, steps, workspace) {
    const relative = (dir) => external_node_path_.relative(workspace, dir).split(external_node_path_.sep).join('/') || '.';
    const folder = (dir) => (relative(dir) === '.' ? 'the repository root' : relative(dir));
    const manager = site.packageManager
        ? `; package manager ${site.packageManager.name}${site.packageManager.lockfile ? ` (${site.packageManager.lockfile})` : ''}`
        : '';
    const inWorkspace = site.workspace
        ? `, from the workspace at ${folder(site.workspace.root)} (${site.workspace.reason})`
        : '';
    const commands = (list) => list.map((step) => step.display).join(' && ');
    const installAt = steps.install.cwd === site.root ? '' : ` in ${folder(steps.install.cwd)}`;
    const install = steps.install.steps.length ? `${commands(steps.install.steps)}${installAt}` : 'nothing';
    const buildAt = relative(site.root) === '.' ? '' : ` in ${relative(site.root)}`;
    const build = steps.build.steps.length ? `${commands(steps.build.steps)}${buildAt}` : 'nothing';
    const dirs = steps.publish.dirs.map(relative).join(', ');
    const publish = steps.publish.dirs.length > 1 ? `the first of ${dirs} that the build makes` : dirs || 'nothing';
    return {
        detected: `${site.name} (${site.reason})${manager}${inWorkspace}`,
        install: `${install} (${steps.install.why})`,
        build: `${build} (${steps.build.why})`,
        publish: `${publish} (${steps.publish.why})`,
    };
}
/** The log lines of `describeSteps`. */
function describedLines(described) {
    return [
        `Detected ${described.detected}.`,
        `Install: ${described.install}.`,
        `Build: ${described.build}.`,
        `Publish: ${described.publish}.`,
    ];
}

;// CONCATENATED MODULE: ./src/deploy/command.ts







/** The deploy step of a plan whose command pushes (hexo deploy with a seeded `.deploy_git`, or the user's own). */
function commandStepOf(plan, connection, found, options) {
    if (plan.kind === 'push')
        return undefined;
    const identity = { name: options.settings.userName, email: options.settings.userEmail };
    const seed = plan.kind === 'hexo' ? { siteRoot: options.cwd, ...found, identity, fullHistory: plan.targets > 1 } : undefined;
    return deployCommandStep(connection, plan.command, { ...options, seed });
}
/**
 * The deploy step to run once the site is built: the leak guard checks the publish folder (a file holding a
 * credential stops the deploy before anything is pushed), then the command runs with the credentials open and the
 * deploy identity. It returns how long the command ran.
 */
function deployCommandStep(connection, command, options) {
    return async (publishDir) => {
        options.onStart?.(command);
        const leaking = await filesHolding(await listFiles(publishDir), options.leaks.secrets);
        if (leaking.length > 0)
            await refuseLeaks(leaking, options.leaks);
        return connection.use(async (remote, gitEnv) => {
            if (options.seed)
                await seedDeployGit({ remote, ...options.seed });
            const env = {
                ...gitEnv,
                ...identityEnvironment({ name: options.settings.userName, email: options.settings.userEmail }),
            };
            return runSteps('Deploying', [shellStep(command)], 'deploy', {
                cwd: options.cwd,
                env,
                secrets: options.leaks.secrets,
            });
        });
    };
}
/**
 * What the deploy command did: for hexo deploy, the commit `.deploy_git` ended on and what it changed from the
 * tip the check saw; for any other command, only that it succeeded.
 */
async function commandOutcome(plan, git, input) {
    const { target } = plan.destination;
    const { found } = input;
    const made = plan.kind === 'hexo'
        ? await deployedCommit(git, input.siteRoot, found.tip, input.workDir).then((deployed) => ({
            ...deployed,
            pushed: deployed.commit !== '' && deployed.commit !== found.tip,
        }))
        : undefined;
    return {
        kind: 'command',
        command: plan.command,
        repository: target.url,
        branch: found.branch,
        pageUrl: pageUrl(target, input.cname),
        timings: input.timings,
        made,
    };
}

;// CONCATENATED MODULE: ./src/git/message.ts
// Fills the `commit-message` template.
/** Replaces `{sha}`, `{full-sha}`, `{repository}`, `{ref}` and `{branch}`; any other braces stay as written. */
function commitMessage(template, values) {
    const replacements = {
        sha: values.fullSha.slice(0, 7),
        'full-sha': values.fullSha,
        repository: values.repository,
        ref: values.ref,
        branch: values.branch,
    };
    const message = template.replace(/\{(sha|full-sha|repository|ref|branch)\}/g, (_, name) => replacements[name] ?? '');
    // A message git would reject or strip to nothing gets a plain fallback.
    return message.trim() === '' ? `Deploy to ${values.branch}` : message;
}
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/**
 * hexo-deployer-git's `message`: a Nunjucks template whose `{{ now("format") }}` gives the time, formatted with
 * Luxon's tokens (`yyyy-MM-dd HH:mm:ss`), as that deployer renders it; letters that are no token (moment's `YYYY`)
 * stay as written, as with Luxon. Other template syntax is left as it is.
 */
function renderHexoMessage(template, now) {
    return template.replace(/\{\{\s*now\(\s*(["'])(.*?)\1\s*\)\s*\}\}/g, (_, _quote, format) => formatTime(format, now));
}
/** Luxon's `toFormat` for the common tokens, in local time; text in single quotes is literal. */
function formatTime(format, now) {
    const pad = (value, width) => String(value).padStart(width, '0');
    const hours12 = now.getHours() % 12 || 12;
    const offset = -now.getTimezoneOffset();
    const offsetText = (separator) => `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60), 2)}${separator}${pad(Math.abs(offset) % 60, 2)}`;
    const tokens = {
        yyyy: () => pad(now.getFullYear(), 4),
        yy: () => pad(now.getFullYear() % 100, 2),
        y: () => String(now.getFullYear()),
        MMMM: () => MONTHS[now.getMonth()] ?? '',
        MMM: () => (MONTHS[now.getMonth()] ?? '').slice(0, 3),
        MM: () => pad(now.getMonth() + 1, 2),
        M: () => String(now.getMonth() + 1),
        LL: () => pad(now.getMonth() + 1, 2),
        L: () => String(now.getMonth() + 1),
        dd: () => pad(now.getDate(), 2),
        // Luxon's localized dates, as in English.
        D: () => `${now.getMonth() + 1}/${now.getDate()}/${now.getFullYear()}`,
        DD: () => `${(MONTHS[now.getMonth()] ?? '').slice(0, 3)} ${now.getDate()}, ${now.getFullYear()}`,
        DDD: () => `${MONTHS[now.getMonth()] ?? ''} ${now.getDate()}, ${now.getFullYear()}`,
        DDDD: () => `${WEEKDAYS[now.getDay()] ?? ''}, ${MONTHS[now.getMonth()] ?? ''} ${now.getDate()}, ${now.getFullYear()}`,
        d: () => String(now.getDate()),
        EEEE: () => WEEKDAYS[now.getDay()] ?? '',
        EEE: () => (WEEKDAYS[now.getDay()] ?? '').slice(0, 3),
        HH: () => pad(now.getHours(), 2),
        H: () => String(now.getHours()),
        hh: () => pad(hours12, 2),
        h: () => String(hours12),
        mm: () => pad(now.getMinutes(), 2),
        m: () => String(now.getMinutes()),
        ss: () => pad(now.getSeconds(), 2),
        s: () => String(now.getSeconds()),
        SSS: () => pad(now.getMilliseconds(), 3),
        S: () => String(now.getMilliseconds()),
        a: () => (now.getHours() < 12 ? 'AM' : 'PM'),
        ZZ: () => offsetText(':'),
        Z: () => (offset === 0 ? '+0' : offsetText(':').replace(/:00$/, '')),
    };
    let result = '';
    for (let at = 0; at < format.length;) {
        const char = format[at] ?? '';
        if (char === "'") {
            const end = format.indexOf("'", at + 1);
            result += end === -1 ? format.slice(at + 1) : format.slice(at + 1, end);
            at = end === -1 ? format.length : end + 1;
            continue;
        }
        let run = 1;
        while (format[at + run] === char)
            run += 1;
        const token = format.slice(at, at + run);
        result += tokens[token]?.() ?? token;
        at += run;
    }
    return result;
}

;// CONCATENATED MODULE: ./src/git/history.ts
/**
 * Shortens the history under `deployCommit` (whose parent is `tip`) to `limit` commits. Only commit objects are
 * written: their trees are the server's already. Fetches the last `limit` commits of the branch with their trees
 * (no blob), and, when there are more, the rest of its commits without trees, to count them. The old files are
 * never fetched: the push must be told the server has the kept trees (`edges`), or it would look for them.
 */
async function keepLast(repository, branch, tip, deployCommit, limit) {
    const { git } = repository;
    const ref = 'refs/pages-push/history';
    await repository.remote.fetchHistory(branch, ref, { depth: limit, filter: 'blob:none' });
    const recent = (await git.output(['rev-list', '--first-parent', `--max-count=${limit}`, tip])).split('\n');
    if (recent.length < limit || !(await hasParent(repository, recent[recent.length - 1] ?? ''))) {
        return { commit: deployCommit, dropped: 0 };
    }
    // The rest of the history, commits only, to say how many go.
    await repository.remote.fetchHistory(branch, ref, { depth: 'all', filter: 'tree:0' });
    const total = Number(await git.output(['rev-list', '--first-parent', '--count', tip]));
    const kept = recent.slice(0, limit - 1).reverse();
    let parent = '';
    for (const sha of [...kept, deployCommit])
        parent = await rewrite(repository, sha, parent);
    // git marks as the server's only the trees of the commits it is told the server has (the tip) and of their
    // children's parents; the copies' trees are those of the tip's ancestors, so a commit names them as parents.
    const emptyTree = await git.output(['hash-object', '-t', 'tree', '-w', '--stdin']);
    const stamp = `pages-push <pages-push@localhost> ${Math.floor(Date.now() / 1000)} +0000`;
    const edgesText = `tree ${emptyTree}\n${kept.map((sha) => `parent ${sha}\n`).join('')}author ${stamp}\ncommitter ${stamp}\n\n` +
        'pages-push: history rewrite (temporary)\n';
    const edges = await git.output(['hash-object', '-t', 'commit', '-w', '--stdin'], { input: edgesText });
    return { commit: parent, dropped: total - kept.length, edges };
}
async function hasParent(repository, sha) {
    return /^parent /m.test(await repository.git.output(['cat-file', 'commit', sha]));
}
/**
 * The commit `sha` written again with `parent` as its only parent (none when empty): its tree, author, committer,
 * encoding and message as they were; a signature is left out (it signed the old parents).
 */
async function rewrite(repository, sha, parent) {
    const raw = (await repository.git.exec(['cat-file', 'commit', sha])).stdout;
    const split = raw.indexOf('\n\n');
    const headers = split === -1 ? raw : raw.slice(0, split);
    const body = split === -1 ? '' : raw.slice(split);
    const kept = [];
    let dropping = false;
    for (const line of headers.split('\n')) {
        if (line.startsWith(' ')) {
            if (!dropping)
                kept.push(line);
            continue;
        }
        dropping = /^(parent|gpgsig|gpgsig-sha256|mergetag) /.test(line);
        if (dropping)
            continue;
        kept.push(line);
        if (line.startsWith('tree ') && parent)
            kept.push(`parent ${parent}`);
    }
    return repository.git.output(['hash-object', '-t', 'commit', '-w', '--stdin'], {
        input: `${kept.join('\n')}${body}`,
    });
}

;// CONCATENATED MODULE: ./src/git/previews.ts
// `preview-retention`: pull request previews that no deploy touched for that many days are removed, read from the
// branch's own history (when each preview's folder last changed).


/**
 * The tip's entries without the previews to remove. Costs nothing without a retention or without previews; else
 * one fetch of the branch's commits and trees (never a file) and one `git log` of the preview folder.
 */
async function withoutStalePreviews(repository, branch, tip, settings, now = Date.now()) {
    if (!settings.previewRetentionDays || !tip.sha)
        return tip.entries;
    const { git } = repository;
    const listed = await git.tryExec(['ls-tree', '-d', '--name-only', `${tip.sha}:${settings.previewDir}`]);
    const folders = listed.exitCode === 0 ? listed.stdout.split('\n').filter((name) => /^pr-\d+$/.test(name)) : [];
    if (folders.length === 0)
        return tip.entries;
    await repository.remote.fetchHistory(branch, 'refs/pages-push/history', { depth: 'all', filter: 'blob:none' });
    const lastTouched = new Map();
    let seconds = 0;
    const prefix = `${settings.previewDir}/`;
    await git.stream(['log', '--first-parent', '--no-renames', '--format=@%ct', '--name-only', tip.sha, '--', settings.previewDir], {
        onRecord: (line) => {
            if (line.startsWith('@'))
                seconds = Number(line.slice(1));
            else if (line.startsWith(prefix)) {
                const folder = `${prefix}${line.slice(prefix.length).split('/')[0] ?? ''}`;
                if (!lastTouched.has(folder))
                    lastTouched.set(folder, seconds); // newest first: the first is the last touch
            }
        },
    });
    const stillThere = new Map([...lastTouched].filter(([folder]) => folders.includes(folder.slice(prefix.length))));
    const cutoff = Math.floor(now / 1000) - settings.previewRetentionDays * 86400;
    const stale = stalePreviews(stillThere, cutoff, settings.preview?.folder ?? '');
    if (stale.length === 0)
        return tip.entries;
    core/* info */.pq(`Removing ${stale.length === 1 ? 'a preview' : `${stale.length} previews`} no deploy touched for ` +
        `${settings.previewRetentionDays} days ("preview-retention"): ${stale.join(', ')}`);
    return tip.entries.filter((entry) => !stale.some((folder) => entry.path.startsWith(`${folder}/`)));
}

;// CONCATENATED MODULE: ./src/git/split.ts
// Sends a deploy larger than "push-size-limit" in parts: the new files in groups under the limit, each pushed to a
// temporary ref, so that the branch's own push carries only its folders; the temporary refs go when the deploy ends.






/** What a pack holds besides its objects: a 12-byte header and a 20-byte checksum. */
const PACK_FRAME = 32;
/** A commit of ours (the deploy's, with a long message, or a part's), with its pack entry: at most this. */
const COMMIT_BYTES = 4096;
/** One file in a part's tree: `100644 <id in hex>\0<id>`, which compression barely shrinks. */
const TREE_ENTRY_BYTES = 68;
/**
 * The pushes a deploy takes under `limit` bytes a push. The sizes are those of the objects in the pack that
 * stored them, which a push sends as they are (git reuses the compressed data; deltas it finds only shrink it).
 */
function planPushes(stored, limit) {
    const blobBytes = stored.blobs.reduce((sum, blob) => sum + blob.bytes, 0);
    const bytes = PACK_FRAME + COMMIT_BYTES + stored.treeBytes + blobBytes;
    return { bytes, parts: bytes <= limit ? [] : partition(stored.blobs, limit) };
}
/**
 * Groups the blobs, in order (the site's, so a part holds neighbouring files), into parts whose push stays under
 * `limit` bytes, each filled before the next starts. A blob over the limit by itself makes a part of its own,
 * which the server may still refuse (GitHub takes files of up to 100 MiB only; the stage refused larger ones).
 */
function partition(blobs, limit) {
    const parts = [];
    let part;
    for (const blob of blobs) {
        const bytes = blob.bytes + TREE_ENTRY_BYTES;
        if (!part || (part.blobs.length > 0 && part.bytes + bytes > limit)) {
            part = { blobs: [], bytes: PACK_FRAME + COMMIT_BYTES };
            parts.push(part);
        }
        part.blobs.push(blob.sha);
        part.bytes += bytes;
    }
    return parts;
}
/** The log's account of a plan: nothing for one push, else why and how the deploy is split. */
function describePlan(plan, limit) {
    if (plan.parts.length === 0)
        return '';
    return (`The new objects come to ${formatBytes(plan.bytes)}, over "push-size-limit" (${formatBytes(limit)}): ` +
        `they go in ${plan.parts.length} parts, each to a temporary ref, then the branch moves in a last push ` +
        `(${plan.parts.length + 1} pushes).`);
}
/**
 * The temporary refs of one publish, under a name no other deploy uses. Every attempt adds to them (a part pushed
 * once is not sent again: the server advertises it, and git sends only what it lacks), and they are deleted once,
 * when the publish ends, whether it landed or not.
 */
class Uploads {
    branch;
    id = (0,external_node_crypto_.randomBytes)(6).toString('hex');
    /** Where the parts go (see `choosePrefix`); empty until a first ref landed there. */
    prefix = '';
    count = 0;
    /** The server the parts went to (every attempt's is the same). */
    remote;
    constructor(branch) {
        this.branch = branch;
    }
    /**
     * Pushes each part as a commit of its own (a tree of its files, named by their ids, no parent) to a temporary
     * ref. `git` is the temporary repository's, with the deploy's identity for the commits.
     */
    async send(parts, git, remote, limit) {
        if (parts.length === 0)
            return;
        this.remote = remote;
        if (!this.prefix)
            this.prefix = await this.choosePrefix(git, remote);
        for (const [index, part] of parts.entries()) {
            // A cancelled job starts no further upload; the refs made so far are deleted on the way out.
            (0,processes/* throwIfCancelled */.dZ)();
            const tree = await git.output(['mktree'], {
                input: part.blobs.map((sha) => `100644 blob ${sha}\t${sha}\n`).join(''),
            });
            const message = `pages-push: part ${index + 1} of ${parts.length} of a deploy to ${this.branch}, deleted after it`;
            const commit = await git.output(['commit-tree', tree, '-m', message]);
            this.count += 1;
            const ref = `${this.prefix}${this.count}`;
            const files = `${part.blobs.length} file ${part.blobs.length === 1 ? 'content' : 'contents'}`;
            core/* info */.pq(`Part ${index + 1} of ${parts.length}: ${files}, at most ${formatBytes(part.bytes)}, to ${ref}`);
            try {
                await remote.pushRef(commit, ref, this.branch);
            }
            catch (error) {
                throw explainRefused(error, part.bytes, limit);
            }
        }
    }
    /**
     * Deletes every temporary ref this publish made, in one push. The deploy's outcome stands whatever happens here:
     * a failure is a warning that says how to delete them by hand.
     */
    async remove() {
        const remote = this.remote;
        if (!remote || !this.prefix)
            return;
        let refs;
        try {
            // Asked, not assumed: a part whose push failed may or may not have landed.
            refs = await remote.refsUnder(this.prefix);
            if (refs.length === 0)
                return;
            await remote.deleteRefs(refs, this.branch);
            core/* info */.pq(`Deleted the ${refs.length} temporary ${refs.length === 1 ? 'ref' : 'refs'} under ${this.prefix}.`);
        }
        catch (error) {
            const how = refs
                ? `\`git push ${remote.target.url} --delete ${refs.join(' ')}\``
                : `\`git push ${remote.target.url} --delete <ref>\` for each ref \`git ls-remote ${remote.target.url} '${this.prefix}*'\` lists`;
            core/* warning */.$e(`Could not delete the temporary refs under ${this.prefix} on ${remote.target.url}: ${(0,errors/* errorMessage */.g)(error)}\n` +
                `They hold only files of this deploy; delete them with ${how}.`);
        }
    }
    /**
     * Refs of our own (`refs/pages-push/upload/<id>/`) on GitHub are no branch: no push event, no workflow run, no
     * branch rule, nothing in the branch list. A server that takes only branches and tags refuses them, and then
     * the parts go to branches (`refs/heads/pages-push/upload/<id>/`). An empty commit pushed first tells which, in
     * one round trip, before a part is uploaded; it is deleted with the parts.
     */
    async choosePrefix(git, remote) {
        const tree = await git.output(['mktree'], { input: '' });
        const commit = await git.output(['commit-tree', tree, '-m', `pages-push: the parts of a deploy to ${this.branch}`]);
        const own = `refs/pages-push/upload/${this.id}/`;
        const branches = `refs/heads/pages-push/upload/${this.id}/`;
        try {
            await remote.pushRef(commit, `${own}0`, this.branch);
            return own;
        }
        catch (error) {
            if (!(error instanceof GitError) || error.kind !== 'other')
                throw error;
            core/* info */.pq(`The server refused a ref under refs/pages-push/: the parts go to branches under ${branches}.`);
        }
        try {
            await remote.pushRef(commit, `${branches}0`, this.branch);
            return branches;
        }
        catch (error) {
            if (!(error instanceof GitError) || error.kind !== 'other')
                throw error;
            throw new GitError('other', `${error.message}\nA deploy over "push-size-limit" is sent in parts through temporary refs, and the server ` +
                `refused them (under refs/pages-push/ and refs/heads/pages-push/): raise "push-size-limit" to what the ` +
                'server takes in one push, or allow the token to create such refs.');
        }
    }
}
/** A push the server refused as too large, with what it sent and the limit it was sent under. */
function explainRefused(error, bytes, limit) {
    if (!(error instanceof GitError) || error.kind !== 'push-too-large')
        return error;
    // After the cause and the fix, before git's own words.
    const at = error.message.indexOf('\ngit said:');
    const fix = at === -1 ? error.message : error.message.slice(0, at);
    const sent = `(This push sent at most ${formatBytes(bytes)}; "push-size-limit" is ${formatBytes(limit)}.)`;
    return new GitError(error.kind, `${fix} ${sent}${at === -1 ? '' : error.message.slice(at)}`);
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/git/deflate.ts
// Compresses the objects of a pack, each as a zlib stream of its own, through one long-lived deflater: a
// `deflateSync` per object leaves a native handle per object for the garbage collector, which on a site of
// 100,000 files held tens of megabytes.

/** A zlib header: deflate, 32 KiB window, fastest level (0x7801 is a multiple of 31, as the format requires). */
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
/** A final, empty stored block: it ends the deflate data after a full flush left it at a byte boundary. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/**
 * Objects smaller than this are stored, not compressed: most are the trees of folders holding one page, which
 * compression would barely shrink, and the deflater's round trip through the thread pool would cost more.
 */
const STORE_BELOW = 256;
/** The Adler-32 checksum zlib ends a stream with. */
function adler32(bytes) {
    let a = 1;
    let b = 0;
    // 5552 bytes is the most that can be summed before the 32-bit sums must be reduced.
    for (let start = 0; start < bytes.length; start += 5552) {
        const end = Math.min(start + 5552, bytes.length);
        for (let i = start; i < end; i += 1) {
            a += bytes[i] ?? 0;
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return ((b << 16) | a) >>> 0;
}
/**
 * One raw deflater, fully flushed after every object: a full flush ends the object's data at a byte boundary
 * and forgets it, so the next object's data never refers back to it. Each object becomes a complete zlib stream
 * by framing: a header before, a final empty block and the checksum after.
 */
class Deflater {
    raw = (0,external_node_zlib_.createDeflateRaw)({
        level: external_node_zlib_.constants.Z_BEST_SPEED,
        flush: external_node_zlib_.constants.Z_FULL_FLUSH,
        chunkSize: 64 * 1024,
    });
    take;
    constructor() {
        // Read as the deflater produces, so it never waits for a reader (a large object fills its buffer).
        this.raw.on('readable', () => {
            this.drain();
        });
        // A failure reaches the write's callback, which rejects `compress`.
        this.raw.on('error', () => undefined);
    }
    /** Compresses `content` into one zlib stream, handing its parts to `take` in order, synchronously or not. */
    async compress(content, take) {
        take(ZLIB_HEADER);
        if (content.length < STORE_BELOW) {
            // Stored as it is, in one final block: a trip through the deflater would cost more than it saves.
            const stored = Buffer.alloc(5);
            stored[0] = 0x01;
            stored.writeUInt16LE(content.length, 1);
            stored.writeUInt16LE(~content.length & 0xffff, 3);
            take(stored);
            take(content);
        }
        else {
            this.take = take;
            try {
                // The deflater hands out its output before it calls back, so all of it is there to read after.
                await new Promise((resolve, reject) => {
                    this.raw.write(content, (error) => {
                        if (error)
                            reject(error);
                        else
                            resolve();
                    });
                });
                this.drain();
            }
            finally {
                this.take = undefined;
            }
            take(FINAL_BLOCK);
        }
        const checksum = Buffer.alloc(4);
        checksum.writeUInt32BE(adler32(content));
        take(checksum);
    }
    /** Frees the deflater. */
    close() {
        this.raw.destroy();
    }
    drain() {
        const take = this.take;
        if (!take)
            return;
        for (let part = this.raw.read(); part !== null; part = this.raw.read())
            take(part);
    }
}

;// CONCATENATED MODULE: ./src/git/pack.ts
// One pack of the deploy's new objects, written as a stream for `git index-pack`: version 2, no deltas.


const TYPE_CODES = { commit: 1, tree: 2, blob: 3 };
/** A pack entry's header: type and size, 4 bits then 7 bits a byte, low bits first. */
function entryHeader(type, size) {
    const bytes = [];
    let rest = Math.floor(size / 16);
    let byte = (TYPE_CODES[type] << 4) | (size & 0x0f);
    while (rest > 0) {
        bytes.push(byte | 0x80);
        byte = rest & 0x7f;
        rest = Math.floor(rest / 128);
    }
    bytes.push(byte);
    return Buffer.from(bytes);
}
/**
 * The pack's bytes, gathered in two buffers used in turn: one fills while `write` sends the other, so a pack of
 * any size costs their size, and nothing per object is left to collect.
 */
class PackOutput {
    write;
    buffers;
    sending = [Promise.resolve(), Promise.resolve()];
    current = 0;
    used = 0;
    trailer = (0,external_node_crypto_.createHash)('sha1');
    constructor(write, size) {
        this.write = write;
        this.buffers = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)];
    }
    async append(bytes) {
        for (let offset = 0; offset < bytes.length;) {
            const buffer = this.buffers[this.current];
            const copied = bytes.copy(buffer, this.used, offset);
            offset += copied;
            this.used += copied;
            if (this.used === buffer.length)
                await this.send();
        }
    }
    /** Sends what is left, then the SHA-1 of everything before it, as a pack ends. */
    async end() {
        if (this.used > 0)
            await this.send();
        await Promise.all(this.sending);
        await this.write(this.trailer.digest());
    }
    async send() {
        const chunk = this.buffers[this.current].subarray(0, this.used);
        this.trailer.update(chunk);
        const sent = this.write(chunk);
        sent.catch(() => undefined); // awaited before the buffer is used again, or at the end
        this.sending[this.current] = sent;
        this.current = this.current === 0 ? 1 : 0;
        this.used = 0;
        // The other buffer is filled next: its bytes must be gone.
        await this.sending[this.current];
    }
}
/**
 * Writes a pack (version 2, no deltas) of `count` objects produced one at a time by `objects`, through `write`,
 * never holding more than one object's content: a first deploy of a large site streams through it. `write`
 * resolves once it is done with the chunk: the chunk's memory is then reused. `onPacked` hears the bytes each
 * object took in the pack, in order: what a push of it sends (git reuses the compressed data).
 */
async function writePack(count, objects, write, { bufferSize = 256 * 1024, onPacked } = {}) {
    const output = new PackOutput(write, bufferSize);
    const deflater = new Deflater();
    try {
        const header = Buffer.alloc(12);
        header.write('PACK', 0, 'latin1');
        header.writeUInt32BE(2, 4);
        header.writeUInt32BE(count, 8);
        await output.append(header);
        let written = 0;
        const parts = [];
        for await (const object of objects) {
            const entry = entryHeader(object.type, object.content.length);
            await output.append(entry);
            await deflater.compress(object.content, (part) => parts.push(part));
            let bytes = entry.length;
            for (const part of parts) {
                bytes += part.length;
                await output.append(part);
            }
            parts.length = 0;
            onPacked?.(bytes);
            written += 1;
        }
        if (written !== count)
            throw new Error(`the pack promised ${count} objects but got ${written}`);
        await output.end();
    }
    finally {
        deflater.close();
    }
}

;// CONCATENATED MODULE: ./src/git/tree-reader.ts

class TreeReader {
    child;
    pending = [];
    buffered = Buffer.alloc(0);
    failure;
    stderr = '';
    /** `start` runs git with the arguments given and returns the process (Git.start). */
    constructor(start) {
        this.child = start(['cat-file', '--batch']);
        this.child.stdin.on('error', () => undefined);
        this.child.stderr.setEncoding('utf8');
        this.child.stderr.on('data', (text) => {
            this.stderr = (this.stderr + text).slice(-4096);
        });
        this.child.stdout.on('data', (chunk) => {
            this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
            this.answer();
        });
        this.child.on('error', (error) => {
            this.fail(error);
        });
        this.child.on('close', (code) => {
            this.fail(new Error(`git cat-file stopped (exit code ${code ?? 'none'}): ${this.stderr.trim() || 'no message'}`));
        });
    }
    /** The entries of tree `sha`, which must be in the repository. */
    read(sha) {
        if (this.failure)
            return Promise.reject(this.failure);
        return new Promise((resolve, reject) => {
            this.pending.push({ sha, resolve, reject });
            this.child.stdin.write(`${sha}\n`);
        });
    }
    /** Ends git (it exits when its input ends). */
    close() {
        this.failure ??= new Error('the tree reader is closed');
        this.child.stdin.end();
    }
    /** Answers the requests whose replies have fully arrived, in order. */
    answer() {
        for (let request = this.pending[0]; request; request = this.pending[0]) {
            const newline = this.buffered.indexOf(0x0a);
            if (newline === -1)
                return;
            const header = this.buffered.toString('latin1', 0, newline).split(' ');
            if (header.length !== 3) {
                // `<id> missing` (or `ambiguous`): no content follows.
                this.pending.shift();
                this.buffered = this.buffered.subarray(newline + 1);
                request.reject(new Error(`the branch's tree ${request.sha} could not be read (git said: ${header.join(' ')})`));
                continue;
            }
            const size = Number(header[2]);
            const end = newline + 1 + size;
            if (this.buffered.length < end + 1)
                return;
            this.pending.shift();
            const content = this.buffered.subarray(newline + 1, end);
            this.buffered = this.buffered.subarray(end + 1);
            try {
                if (header[1] !== 'tree')
                    throw new Error(`${request.sha} is a ${header[1] ?? 'thing'}, not a tree`);
                request.resolve(parseTree(content));
            }
            catch (error) {
                request.reject(error instanceof Error ? error : new Error(String(error)));
            }
        }
    }
    fail(error) {
        this.failure ??= error;
        for (let request = this.pending.shift(); request; request = this.pending.shift())
            request.reject(error);
    }
}

;// CONCATENATED MODULE: ./src/git/store.ts
// Stores what the branch lacks in the temporary repository: the deploy's trees, built in-process, and the new or
// changed files, as one pack handed to `git index-pack`.







/** A file the action adds at the branch root, as a tree entry with its content. */
function extraFile(entryPath, text) {
    const content = Buffer.from(text, 'utf8');
    return { mode: '100644', sha: blobId(content), path: entryPath, content };
}
/**
 * Builds the deploy's trees in-process and stores what the tip does not have (the changed and new files, the
 * folders above them) as one pack through `git index-pack`. An unchanged file's blob is on the server already and
 * is never read back or fetched.
 */
async function storeNewObjects(git, entries, old) {
    // A first pass computes every folder's id (a pack also says its size first); of the trees themselves nothing is
    // kept: a first deploy of 100,000 folders holds none of them at once.
    const folders = new FolderIds(entries.length + 1);
    const counting = trees(entries, { record: folders });
    let step = counting.next();
    while (!step.done)
        step = counting.next();
    const root = step.value;
    let found = { changed: entries };
    if (old.sha) {
        // Only the tip's folders whose ids differ are read, to tell which of their files are new.
        const reader = new TreeReader((args) => git.start(args));
        try {
            found = await changes(entries, folders, old.tree, (sha) => reader.read(sha));
        }
        finally {
            reader.close();
        }
    }
    const { changed, dirty } = found;
    const treeCount = dirty ? dirty.reduce((sum, flag) => sum + flag, 0) : folders.count;
    const unchanged = dirty ? { folders, dirty } : undefined;
    // The same content under two paths is one blob.
    const blobs = [];
    const seen = new Set();
    for (const entry of changed) {
        if (seen.has(entry.sha))
            continue;
        seen.add(entry.sha);
        blobs.push(entry);
    }
    seen.clear();
    const count = blobs.length + treeCount;
    const stored = { root, blobs: blobs.map((blob) => ({ sha: blob.sha, bytes: 0 })), treeBytes: 0 };
    if (count === 0)
        return stored;
    function* objects() {
        for (const blob of blobs) {
            if ('content' in blob)
                yield { type: 'blob', content: blob.content };
            else if (blob.symlink)
                yield { type: 'blob', content: (0,external_node_fs_.readlinkSync)(blob.diskPath, { encoding: 'buffer' }) };
            else
                yield { type: 'blob', content: readContent(blob) };
        }
        for (const tree of trees(entries, { unchanged }))
            yield { type: 'tree', content: tree.content };
    }
    // The blobs come first, then the trees.
    let packed = 0;
    const onPacked = (bytes) => {
        const blob = stored.blobs[packed];
        if (blob)
            blob.bytes = bytes;
        else
            stored.treeBytes += bytes;
        packed += 1;
    };
    await git.stream(['index-pack', '--stdin'], {
        onRecord: () => undefined,
        feed: (write) => writePack(count, objects(), write, { onPacked }),
    });
    // Counts objects, not files: the commit line (and the summary) count the files, by path.
    const bytes = stored.blobs.reduce((sum, blob) => sum + blob.bytes, stored.treeBytes);
    core/* info */.pq(`Packed ${blobs.length} file ${blobs.length === 1 ? 'content' : 'contents'} and ${treeCount} ` +
        `${treeCount === 1 ? 'folder' : 'folders'} the branch lacks (${formatBytes(bytes)} compressed; files with ` +
        'equal contents share one); the branch has the rest.');
    return stored;
}
/** A file's content again, checked against the id it was staged with. */
function readContent(file) {
    const read = readWhole(file.diskPath);
    if (!('content' in read) || blobId(read.content) !== file.sha) {
        throw new Error(`${file.diskPath} changed while it was being published: run the deploy again.`);
    }
    return read.content;
}

;// CONCATENATED MODULE: ./src/git/tip.ts
// The temporary repository a deploy is made in, and the branch's tip as an attempt builds on it: its commit and
// trees only, fetched without a blob.



/**
 * The temporary repository: a bare one in a folder made for it after the build (a name nobody could know before, so
 * nothing a user command planted, a hook say, is ever used), whose `origin` is the target (its URL has no
 * credential).
 */
class DeployRepository {
    gitDir;
    remote;
    git;
    constructor(gitDir, remote) {
        this.gitDir = gitDir;
        this.remote = remote;
        this.git = remote.git;
    }
    static async create(remote, workDir) {
        const gitDir = await promises_.mkdtemp(external_node_path_.join(workDir, 'repo-'));
        const repository = new DeployRepository(gitDir, remote.from(gitDir));
        await repository.git.exec(['init', '--quiet', '--bare', '--', gitDir]);
        // A named remote, so the fetch can leave blobs out (a partial clone needs one).
        await repository.git.exec(['remote', 'add', '--', 'origin', remote.target.url]);
        return repository;
    }
    /**
     * Fetches the tip's commit and trees unless they are here already, and lists the files the deploy may keep,
     * streamed from `ls-tree`: none when the site replaces the whole branch, so a deploy to the branch's root holds
     * no listing of it (the comparison reads the tip's trees where it needs them).
     */
    async readTip(branch, knownTip, keep) {
        const tip = { sha: '', tree: '', entries: [] };
        if (!knownTip)
            return tip;
        tip.sha = await this.fetchTip(branch, knownTip);
        tip.tree = await this.git.output(['rev-parse', `${tip.sha}^{tree}`]);
        if (keep.targetDir === '' && keep.keep === keepNothing)
            return tip;
        await this.git.stream(['ls-tree', '-r', '-z', '--full-tree', tip.sha], {
            separator: '\0',
            onRecord: (record) => {
                // "<mode> <type> <id>\t<path>", parsed without splitting: 100,000 records make no garbage arrays.
                const tab = record.indexOf('\t');
                const entryPath = record.slice(tab + 1);
                if (!mayKeep(entryPath, keep.targetDir, keep.keep))
                    return;
                const firstSpace = record.indexOf(' ');
                tip.entries.push({
                    mode: internMode(record.slice(0, firstSpace)),
                    sha: record.slice(tab - 40, tab),
                    path: entryPath,
                });
            },
        });
        return tip;
    }
    /** What `forgetPromisor` took away, for `rememberPromisor` to put back. */
    forgotten;
    /**
     * The push needs no old blob, but git would fetch the old versions of changed files one by one to look for
     * deltas against them, as long as the repository says the server can supply them. Unmarked, it just sends the
     * new objects whole. `rememberPromisor` marks it again, for a fetch.
     */
    async forgetPromisor() {
        const forgotten = { config: [], packs: [] };
        for (const key of ['remote.origin.promisor', 'remote.origin.partialclonefilter', 'extensions.partialclone']) {
            const value = await this.git.tryExec(['config', '--get', key]);
            if (value.exitCode === 0)
                forgotten.config.push([key, value.stdout.trim()]);
            await this.git.tryExec(['config', '--unset', key]);
        }
        const packs = external_node_path_.join(this.gitDir, 'objects', 'pack');
        for (const name of await promises_.readdir(packs).catch(() => [])) {
            if (!name.endsWith('.promisor'))
                continue;
            await promises_.rm(external_node_path_.join(packs, name), { force: true });
            forgotten.packs.push(name);
        }
        this.forgotten = forgotten;
    }
    /**
     * Marks the repository partial again after a push: a later fetch (of a tip that moved, or of older commits) checks
     * that what it got is complete, and only a promisor pack may lack the old blobs.
     */
    async rememberPromisor() {
        const forgotten = this.forgotten;
        if (!forgotten)
            return;
        this.forgotten = undefined;
        for (const [key, value] of forgotten.config)
            await this.git.exec(['config', key, value]);
        const packs = external_node_path_.join(this.gitDir, 'objects', 'pack');
        for (const name of forgotten.packs)
            await promises_.writeFile(external_node_path_.join(packs, name), '');
    }
    /**
     * Fetches only the tip commit and its trees, unless we have it already, and returns the tip as fetched: a branch
     * that moved since ls-remote gets its newer tip, so the attempt builds on what is really there.
     */
    async fetchTip(branch, tip) {
        const present = await this.git.tryExec(['cat-file', '-e', `${tip}^{commit}`]);
        if (present.exitCode === 0)
            return tip;
        const ref = 'refs/pages-push/tip';
        await this.remote.fetchTip(branch, ref);
        return this.git.output(['rev-parse', '--verify', `${ref}^{commit}`]);
    }
}
/** The same string object for every file of a mode: 100,000 entries do not need 100,000 copies of "100644". */
function internMode(mode) {
    switch (mode) {
        case '100644':
            return '100644';
        case '100755':
            return '100755';
        case '120000':
            return '120000';
        case '160000':
            return '160000';
        default:
            return mode;
    }
}

;// CONCATENATED MODULE: ./src/git/publish.ts
// Publishes the built site: reads it once, then, in attempts, composes the branch's new tree on its tip, stores
// what the branch lacks, commits and pushes; a branch that moved or a network that failed gets another attempt.












/** A push refused because the branch moved since its tip was read: the next attempt builds on the new tip. */
class BranchMoved extends Error {
}
async function publish(options) {
    const { settings, branch } = options;
    // Every deploy keeps the pull request previews but a preview's own deploy, whose folder is the one it replaces.
    const keepGlobs = settings.preview ? settings.keepFiles : [...settings.keepFiles, settings.previewDir];
    const keep = { targetDir: settings.targetDir, keep: keepRule(keepGlobs) };
    // The repository is made, and the branch's tip fetched and listed, while the site is read: git works while the
    // threads hash.
    const opening = DeployRepository.create(options.remote, options.workDir);
    const firstTip = opening.then((repository) => repository.readTip(branch, options.knownTip, keep));
    firstTip.catch(() => undefined);
    let site;
    try {
        site = await options.readSite();
    }
    catch (error) {
        await firstTip.catch(() => undefined); // let git finish before the folder goes
        throw error;
    }
    const extras = [];
    if (settings.nojekyll)
        extras.push(extraFile('.nojekyll', ''));
    if (settings.cname)
        extras.push(extraFile('CNAME', `${settings.cname}\n`));
    const uploads = new Uploads(branch);
    const work = { site, extras, keep, uploads };
    // The temporary refs go once, when the last attempt ended, however it ended.
    return retry(settings.attempts, {
        retry: (error) => {
            if (error instanceof BranchMoved) {
                return (wait) => `the branch moved while we deployed; rebuilding the commit on the new tip in ${wait} ms.`;
            }
            return isNetworkFailure(error) ? (wait) => `the network failed; trying again in ${wait} ms.` : undefined;
        },
        giveUp: (error, attempts) => error instanceof BranchMoved
            ? new Error(`The branch "${branch}" of ${options.remote.target.url} kept moving: gave up after ${attempts} ` +
                'attempts, nothing was pushed. Other deploys are landing at the same time: raise "attempts", or ' +
                'put the deploying jobs in one `concurrency:` group.')
            : new GitError('network', `${(0,errors/* errorMessage */.g)(error)}\n(Gave up after ${attempts} attempts; nothing was pushed.)`),
    }, async (attempt) => {
        const repository = await opening;
        await repository.rememberPromisor();
        const tip = attempt === 1
            ? await firstTip
            : await repository.readTip(branch, await repository.remote.tip(branch), work.keep);
        return deployOnto(repository, options, work, tip);
    }).finally(() => uploads.remove());
}
/**
 * One attempt: the new tree on top of `tip` (what the branch keeps, plus the site), one commit, one push.
 * An unchanged tree makes no commit. A push refused because the branch moved throws BranchMoved.
 */
async function deployOnto(repository, options, work, tip) {
    const { git } = repository;
    const { settings, branch } = options;
    const clock = stopwatch();
    const entries = composeTree({
        oldEntries: await withoutStalePreviews(repository, branch, tip, settings),
        published: work.site,
        extras: work.extras,
        ...work.keep,
    });
    clock.lap('compose');
    const stored = await storeNewObjects(git, entries, tip);
    const tree = stored.root;
    clock.lap('store');
    const { rss, heapUsed, external } = process.memoryUsage();
    const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    core/* debug */.Yz(`attempt: ${clock.report()}; memory: rss ${mib(rss)}, heap ${mib(heapUsed)}, external ${mib(external)}`);
    const cname = await readCname(git, entries, work);
    // The commit object names its parents even when the fetch was shallow (rev-list would show none).
    const keepsParent = settings.history !== 'replace';
    const tipIsRoot = tip.sha ? !/^parent /m.test(await git.output(['cat-file', 'commit', tip.sha])) : false;
    if (tree === tip.tree && (keepsParent || tipIsRoot)) {
        core/* info */.pq(`The branch "${branch}" already holds this site: nothing to commit, nothing to push.`);
        if (settings.tag)
            core/* info */.pq(`No new commit, so no tag "${settings.tag}".`);
        return { commit: '', pushed: false, changes: { added: 0, modified: 0, deleted: 0 }, cname };
    }
    const parents = keepsParent && tip.sha ? ['-p', tip.sha] : [];
    let commit = await git
        .with(identityEnvironment(options.identity))
        .output(['commit-tree', tree, ...parents, '-F', '-'], { input: options.message });
    // A replaced or shortened history is pushed with a lease on the tip that was read: a deploy that landed since is
    // never overwritten unseen (the attempt is made again on it).
    let leaseOn = settings.history === 'replace' ? tip.sha : undefined;
    let historyNote = settings.history === 'replace' ? ' (history replaced)' : '';
    let edges;
    if (typeof settings.history === 'number' && tip.sha) {
        const trimmed = await keepLast(repository, branch, tip.sha, commit, settings.history);
        if (trimmed.dropped > 0) {
            ({ commit, edges } = trimmed);
            leaseOn = tip.sha;
            historyNote =
                ` (history: ${settings.history}: the ${trimmed.dropped} older ` +
                    `${trimmed.dropped === 1 ? 'commit is' : 'commits are'} dropped)`;
        }
    }
    const changes = tip.tree
        ? await countChanges(git, tip.tree, tree)
        : { added: entries.length, modified: 0, deleted: 0 };
    core/* info */.pq(`Commit ${commit.slice(0, 7)}: ${changes.added} files added, ${changes.modified} changed, ${changes.deleted} removed` +
        (tip.sha ? ` on top of ${tip.sha.slice(0, 7)}` : ` as the first commit of "${branch}"`) +
        historyNote);
    if (settings.tag) {
        // -f: an earlier attempt may have made it on another commit, in this repository only.
        await git
            .with(identityEnvironment(options.identity))
            .exec(['tag', '-f', '-a', '-m', options.message, '--', settings.tag, commit]);
    }
    const limit = settings.pushSizeLimit;
    const plan = planPushes(stored, limit);
    const split = describePlan(plan, limit);
    if (split)
        core/* info */.pq(split);
    if (settings.dryRun) {
        core/* info */.pq('Dry run: not pushing.');
        return { commit, pushed: false, changes, cname };
    }
    await repository.forgetPromisor();
    const tag = settings.tag || undefined;
    // The parts carry the files; the branch's push then sends only the commit and its folders.
    await work.uploads.send(plan.parts, git.with(identityEnvironment(options.identity)), repository.remote, limit);
    let pushed;
    try {
        pushed = await repository.remote.push(commit, branch, { leaseOn, tag, edges });
    }
    catch (error) {
        throw explainRefused(error, plan.parts.length > 0 ? stored.treeBytes : plan.bytes, limit);
    }
    if (pushed === 'moved')
        throw new BranchMoved();
    if (plan.parts.length > 0)
        core/* info */.pq(`Pushed in ${plan.parts.length + 1} pushes: ${plan.parts.length} parts, then the branch.`);
    return { commit, pushed: true, changes, cname, tag };
}
/** Times the phases of an attempt, for the debug log. */
function stopwatch() {
    let last = Date.now();
    const laps = [];
    return {
        lap: (name) => {
            const now = Date.now();
            laps.push(`${name} ${now - last} ms`);
            last = now;
        },
        report: () => laps.join(', '),
    };
}
async function countChanges(git, oldTree, newTree) {
    const changes = { added: 0, modified: 0, deleted: 0 };
    let expectStatus = true;
    await git.stream(['diff-tree', '-r', '--no-renames', '--name-status', '-z', oldTree, newTree], {
        separator: '\0',
        onRecord: (record) => {
            if (expectStatus) {
                if (record === 'A')
                    changes.added += 1;
                else if (record === 'D')
                    changes.deleted += 1;
                else
                    changes.modified += 1;
            }
            expectStatus = !expectStatus;
        },
    });
    return changes;
}
/**
 * The domain in the branch's CNAME after the deploy: from the site or the `cname` input when it comes from
 * there; a CNAME the branch keeps is read from the server (the one old blob the deploy ever fetches).
 */
async function readCname(git, entries, work) {
    const entry = entries.find((candidate) => candidate.path === 'CNAME');
    if (!entry)
        return '';
    const extra = work.extras.find((candidate) => candidate.sha === entry.sha);
    const file = work.site.find((candidate) => candidate.sha === entry.sha && !candidate.symlink);
    let text;
    if (extra)
        text = extra.content.toString('utf8');
    else if (file)
        text = await promises_.readFile(file.diskPath, 'utf8');
    else {
        const result = await git.tryExec(['cat-file', 'blob', entry.sha]);
        text = result.exitCode === 0 ? result.stdout : '';
    }
    return (text.split(/\r?\n/)[0] ?? '').trim();
}

;// CONCATENATED MODULE: ./src/deploy/push.ts
// Our own push of the built site: publish it to each target's branch (a Hexo site config can name several, each
// with its deployer's options), and say what happened.









/**
 * Publishes to every target in turn (see git/publish.ts), each with the credentials for it open, and returns the
 * outcome to report: the first target's, with the others in `more`.
 */
async function pushSites(targets, settings, input) {
    const started = Date.now();
    const [first, ...others] = targets;
    const read = siteReader(settings, input);
    const firstReport = await pushAndReport(first, targets.length, settings, input, read);
    const more = [];
    for (const target of others)
        more.push(await pushAndReport(target, targets.length, settings, input, read));
    return {
        kind: 'push',
        ...firstReport,
        dryRun: settings.dryRun,
        ...(settings.preview ? { preview: { number: settings.preview.number, closed: settings.preview.closed } } : {}),
        more,
        timings: { ...input.timings, publishMs: Date.now() - started },
    };
}
/**
 * Reads the site once per layout (see stage.ts readSite) and, the first time, checks it for problems: with
 * `on-site-problems: fail` the first push never starts.
 */
function siteReader(settings, input) {
    const reads = new Map();
    // A closed pull request's preview: its folder gets nothing, so it is removed from the branch.
    if (settings.preview?.closed)
        return () => Promise.resolve([]);
    return (layout) => {
        const leaving = (leave) => [leave?.hidden, leave?.pattern?.source];
        const key = JSON.stringify([
            leaving(layout.leave),
            layout.extraFolders?.map((folder) => [folder.dir, folder.under, leaving(folder.leave)]),
        ]);
        let reading = reads.get(key);
        if (!reading) {
            const started = Date.now();
            reading = readSite(input.publishDir, {
                targetDir: settings.targetDir,
                secrets: input.leaks.secrets,
                refuseLeaks: (files) => refuseLeaks(files, input.leaks),
                exclude: settings.exclude.length > 0 ? keepRule(settings.exclude) : undefined,
                ...layout,
            }).then((files) => {
                const bytes = files.reduce((sum, file) => sum + file.size, 0);
                core/* info */.pq(`Read ${files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MiB) from ${input.publishDir} in ` +
                    `${Date.now() - started} ms`);
                if (reads.size === 1) {
                    input.problems.inspect(files, settings.targetDir ? `${settings.targetDir}/` : '');
                    input.problems.settle();
                }
                return files;
            });
            reads.set(key, reading);
        }
        return reading;
    };
}
/** Publishes to one target in a log group of its own, and says what it got. */
async function pushAndReport(target, count, settings, input, read) {
    const { url } = target.connection.target;
    const { branch } = target.found;
    const title = count > 1 ? `Publishing to ${url} (${branch})` : 'Publishing';
    const result = await core/* group */.Os(title, () => pushOne(target, settings, input, read));
    const site = pageUrl(target.connection.target, result.cname);
    // A preview's page is its folder's; a closed one's is gone, and the site's own address is what remains.
    const { preview } = settings;
    const page = preview && !preview.closed ? previewUrl(site, preview) : site;
    if (result.pushed)
        core/* info */.pq(`Deployed ${result.commit} to ${url} (${branch}).${page ? ` Page: ${page}` : ''}`);
    return {
        repository: url,
        branch,
        commit: result.commit,
        pushed: result.pushed,
        changes: result.changes,
        pageUrl: page,
        ...(result.tag ? { tag: result.tag } : {}),
    };
}
async function pushOne(target, settings, input, read) {
    const { branch, tip } = target.found;
    const deployer = target.destination.deploy?.options;
    const values = {
        fullSha: settings.source.sha,
        repository: settings.source.repository,
        ref: settings.source.refName,
        branch,
    };
    // The workflow's inputs win; else what the site config's deployer says, as hexo deploy would use it.
    const { preview } = settings;
    const message = !settings.given.commitMessage && preview
        ? preview.closed
            ? `Remove the preview of pull request #${preview.number}`
            : commitMessage(`Preview {sha} of pull request #${preview.number} from {repository}`, values)
        : !settings.given.commitMessage && deployer?.message
            ? renderHexoMessage(deployer.message, new Date())
            : commitMessage(settings.commitMessage, values);
    const identity = {
        name: !settings.given.userName && deployer?.name ? deployer.name : settings.userName,
        email: !settings.given.userEmail && deployer?.email ? deployer.email : settings.userEmail,
    };
    const layout = deployer ? deployerLayout(deployer, input.siteRoot) : {};
    return target.connection.use((remote) => publish({
        remote,
        workDir: input.workDir,
        branch,
        knownTip: tip,
        settings,
        identity,
        message,
        readSite: () => read(layout),
    }));
}
/**
 * What hexo-deployer-git copies: the public folder and each of `extend_dirs` (under its own name), leaving out
 * hidden names (`ignore_hidden`, true unless told) and names `ignore_pattern` matches, per folder when given as a
 * map (`public` for the public folder).
 */
function deployerLayout(options, siteRoot) {
    const leaveFor = (key) => {
        const hidden = typeof options.ignoreHidden === 'boolean' ? options.ignoreHidden : (options.ignoreHidden[key] ?? true);
        const source = typeof options.ignorePattern === 'string' ? options.ignorePattern : options.ignorePattern[key];
        if (!source)
            return { hidden };
        try {
            return { hidden, pattern: new RegExp(source) };
        }
        catch {
            throw new Error(`ignore_pattern "${source}" in _config.yml is not a valid regular expression (hexo deploy would fail on it too).`);
        }
    };
    const extraFolders = options.extendDirs.map((dir) => ({
        dir: external_node_path_.resolve(siteRoot, dir),
        under: dir.replace(/\\/g, '/').replace(/^\.?\/+|\/+$/g, ''),
        leave: leaveFor(dir),
    }));
    for (const folder of extraFolders) {
        const relative = external_node_path_.relative(siteRoot, folder.dir);
        if (relative.startsWith('..') ||
            external_node_path_.isAbsolute(relative) ||
            folder.under === '' ||
            folder.under.split('/').includes('..')) {
            throw new Error(`extend_dirs in _config.yml names "${folder.under}", which is not a folder inside the site.`);
        }
    }
    return { leave: leaveFor('public'), extraFolders };
}

;// CONCATENATED MODULE: ./src/report.ts
// Tells the workflow what happened: the step's outputs and the job summary.


/** The outcome of a run with nothing to do. */
function skipped(repository, branch, reason) {
    return {
        kind: 'skipped',
        reason,
        repository,
        branch,
        pageUrl: '',
        timings: { installMs: 0, buildMs: 0, publishMs: 0 },
    };
}
/** What the outputs and the summary say, whatever kind of deploy ran. */
function facts(outcome) {
    if (outcome.kind === 'skipped')
        return { commit: '', pushed: false, status: `skipped: ${escapeHtml(outcome.reason)}` };
    if (outcome.kind === 'command') {
        const status = `deployed by <code>${escapeHtml(outcome.command)}</code>`;
        return outcome.made ? { ...outcome.made, status } : { commit: '', pushed: true, status };
    }
    const status = outcome.dryRun
        ? 'dry run: committed locally, not pushed'
        : outcome.pushed
            ? 'pushed'
            : 'unchanged: nothing to push';
    return { commit: outcome.commit, pushed: outcome.pushed, changes: outcome.changes, status };
}
/** Where a run is, and what it knows: for the outputs and the summary when it fails. */
class Progress {
    /** What the run is doing (what failed, if it fails). */
    stage = 'reading the inputs';
    done = [];
    repository = '';
    branch = '';
    /** The site's problems found so far (see site/problems.ts). */
    problems = [];
    /** What the site stage runs, as the log said it (see site/steps.ts). */
    ran;
    /** Every form of the credentials: the summary file is not masked by the runner as the log is. */
    secrets = [];
    /** Marks the current stage done and starts the next. */
    next(stage, done) {
        if (done)
            this.done.push(done);
        this.stage = stage;
    }
}
/** The outputs and summary of a failed run: what failed, the message, how far it got; nothing was pushed. */
async function reportFailure(progress, message) {
    core/* setOutput */.uH('pushed', 'false');
    core/* setOutput */.uH('commit', '');
    core/* setOutput */.uH('changed-files', '0');
    core/* setOutput */.uH('site-problems', String(progress.problems.length));
    core/* setOutput */.uH('repository', progress.repository);
    core/* setOutput */.uH('branch', progress.branch);
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const rows = [
        ['Result', `failed while ${escapeHtml(progress.stage)}`],
        ['Error', escapeHtml(message).replace(/\n/g, '<br>')],
    ];
    if (progress.repository)
        rows.push(['Target', escapeHtml(progress.repository)]);
    if (progress.branch)
        rows.push(['Branch', escapeHtml(progress.branch)]);
    rows.push(['Done', progress.done.length > 0 ? escapeHtml(progress.done.join(', ')) : 'nothing yet']);
    rows.push(['Pushed', 'nothing: the target branch is as it was']);
    if (progress.ran) {
        rows.push(['Install', escapeHtml(progress.ran.install)]);
        rows.push(['Build', escapeHtml(progress.ran.build)]);
        rows.push(['Publish folder', escapeHtml(progress.ran.publish)]);
    }
    addProblems(rows, progress.problems);
    await writeSummary(rows, progress.secrets);
}
async function report(outcome, progress = { problems: [], secrets: [] }) {
    const { problems, ran } = progress;
    const { commit, pushed, changes, status } = facts(outcome);
    const changed = changes ? changes.added + changes.modified + changes.deleted : 0;
    core/* setOutput */.uH('commit', commit);
    core/* setOutput */.uH('pushed', String(pushed));
    core/* setOutput */.uH('changed-files', String(changed));
    core/* setOutput */.uH('site-problems', String(problems.length));
    core/* setOutput */.uH('repository', outcome.repository);
    core/* setOutput */.uH('branch', outcome.branch);
    core/* setOutput */.uH('page-url', outcome.pageUrl);
    core/* setOutput */.uH('tag', (outcome.kind === 'push' && outcome.tag) || '');
    const preview = outcome.kind === 'push' ? outcome.preview : undefined;
    core/* setOutput */.uH('preview-url', preview && !preview.closed ? outcome.pageUrl : '');
    const first = {
        repository: outcome.repository,
        branch: outcome.branch,
        commit,
        pushed,
        pageUrl: outcome.pageUrl,
    };
    const every = [first, ...(outcome.kind === 'push' ? (outcome.more ?? []) : [])];
    core/* setOutput */.uH('targets', JSON.stringify(every.map((item) => ({
        repository: item.repository,
        branch: item.branch,
        commit: item.commit,
        pushed: item.pushed,
        'page-url': item.pageUrl,
    }))));
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    const rows = [
        ['Result', status],
        ['Target', escapeHtml(outcome.repository)],
        ['Branch', escapeHtml(outcome.branch)],
    ];
    if (commit)
        rows.push(['Commit', `<code>${commit}</code>`]);
    if (outcome.kind === 'push' && outcome.tag)
        rows.push(['Tag', `<code>${escapeHtml(outcome.tag)}</code>`]);
    if (preview) {
        rows.push([
            'Preview',
            preview.closed
                ? `pull request #${preview.number} closed: its preview is removed`
                : `pull request #${preview.number}: <a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`,
        ]);
    }
    if (changes)
        rows.push(['Files', `${changes.added} added, ${changes.modified} changed, ${changes.deleted} removed`]);
    if (outcome.pageUrl) {
        rows.push(['Page', `<a href="${escapeHtml(outcome.pageUrl)}">${escapeHtml(outcome.pageUrl)}</a>`]);
    }
    const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
    // What ran, as the log said it, and how long it took.
    const what = (text) => text && outcome.kind !== 'skipped' ? `${escapeHtml(text)}: ` : '';
    rows.push(['Install', `${what(ran?.install)}${seconds(outcome.timings.installMs)}`]);
    rows.push(['Build', `${what(ran?.build)}${seconds(outcome.timings.buildMs)}`]);
    if (ran && outcome.kind !== 'skipped')
        rows.push(['Publish folder', escapeHtml(ran.publish)]);
    rows.push(['Publish', seconds(outcome.timings.publishMs)]);
    addProblems(rows, problems);
    await writeSummary(rows, progress.secrets);
}
function addProblems(rows, problems) {
    if (problems.length > 0) {
        rows.push(['Site problems', problems.map((problem) => escapeHtml(problem).replace(/\n/g, '<br>')).join('<br>')]);
    }
}
async function writeSummary(rows, secrets) {
    const redacted = rows.map(([what, value]) => [what, redactText(value, secrets)]);
    await core/* summary */.z
        .addHeading('pages-push', 3)
        .addTable([
        [
            { data: 'What', header: true },
            { data: 'Value', header: true },
        ],
        ...redacted,
    ])
        .write();
}
/** The summary is HTML: user-given text must not become markup. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/site/workspace.ts
// Finds the package-manager workspace (pnpm, npm, Yarn or Bun) a site folder belongs to, so its dependencies are
// installed where the lockfile is, with the manager that wrote it.




/** Lockfiles of every manager: a site folder holding one installs on its own. */
const LOCKFILES = [
    'package-lock.json',
    'npm-shrinkwrap.json',
    'pnpm-lock.yaml',
    'yarn.lock',
    'bun.lock',
    'bun.lockb',
];
/**
 * The nearest folder above `siteRoot`, up to `top` (the checkout) and never beyond it, that declares a workspace
 * (`pnpm-workspace.yaml`, or `workspaces` in package.json) whose package patterns include the site folder.
 * A site with a lockfile of its own is not looked up for.
 */
async function findWorkspace(siteRoot, top, siteFiles) {
    if (LOCKFILES.some((name) => siteFiles.has(name)))
        return undefined;
    const ceiling = external_node_path_.resolve(top);
    let folder = external_node_path_.resolve(siteRoot);
    while (folder !== ceiling && workspace_isInside(ceiling, folder)) {
        folder = external_node_path_.dirname(folder);
        const member = external_node_path_.relative(folder, siteRoot).split(external_node_path_.sep).join('/');
        const pnpm = await readText(external_node_path_.join(folder, 'pnpm-workspace.yaml'));
        if (pnpm !== undefined) {
            const patterns = stringList(safeYaml(pnpm)?.packages);
            if (includes(patterns, member))
                return { root: folder, reason: 'pnpm-workspace.yaml' };
        }
        const manifest = await readText(external_node_path_.join(folder, 'package.json'));
        if (manifest !== undefined) {
            const workspaces = safeJson(manifest)?.workspaces;
            // npm, Yarn and Bun take an array; Yarn 1 also `{ packages: [...] }`.
            const patterns = stringList(Array.isArray(workspaces) ? workspaces : workspace_record(workspaces)?.packages);
            if (includes(patterns, member))
                return { root: folder, reason: 'workspaces in package.json' };
        }
    }
    return undefined;
}
/** Whether a workspace's package patterns (globs, `!` to exclude) take in the folder at `member`. */
function includes(patterns, member) {
    let included = false;
    for (const pattern of patterns) {
        const negated = pattern.startsWith('!');
        const glob = (negated ? pattern.slice(1) : pattern).replace(/^\.\//, '').replace(/\/+$/, '');
        if ((0,esm/* minimatch */.xF)(member, glob, { dot: true }))
            included = !negated;
    }
    return included;
}
function workspace_isInside(parent, child) {
    const relative = external_node_path_.relative(parent, child);
    return relative !== '' && !relative.startsWith('..') && !external_node_path_.isAbsolute(relative);
}
function stringList(value) {
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}
function workspace_record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? value
        : undefined;
}
function safeYaml(text) {
    try {
        return workspace_record((0,dist/* parse */.qg)(text));
    }
    catch {
        return undefined;
    }
}
function safeJson(text) {
    try {
        return workspace_record(JSON.parse(text));
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var smol_toml_dist = __webpack_require__(3292);
;// CONCATENATED MODULE: ./src/site/configs.ts
// Reads the one setting each generator's config has that matters here: where the build writes the site.


/**
 * A config file's top level as an object; empty when it cannot be read (the generator will say why when it
 * runs, in its own words). Unknown YAML tags, such as MkDocs' `!!python/name:`, are read as empty values.
 */
function readConfig(text, format) {
    try {
        let value;
        if (format === 'toml')
            value = (0,smol_toml_dist/* parse */.qg)(text);
        else if (format === 'json')
            value = JSON.parse(text);
        else {
            const document = (0,dist/* parseDocument */.Tp)(text, { logLevel: 'silent' });
            value = document.errors.length > 0 ? undefined : document.toJS();
        }
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : {};
    }
    catch {
        return {};
    }
}
/** A string setting, its key matched without regard to case (Hugo's keys are case-insensitive). */
function stringSetting(config, key) {
    const wanted = key.toLowerCase();
    for (const [name, value] of Object.entries(config)) {
        if (name.toLowerCase() === wanted && typeof value === 'string' && value.trim() !== '')
            return value.trim();
    }
    return undefined;
}
/** Keys only a Hugo config has at its top level, to tell a Hugo `config.toml` from any other. */
const HUGO_KEYS = [
    'baseurl',
    'languagecode',
    'defaultcontentlanguage',
    'publishdir',
    'contentdir',
    'theme',
    'paginate',
    'pagination',
    'taxonomies',
    'markup',
    'permalinks',
    'outputs',
    'module',
    'menu',
    'menus',
];
function looksLikeHugo(config) {
    return Object.keys(config).some((key) => HUGO_KEYS.includes(key.toLowerCase()));
}
/**
 * A string option written literally in a JavaScript config (astro.config.mjs, .vitepress/config.ts): the file
 * is code and is not run here, so only `key: 'value'` is understood. `within` narrows the search to the object
 * literal that follows that key (Eleventy's `dir: { output: … }`).
 */
function literalOption(source, key, within) {
    let text = stripComments(source);
    if (within) {
        const block = new RegExp(`\\b${within}\\s*:\\s*\\{([^}]*)\\}`).exec(text);
        if (!block?.[1])
            return undefined;
        text = block[1];
    }
    const match = new RegExp(`(?:^|[\\s{,])["']?${key}["']?\\s*:\\s*(["'\`])([^"'\`\\n]+)\\1`).exec(text);
    return match?.[2]?.trim() || undefined;
}
/** A command-line option's value in a package.json script: `--out-dir build`, `--output=_site`. */
function scriptOption(script, ...names) {
    for (const name of names) {
        const match = new RegExp(`(?:^|\\s)--${name}(?:=|\\s+)(["']?)([^\\s"'&|;]+)\\1`).exec(script);
        if (match?.[2])
            return match[2];
    }
    return undefined;
}
function stripComments(source) {
    return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

;// CONCATENATED MODULE: ./src/site/hexo.ts
// Reads what a Hexo site's _config.yml says about publishing: its output folder and its git deploy target(s).

/** What a deployer with no options does: hidden files left out, our message and identity. */
const DEFAULT_DEPLOYER_OPTIONS = {
    message: '',
    name: '',
    email: '',
    ignoreHidden: true,
    ignorePattern: '',
    extendDirs: [],
};
/**
 * Parses the config text. hexo-deployer-git accepts `deploy` as one deployer or a list, and `repo`/`repository`
 * as `url[,branch]`, as `{url, branch}`, or as a map of named targets of either form.
 */
function parseHexoConfig(text, file, env = {}) {
    let config;
    try {
        config = (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        // Say where, not what: the parser quotes the text, which may hold a secret, so its error is not the cause.
        const line = error.linePos?.[0]?.line;
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`${file} is not valid YAML${line ? ` (line ${line})` : ''}: fix it so that Hexo can read it too.`);
    }
    const root = isRecord(config) ? config : {};
    const publicDir = typeof root.public_dir === 'string' && root.public_dir.trim() ? root.public_dir.trim() : 'public';
    const deployers = Array.isArray(root.deploy) ? root.deploy : root.deploy ? [root.deploy] : [];
    const deployTargets = [];
    for (const deployer of deployers) {
        if (!isRecord(deployer) || typeof deployer.type !== 'string' || deployer.type.trim() !== 'git')
            continue;
        const deployerBranch = typeof deployer.branch === 'string' ? deployer.branch.trim() : '';
        // As the deployer does: without a repo of its own, the HEXO_DEPLOYER_REPO variable names one.
        const repo = deployer.repo ?? deployer.repository ?? (env.HEXO_DEPLOYER_REPO || undefined);
        const options = deployerOptions(deployer);
        for (const target of repoTargets(repo, deployerBranch))
            deployTargets.push({ ...target, options });
    }
    return { publicDir, deployTargets };
}
/**
 * As hexo-deployer-git reads it: for a single `url[,branch]` string the deployer's `branch` wins; the object and
 * named-map forms carry their own branch and ignore the deployer's.
 */
function repoTargets(repo, deployerBranch) {
    if (typeof repo === 'string') {
        const target = fromString(repo);
        return [{ ...target, branch: deployerBranch || target.branch }];
    }
    if (!isRecord(repo))
        return [];
    if (typeof repo.url === 'string')
        return [fromObject(repo)];
    const targets = [];
    for (const value of Object.values(repo)) {
        if (typeof value === 'string')
            targets.push(fromString(value));
        else if (isRecord(value) && typeof value.url === 'string')
            targets.push(fromObject(value));
    }
    return targets;
}
/** `url,branch`: split at the first comma, as hexo-deployer-git does. */
function fromString(value) {
    const [url = '', branch = ''] = value.split(',');
    return { url: url.trim(), branch: branch.trim(), token: '' };
}
function fromObject(value) {
    return {
        url: String(value.url).trim(),
        branch: typeof value.branch === 'string' ? value.branch.trim() : '',
        token: typeof value.token === 'string' ? value.token.trim() : '',
    };
}
/** The deployer's options, under every name hexo-deployer-git reads them by. */
function deployerOptions(deployer) {
    const text = (...names) => {
        for (const name of names) {
            const value = deployer[name];
            if (typeof value === 'string' && value.trim() !== '')
                return value;
        }
        return '';
    };
    const perFolder = (value, accept) => {
        if (accept(value))
            return value;
        if (!isRecord(value))
            return undefined;
        return Object.fromEntries(Object.entries(value).filter((entry) => accept(entry[1])));
    };
    const extend = deployer.extend_dirs;
    return {
        message: text('m', 'msg', 'message'),
        name: text('name', 'user', 'userName').trim(),
        email: text('email', 'userEmail').trim(),
        ignoreHidden: perFolder(deployer.ignore_hidden, (item) => typeof item === 'boolean') ?? true,
        ignorePattern: perFolder(deployer.ignore_pattern, (item) => typeof item === 'string') ?? '',
        extendDirs: (typeof extend === 'string' ? [extend] : Array.isArray(extend) ? extend : [])
            .filter((dir) => typeof dir === 'string' && dir.trim() !== '')
            .map((dir) => dir.trim()),
    };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/site/generators.ts
// What a generator builds with and where it writes the site, read from its config: the types every detector shares,
// and the detectors of Hexo and of the generators that are not Node packages (Hugo, Jekyll, MkDocs).




async function detectHexo({ root, files, dependencies, deployerRepo }) {
    if (!files.has('_config.yml') || !('hexo' in dependencies))
        return undefined;
    const text = (await readText(external_node_path_.join(root, '_config.yml'))) ?? '';
    const config = parseHexoConfig(text, '_config.yml', { HEXO_DEPLOYER_REPO: deployerRepo });
    const hexo = external_node_path_.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'hexo.cmd' : 'hexo');
    const missing = 'Hexo is in package.json but not installed: let "install" run (its default, auto) or install it yourself.';
    return {
        generator: 'hexo',
        name: 'Hexo',
        reason: '_config.yml and the hexo dependency',
        build: [
            { display: 'hexo clean', file: hexo, args: ['clean'], missing },
            { display: 'hexo generate', file: hexo, args: ['generate'], missing },
        ],
        outputDirs: [external_node_path_.resolve(root, config.publicDir)],
        outputReason: config.publicDir === 'public' ? 'public_dir, or its default' : 'public_dir in _config.yml',
        deployTargets: config.deployTargets,
    };
}
const HUGO_MISSING = 'Install Hugo in an earlier step: "uses: peaceiris/actions-hugo@v3" (with hugo-version and extended: true), or ' +
    '"run: sudo apt-get install -y hugo"; or set "build".';
async function detectHugo({ root }) {
    const formats = [
        ['toml', 'toml'],
        ['yaml', 'yaml'],
        ['yml', 'yaml'],
        ['json', 'json'],
    ];
    // hugo.* (Hugo 0.110+) names a Hugo site outright; config.* does when it has keys only Hugo uses.
    const named = (base) => formats.flatMap(([extension, format]) => [
        [`${base}.${extension}`, format],
        [external_node_path_.join('config', '_default', `${base}.${extension}`), format],
    ]);
    let found;
    for (const [file, format] of named('hugo')) {
        const text = await readText(external_node_path_.join(root, file));
        if (text !== undefined) {
            found = { file, config: readConfig(text, format) };
            break;
        }
    }
    for (const [file, format] of found ? [] : named('config')) {
        const text = await readText(external_node_path_.join(root, file));
        const config = text === undefined ? {} : readConfig(text, format);
        if (looksLikeHugo(config)) {
            found = { file, config };
            break;
        }
    }
    if (!found)
        return undefined;
    const publishDir = stringSetting(found.config, 'publishDir');
    return {
        generator: 'hugo',
        name: 'Hugo',
        reason: found.file,
        build: [{ display: 'hugo --minify', file: 'hugo', args: ['--minify'], missing: HUGO_MISSING }],
        outputDirs: [external_node_path_.resolve(root, publishDir ?? 'public')],
        outputReason: publishDir ? `publishDir in ${found.file}` : "Hugo's default",
    };
}
async function detectJekyll({ root, files }) {
    if (!files.has('_config.yml') && !files.has('_config.yaml'))
        return undefined;
    const configFile = files.has('_config.yml') ? '_config.yml' : '_config.yaml';
    const config = readConfig((await readText(external_node_path_.join(root, configFile))) ?? '', 'yaml');
    const gemfile = files.has('Gemfile') ? await readText(external_node_path_.join(root, 'Gemfile')) : undefined;
    const destination = stringSetting(config, 'destination');
    const withBundler = gemfile !== undefined;
    const build = withBundler
        ? {
            display: 'bundle exec jekyll build',
            file: 'bundle',
            args: ['exec', 'jekyll', 'build'],
            missing: 'Install Ruby and the Gemfile\'s gems in an earlier step: "uses: ruby/setup-ruby@v1" with ' +
                '"bundler-cache: true"; or set "build".',
        }
        : {
            display: 'jekyll build',
            file: 'jekyll',
            args: ['build'],
            missing: 'Install Jekyll in an earlier step: "uses: ruby/setup-ruby@v1", then "run: gem install jekyll" (or add ' +
                'a Gemfile with jekyll and use "bundler-cache: true"); or set "build".',
        };
    return {
        generator: 'jekyll',
        name: 'Jekyll',
        reason: gemfile && /\bjekyll\b/.test(gemfile) ? `${configFile} and jekyll in the Gemfile` : configFile,
        build: [build],
        outputDirs: [external_node_path_.resolve(root, destination ?? '_site')],
        outputReason: destination ? `destination in ${configFile}` : "Jekyll's default",
    };
}
async function detectMkDocs({ root, files }) {
    const configFile = ['mkdocs.yml', 'mkdocs.yaml'].find((name) => files.has(name));
    if (!configFile)
        return undefined;
    const siteDir = stringSetting(readConfig((await readText(external_node_path_.join(root, configFile))) ?? '', 'yaml'), 'site_dir');
    return {
        generator: 'mkdocs',
        name: 'MkDocs',
        reason: configFile,
        build: [
            {
                display: 'mkdocs build',
                file: 'mkdocs',
                args: ['build'],
                missing: 'Install MkDocs in an earlier step: "uses: actions/setup-python@v5", then "run: pip install mkdocs" ' +
                    '(or "pip install -r requirements.txt" with your theme and plugins); or set "build".',
            },
        ],
        outputDirs: [external_node_path_.resolve(root, siteDir ?? 'site')],
        outputReason: siteDir ? `site_dir in ${configFile}` : "MkDocs' default",
    };
}

;// CONCATENATED MODULE: ./src/site/node-generators.ts
// The generators that build with Node: what each runs (its package.json script, or its binary through the
// package manager) and where it writes the site, read from its script or its JavaScript config.




async function detectEleventy(clues) {
    if (!('@11ty/eleventy' in clues.dependencies))
        return undefined;
    const script = /\beleventy\b/.test(clues.scripts.build ?? '') ? 'build' : undefined;
    const fromScript = script ? scriptOption(clues.scripts.build ?? '', 'output') : undefined;
    const configFiles = ['eleventy.config.js', 'eleventy.config.mjs', 'eleventy.config.cjs', '.eleventy.js'];
    const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, configFiles, 'output', 'dir');
    return nodeGenerator(clues, {
        generator: 'eleventy',
        name: 'Eleventy',
        dependency: '@11ty/eleventy',
        script,
        binary: ['eleventy', []],
        output: fromScript ?? fromConfig?.value ?? '_site',
        outputReason: fromScript
            ? 'the build script'
            : fromConfig
                ? `dir.output in ${fromConfig.file}`
                : "Eleventy's default",
    });
}
async function detectVitePress(clues) {
    if (!('vitepress' in clues.dependencies))
        return undefined;
    const script = ['docs:build', 'build'].find((name) => /\bvitepress\b/.test(clues.scripts[name] ?? ''));
    // The docs root is the script's `vitepress build <root>` (none: the site's folder); without a script, docs/ when it
    // holds the .vitepress folder, as the VitePress wizard lays it out.
    const docsArgument = script
        ? /\bvitepress\s+build(?:\s+([^\s&|;-][^\s&|;]*))?/.exec(clues.scripts[script] ?? '')
        : null;
    const docsRoot = script
        ? (docsArgument?.[1] ?? '.')
        : (await exists(external_node_path_.join(clues.root, 'docs', '.vitepress')))
            ? 'docs'
            : '.';
    const fromScript = script ? scriptOption(clues.scripts[script] ?? '', 'outDir') : undefined;
    const configFiles = ['ts', 'mts', 'js', 'mjs', 'cts', 'cjs'].map((extension) => external_node_path_.join(docsRoot, '.vitepress', `config.${extension}`));
    const fromConfig = fromScript ? undefined : await optionInFiles(clues.root, configFiles, 'outDir');
    return nodeGenerator(clues, {
        generator: 'vitepress',
        name: 'VitePress',
        dependency: 'vitepress',
        script,
        binary: ['vitepress', ['build', docsRoot]],
        output: fromScript ?? (fromConfig ? external_node_path_.join(docsRoot, fromConfig.value) : external_node_path_.join(docsRoot, '.vitepress', 'dist')),
        outputReason: fromScript ? 'the build script' : fromConfig ? `outDir in ${fromConfig.file}` : "VitePress' default",
    });
}
async function detectAstro(clues) {
    if (!('astro' in clues.dependencies))
        return undefined;
    const configFiles = ['mjs', 'js', 'ts', 'mts', 'cjs'].map((extension) => `astro.config.${extension}`);
    const fromConfig = await optionInFiles(clues.root, configFiles, 'outDir');
    return nodeGenerator(clues, {
        generator: 'astro',
        name: 'Astro',
        dependency: 'astro',
        script: clues.scripts.build ? 'build' : undefined,
        binary: ['astro', ['build']],
        output: fromConfig?.value ?? 'dist',
        outputReason: fromConfig ? `outDir in ${fromConfig.file}` : "Astro's default",
    });
}
function detectDocusaurus(clues) {
    if (!('@docusaurus/core' in clues.dependencies))
        return undefined;
    const script = clues.scripts.build ? 'build' : undefined;
    const outDir = script ? scriptOption(clues.scripts.build ?? '', 'out-dir') : undefined;
    return nodeGenerator(clues, {
        generator: 'docusaurus',
        name: 'Docusaurus',
        dependency: '@docusaurus/core',
        script,
        binary: ['docusaurus', ['build']],
        output: outDir ?? 'build',
        outputReason: outDir ? 'the build script' : "Docusaurus' default",
    });
}
function detectBuildScript(clues) {
    if (!clues.scripts.build || !clues.packageManager)
        return undefined;
    const candidates = ['dist', 'build', 'public', 'out'];
    return {
        generator: 'build-script',
        name: 'a build script',
        reason: 'scripts.build in package.json',
        build: [scriptStep(clues.packageManager, 'build')],
        outputDirs: candidates.map((dir) => external_node_path_.resolve(clues.root, dir)),
        outputReason: 'the first that exists after the build',
    };
}
function nodeGenerator(clues, spec) {
    // A package.json is what made the dependency visible, so a package manager was chosen.
    const manager = clues.packageManager ?? { name: 'npm', lockfile: '', binary: 'npm' };
    let build;
    if (spec.script)
        build = scriptStep(manager, spec.script);
    else {
        const [file, args] = execBinary(manager, ...spec.binary);
        build = { display: [file, ...args].join(' '), file, args, missing: installHint(manager) };
    }
    return {
        generator: spec.generator,
        name: spec.name,
        reason: `the ${spec.dependency} dependency${spec.script ? ` and scripts.${spec.script}` : ''}`,
        build: [build],
        outputDirs: [external_node_path_.resolve(clues.root, spec.output)],
        outputReason: spec.outputReason,
    };
}
function scriptStep(manager, script) {
    return {
        display: `${manager.binary} run ${script}`,
        file: manager.binary,
        args: ['run', script],
        missing: installHint(manager),
    };
}
/**
 * The first of `files` (relative to `root`) whose JavaScript or TypeScript sets `key` (inside the object `within`)
 * to a literal string: its value and the file.
 */
async function optionInFiles(root, files, key, within) {
    for (const file of files) {
        const text = await readText(external_node_path_.join(root, file));
        const value = text === undefined ? undefined : literalOption(text, key, within);
        if (value)
            return { value, file };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/site/detect.ts
// Recognises the site's generator from its files, and chooses what `build: auto` runs and where the site lands.







/** First match wins, in the order of the README's table. */
const DETECTORS = [
    detectHexo,
    detectHugo,
    detectJekyll,
    detectMkDocs,
    detectEleventy,
    detectVitePress,
    detectAstro,
    detectDocusaurus,
    detectBuildScript,
];
async function detectSite(root, runner) {
    let names;
    try {
        names = await promises_.readdir(root);
    }
    catch {
        throw new Error(`The site's folder ${root} does not exist or is not a folder. Check "working-directory", and that a checkout ` +
            'step (actions/checkout) ran before this one.');
    }
    const files = new Set(names);
    const packageJson = files.has('package.json') ? await readJson(external_node_path_.join(root, 'package.json')) : undefined;
    const scripts = {};
    for (const [name, value] of Object.entries(detect_record(packageJson?.scripts))) {
        if (typeof value === 'string')
            scripts[name] = value;
    }
    // In a workspace, the manager and the install are the workspace root's.
    const workspace = packageJson ? await findWorkspace(root, runner.top ?? root, files) : undefined;
    let packageManager;
    if (workspace) {
        const rootFiles = new Set(await promises_.readdir(workspace.root));
        const rootJson = await readJson(external_node_path_.join(workspace.root, 'package.json')).catch(() => ({}));
        packageManager = await managerIn(workspace.root, rootFiles, rootJson, runner);
    }
    else if (packageJson)
        packageManager = await managerIn(root, files, packageJson, runner);
    const clues = {
        root,
        deployerRepo: runner.env?.HEXO_DEPLOYER_REPO ?? '',
        files,
        dependencies: { ...detect_record(packageJson?.dependencies), ...detect_record(packageJson?.devDependencies) },
        scripts,
        packageManager,
    };
    for (const detect of DETECTORS) {
        const found = await detect(clues);
        if (found) {
            // In a workspace, npm and Yarn install a generator's binary at the workspace root.
            const build = workspace
                ? found.build.map((step) => step.file.startsWith(external_node_path_.join(root, 'node_modules'))
                    ? { ...step, fallback: external_node_path_.join(workspace.root, external_node_path_.relative(root, step.file)) }
                    : step)
                : found.build;
            return { root, packageManager, workspace, scripts, deployTargets: [], ...found, build };
        }
    }
    return {
        root,
        generator: 'none',
        name: 'no generator',
        reason: 'no generator config or build script found',
        packageManager,
        workspace,
        scripts,
        build: [],
        outputDirs: [external_node_path_.join(root, 'public')],
        outputReason: 'the default',
        deployTargets: [],
    };
}
/** The package manager of the folder whose install this is: its packageManager field, else its lockfile. */
async function managerIn(folder, files, packageJson, runner) {
    const bunLock = files.has('bun.lock') || files.has('bun.lockb');
    return choosePackageManager({
        files,
        yarnLockHead: files.has('yarn.lock')
            ? ((await readText(external_node_path_.join(folder, 'yarn.lock')))?.slice(0, 2000) ?? '')
            : '',
        packageManagerField: typeof packageJson.packageManager === 'string' ? packageJson.packageManager : '',
        bunOnPath: bunLock && (await runner.onPath('bun')),
    });
}
async function readJson(file) {
    const text = (await readText(file)) ?? '';
    try {
        return detect_record(JSON.parse(text));
    }
    catch {
        throw new Error(`${file} is not valid JSON: fix it so the package manager can read it too.`);
    }
}
function detect_record(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
}

;// CONCATENATED MODULE: ./src/main.ts
// Entry: runs the deploy (main step) or the clean-up (post step), and is the only place that fails the step.



















async function main() {
    if (state/* isPost */.tl()) {
        await cleanup();
        return;
    }
    const progress = new Progress();
    try {
        state/* markMainStarted */.UM();
        await run(progress);
    }
    catch (error) {
        core/* setFailed */.C1((0,errors/* errorMessage */.g)(error));
        await reportFailure(progress, (0,errors/* errorMessage */.g)(error)).catch((failure) => {
            core/* warning */.$e(`Could not write the summary: ${(0,errors/* errorMessage */.g)(failure)}`);
        });
    }
    finally {
        state/* markMainFinished */.n_();
    }
}
/** settings ▸ plan ▸ credentials ▸ check the target ▸ build the site ▸ deploy ▸ report. */
async function run(progress) {
    const settings = readSettings();
    const tempDir = await state/* makeTempDir */.mk(settings.runnerTemp);
    try {
        const credentials = await CredentialOwner.prepare(settings, tempDir);
        progress.secrets = credentials.secrets;
        const onPath = async (binary) => (await io/* which */.K7(binary)) !== '';
        const site = await detectSite(settings.siteRoot, { onPath, env: process.env, top: settings.workspace });
        const plan = choosePlan(settings, site, credentials.hasDeployKey);
        const steps = await planSteps(settings, site, { baseUrl: previewBaseUrl(settings, plan), tempDir });
        progress.ran = describeSteps(site, steps, settings.workspace);
        for (const line of describedLines(progress.ran))
            core/* info */.pq(line);
        progress.next('checking the target', 'inputs read');
        // The first contact with each target, before any build time is spent.
        const targets = await checkPlan(plan, credentials, settings, tempDir);
        const [{ connection, found, destination }] = targets;
        Object.assign(progress, { repository: destination.target.url, branch: found.branch });
        const skip = targets.find((target) => target.found.skip)?.found.skip;
        if (skip) {
            await report(skipped(destination.target.url, found.branch, skip), progress);
            return;
        }
        progress.next('installing and building the site', 'target checked');
        const problems = new SiteProblems(settings.onSiteProblems);
        progress.problems = problems.found;
        const leaks = leakContext(settings, credentials.secrets);
        const built = await buildSite(settings, site, steps, {
            token: credentials.token,
            tempDir,
            leaks,
            problems,
            baseEnv: withoutVariables(process.env, configTokenVariables(plan)),
            whileSubstituted: commandStepOf(plan, connection, found, {
                cwd: site.root,
                settings,
                leaks,
                onStart: (command) => {
                    progress.next(`running the deploy command "${command}"`, 'site built');
                },
            }),
        });
        const timings = { installMs: built.installMs, buildMs: built.buildMs, publishMs: built.deployMs };
        const where = { siteRoot: site.root, workDir: tempDir, timings };
        if (plan.kind !== 'push') {
            const outcome = await commandOutcome(plan, connection.local, { ...where, found, cname: settings.cname });
            await report(outcome, progress);
            return;
        }
        progress.next('publishing', 'site built');
        await report(await pushSites(targets, settings, { ...built, ...where, leaks, problems }), progress);
    }
    finally {
        await state/* removeTempDir */.CT(tempDir);
    }
}


/***/ }),

/***/ 7675:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ killProvenGroups),
/* harmony export */   z: () => (/* binding */ groupStamp)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
// Proof that a process group is still one the main step started for a user's command: its leader's start time, as
// Linux's /proc tells it, saved at spawn and compared by the post step before it kills the group (pids are reused).

/** /proc/<pid>/stat, or undefined when there is no such process, or no /proc (macOS, Windows). */
function readStat(pid) {
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/stat`, 'utf8');
    }
    catch {
        return undefined;
    }
    // The command's name (field 2) is in parentheses and may hold spaces and ")": the other fields follow the last ")".
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [state, , pgid, , , , , , , , , , , , , , , , , started] = fields;
    if (!state || !pgid || !started)
        return undefined;
    return { pgid: Number(pgid), started, zombie: state === 'Z' || state === 'X' };
}
/** The stamp of the group `pid` leads (a command spawned detached leads its own), or undefined when it cannot tell. */
function groupStamp(pid) {
    const stat = readStat(pid);
    return stat?.pgid === pid ? { pgid: pid, started: stat.started } : undefined;
}
/**
 * Kills (SIGKILL) each saved group whose leader still runs with the start time saved at spawn; never pid 0 or 1,
 * nor our own group. A group whose leader is gone cannot be proven ours and is left alone. Returns how many it
 * killed, once their leaders have died (or after a second).
 */
async function killProvenGroups(saved) {
    const own = readStat('self')?.pgid;
    const alive = (stamp) => {
        const stat = readStat(stamp.pgid);
        return stat !== undefined && !stat.zombie && stat.pgid === stamp.pgid && stat.started === stamp.started;
    };
    const killed = saved.filter((stamp) => {
        if (!Number.isSafeInteger(stamp.pgid) || stamp.pgid <= 1 || stamp.pgid === own || !alive(stamp))
            return false;
        try {
            process.kill(-stamp.pgid, 'SIGKILL');
            return true;
        }
        catch {
            return false; // gone in between
        }
    });
    for (let waited = 0; waited < 1000 && killed.some(alive); waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return killed.length;
}


/***/ }),

/***/ 7454:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KW: () => (/* binding */ cancelled),
/* harmony export */   cancelUserCommands: () => (/* binding */ cancelUserCommands),
/* harmony export */   dZ: () => (/* binding */ throwIfCancelled),
/* harmony export */   w0: () => (/* binding */ runUserCommand)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _process_stamps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7675);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2462);
// The user's commands (install, build, deploy-command) as processes: each runs in a process group of its own, and
// every process it started ends with it, so nothing it left behind can read or write once our own work resumes.
// A cancelled job (SIGINT, then SIGTERM, from the runner) stops them at once.



/** The process groups of the user's commands running now, with the stamp that proves each to the post step. */
const running = new Map();
let cancelledBy;
/**
 * Runs `file` with `args` in a process group of its own, its output passed to `stdout`/`stderr` (which stay open).
 * When the command exits, the whole group is killed: a background process it started (a watcher, a server, a
 * `sleep && cat` of the token) dies with it. Rejects when the command cannot start.
 */
async function runUserCommand(file, args, options) {
    throwIfCancelled();
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, args, {
        cwd: options.cwd,
        env: options.env,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: process.platform !== 'win32',
    });
    // Read at once: the leader exists until we reap it. Saved so that a post step can stop what a killed main left.
    running.set(child, child.pid === undefined ? undefined : (0,_process_stamps_js__WEBPACK_IMPORTED_MODULE_1__/* .groupStamp */ .z)(child.pid));
    saveRunningGroups();
    const closed = new Promise((resolve) => child.once('close', () => {
        resolve();
    }));
    child.stdout.pipe(options.stdout, { end: false });
    child.stderr.pipe(options.stderr, { end: false });
    try {
        const exitCode = await new Promise((resolve, reject) => {
            child.once('error', reject);
            child.once('exit', (code, signal) => {
                resolve(code ?? 128 + signalNumber(signal));
            });
        });
        killGroup(child);
        await drained(child, closed);
        return { exitCode };
    }
    finally {
        killGroup(child);
        running.delete(child);
        saveRunningGroups();
    }
}
function saveRunningGroups() {
    (0,_state_js__WEBPACK_IMPORTED_MODULE_2__/* .saveUserGroups */ .PW)([...running.values()].filter((stamp) => stamp !== undefined));
}
/** Stops every user command now (the job was cancelled); what runs later refuses to start. */
function cancelUserCommands(signal) {
    cancelledBy ??= signal;
    for (const child of running.keys())
        killGroup(child);
}
/** The signal that cancelled the job, if it was. */
function cancelled() {
    return cancelledBy;
}
/** Throws when the job was cancelled: no further work starts. */
function throwIfCancelled() {
    if (cancelledBy)
        throw new Error(`The job was cancelled (${cancelledBy}): stopped before the next step.`);
}
function killGroup(child) {
    if (child.pid === undefined)
        return;
    try {
        if (process.platform === 'win32')
            child.kill('SIGKILL');
        else
            process.kill(-child.pid, 'SIGKILL');
    }
    catch {
        // The group is gone already.
    }
}
/**
 * Waits until the command's output has all been passed on. A process that left the group (setsid) and kept the
 * pipes open does not hold the step: after a short grace the pipes are closed on our side.
 */
async function drained(child, closed) {
    let timer;
    const grace = new Promise((resolve) => {
        timer = setTimeout(() => {
            child.stdout?.destroy();
            child.stderr?.destroy();
            resolve();
        }, 2000);
    });
    await Promise.race([closed, grace]);
    clearTimeout(timer);
}
function signalNumber(signal) {
    const numbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
    return (signal && numbers[signal]) ?? 1;
}


/***/ }),

/***/ 2462:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A0: () => (/* binding */ mainFinished),
/* harmony export */   CT: () => (/* binding */ removeTempDir),
/* harmony export */   IK: () => (/* binding */ saveSubstitutions),
/* harmony export */   PW: () => (/* binding */ saveUserGroups),
/* harmony export */   UM: () => (/* binding */ markMainStarted),
/* harmony export */   Wb: () => (/* binding */ provenTempDir),
/* harmony export */   fy: () => (/* binding */ savedUserGroups),
/* harmony export */   gS: () => (/* binding */ savedSubstitutions),
/* harmony export */   mk: () => (/* binding */ makeTempDir),
/* harmony export */   n_: () => (/* binding */ markMainFinished),
/* harmony export */   tl: () => (/* binding */ isPost)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5224);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3916);
// What the main step hands to the post step: the temporary folder to delete, the config files to restore, whether
// it finished; and the proof that the folder is the one it made.





const IS_POST = 'isPost';
const TEMP_DIR = 'tempDir';
const TEMP_PROOF = 'tempProof';
const RESTORE = 'restore';
const FINISHED = 'finished';
const USER_GROUPS = 'userGroups';
/** The file in the temporary folder that proves the post step may delete it. */
const MARKER = '.pages-push';
const TEMP_PREFIX = 'pages-push-';
/** The post step runs the same bundle; it knows itself by the state the main step saved. */
function isPost() {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(IS_POST) === 'true';
}
function markMainStarted() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(IS_POST, 'true');
}
/** The main step ran to its end (with success or an error): it restored and scrubbed what it had to itself. */
function markMainFinished() {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(FINISHED, 'true');
}
function mainFinished() {
    return _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(FINISHED) === 'true';
}
/**
 * Makes the step's temporary folder under RUNNER_TEMP, with a marker file holding a random proof, and tells the
 * post step to delete it.
 */
async function makeTempDir(runnerTemp) {
    const dir = await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdtemp(node_path__WEBPACK_IMPORTED_MODULE_3__.join(runnerTemp, TEMP_PREFIX));
    const proof = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomUUID)();
    await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile(node_path__WEBPACK_IMPORTED_MODULE_3__.join(dir, MARKER), proof, { mode: 0o600 });
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_DIR, dir);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(TEMP_PROOF, proof);
    return dir;
}
/**
 * The temporary folder the main step made, only when it can be proven: directly under RUNNER_TEMP, with the name
 * it chose, a real folder (not a link), holding the marker with the proof. A command that appended another folder
 * to the saved state gets nothing deleted.
 */
async function provenTempDir(runnerTemp) {
    const dir = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TEMP_DIR);
    if (!dir)
        return undefined;
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(dir);
    const stat = await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.lstat(resolved).catch(() => undefined);
    const marker = await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile(node_path__WEBPACK_IMPORTED_MODULE_3__.join(resolved, MARKER), 'utf8').catch(() => '');
    const proof = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(TEMP_PROOF);
    if (node_path__WEBPACK_IMPORTED_MODULE_3__.dirname(resolved) !== node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(runnerTemp) ||
        !node_path__WEBPACK_IMPORTED_MODULE_3__.basename(resolved).startsWith(TEMP_PREFIX) ||
        !stat?.isDirectory() ||
        proof === '' ||
        marker !== proof) {
        if (stat)
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Not deleting ${dir}: it is not the temporary folder the main step made.`);
        return undefined;
    }
    return resolved;
}
/** Deletes the temporary folder; a failure only warns (the deploy itself is done), and post tries again. */
async function removeTempDir(dir) {
    try {
        await node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not remove the temporary folder ${dir}: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .errorMessage */ .g)(error)}`);
    }
}
/** The config files that hold the token right now; saved again (empty) once they are restored. */
function saveSubstitutions(substitutions) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(RESTORE, JSON.stringify(substitutions));
}
function savedSubstitutions() {
    const text = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(RESTORE);
    if (!text)
        return [];
    const value = JSON.parse(text);
    if (!Array.isArray(value))
        return [];
    return value.filter((item) => {
        if (typeof item !== 'object' || item === null)
            return false;
        const { file, backup } = item;
        return typeof file === 'string' && typeof backup === 'string';
    });
}
/** The process groups of the user's commands running now: the post step kills those a killed main step left. */
function saveUserGroups(groups) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(USER_GROUPS, JSON.stringify(groups));
}
/** The saved groups that have the right shape; a user command can write the state file, so nothing else is trusted. */
function savedUserGroups() {
    let value;
    try {
        value = JSON.parse(_actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(USER_GROUPS) || '[]');
    }
    catch {
        return [];
    }
    if (!Array.isArray(value))
        return [];
    return value.filter((item) => {
        if (typeof item !== 'object' || item === null)
            return false;
        const { pgid, started } = item;
        return (typeof pgid === 'number' && Number.isSafeInteger(pgid) && typeof started === 'string' && /^\d+$/.test(started));
    });
}


/***/ })

};

//# sourceMappingURL=234.index.js.map