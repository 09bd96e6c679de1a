"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TestClock = exports.uniqueEmail = void 0;
exports.useTestApp = useTestApp;
exports.tempFiles = tempFiles;
exports.startTestApp = startTestApp;
require("reflect-metadata");
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_os_1 = __importDefault(require("node:os"));
const node_path_1 = __importDefault(require("node:path"));
const app_1 = require("../src/app");
const config_1 = require("../src/config");
const data_source_1 = require("../src/db/data-source");
const mysql_db_1 = require("./mysql-db");
const template_db_1 = require("./template-db");
let counter = 0;
/** A unique email for a test-owned account. */
const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
exports.uniqueEmail = uniqueEmail;
/**
 * The usual start of a test file: the app started before the file's tests (with an admin signed in,
 * unless `admin: false`) and closed after them. The two objects are filled in by that beforeAll, so
 * use them inside tests and hooks (declared after this call), not at the top level of the file.
 */
function useTestApp(options = {}) {
    const t = {};
    const admin = {};
    beforeAll(async () => {
        Object.assign(t, await startTestApp(options));
        if (options.admin !== false)
            Object.assign(admin, await t.signIn('admin'));
    });
    afterAll(() => t.close?.());
    return { t, admin };
}
/**
 * A folder of files for the file's tests (a built app, say: `{ 'index.html': '…', 'assets/app.js': '…' }`),
 * made at once and removed after the file's tests.
 */
function tempFiles(prefix, files = {}) {
    const dir = node_fs_1.default.mkdtempSync(node_path_1.default.join(node_os_1.default.tmpdir(), `devjobs-${prefix}-`));
    for (const [name, text] of Object.entries(files)) {
        node_fs_1.default.mkdirSync(node_path_1.default.dirname(node_path_1.default.join(dir, name)), { recursive: true });
        node_fs_1.default.writeFileSync(node_path_1.default.join(dir, name), text);
    }
    afterAll(() => node_fs_1.default.rmSync(dir, { recursive: true, force: true }));
    return dir;
}
async function startTestApp(options = {}) {
    const dataDir = node_fs_1.default.mkdtempSync(node_path_1.default.join(node_os_1.default.tmpdir(), 'devjobs-test-'));
    const databaseUrl = process.env.TEST_DB === 'mysql' ? await (0, mysql_db_1.workerMysqlDatabase)() : undefined;
    const config = (0, config_1.loadConfig)({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...options.env });
    if (!config.databaseUrl)
        (0, template_db_1.copyTemplate)(config.sqlitePath);
    const db = await (0, data_source_1.openDatabase)({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
    if (config.databaseUrl)
        await (0, mysql_db_1.emptyTables)(db);
    const app = await (0, app_1.createApp)({ config, db, clock: options.clock });
    const servers = [];
    const url = {};
    for (const site of ['api', 'storefront', 'admin']) {
        const server = await new Promise((resolve) => {
            const s = app.site(site).listen(0, '127.0.0.1', () => resolve(s));
        });
        servers.push(server);
        url[site] = `http://127.0.0.1:${server.address().port}`;
    }
    const client = (site = 'api', headers = {}) => makeClient(url[site], headers);
    return {
        config,
        db,
        app,
        services: app.services,
        url,
        client,
        async signIn(role) {
            const email = (0, exports.uniqueEmail)(role);
            const password = `pw-${(0, node_crypto_1.randomUUID)()}`;
            await app.services.users.create({ name: role === 'admin' ? 'Test Admin' : 'Test User', email, password, isAdmin: role === 'admin' });
            const c = client();
            const reply = await c.post('/api/auth/login', { email, password });
            if (reply.status !== 200)
                throw new Error(`signIn failed: ${reply.status} ${reply.text}`);
            return Object.assign(c, { email, password });
        },
        async close() {
            await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
            await app.stop();
            await db.destroy();
            node_fs_1.default.rmSync(dataDir, { recursive: true, force: true });
        },
    };
}
function makeClient(base, defaultHeaders) {
    const cookies = new Map();
    async function request(method, url, init = {}) {
        const headers = { ...defaultHeaders, ...init.headers };
        if (cookies.size)
            headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
        let body = init.body;
        if (init.json !== undefined) {
            body = JSON.stringify(init.json);
            headers['content-type'] ??= 'application/json';
        }
        const res = await fetch(base + url, { method, headers, body, redirect: 'manual' });
        for (const set of res.headers.getSetCookie()) {
            const [pair] = set.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            const value = pair.slice(eq + 1).trim();
            if (!value || /expires=Thu, 01 Jan 1970/i.test(set))
                cookies.delete(name);
            else
                cookies.set(name, value);
        }
        const text = await res.text();
        let parsed = text;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            /* not JSON: keep the text */
        }
        return { status: res.status, body: parsed, text, headers: res.headers };
    }
    return {
        cookies,
        request,
        get: (url) => request('GET', url),
        post: (url, json) => request('POST', url, { json }),
        put: (url, json) => request('PUT', url, { json }),
        delete: (url) => request('DELETE', url),
        async gql(query, variables) {
            const reply = await request('POST', '/graphql', { json: { query, variables } });
            return { ...reply.body, status: reply.status };
        },
    };
}
/** A clock a test can move forward. */
class TestClock {
    offset = 0;
    now() {
        return new Date(Date.now() + this.offset);
    }
    advance(ms) {
        this.offset += ms;
    }
}
exports.TestClock = TestClock;
