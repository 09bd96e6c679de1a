"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.templatePath = templatePath;
exports.ensureTemplate = ensureTemplate;
exports.copyTemplate = copyTemplate;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = __importDefault(require("node:fs"));
const node_os_1 = __importDefault(require("node:os"));
const node_path_1 = __importDefault(require("node:path"));
const data_source_1 = require("../src/db/data-source");
const migrations_1 = require("../src/db/migrations");
/**
 * The migrated SQLite file every test file starts from (DESIGN §8). Named by a hash of the
 * migrations' source, so a changed, added or removed migration makes a new template and an unchanged
 * set reuses the one on disk, across runs and checkouts.
 */
function templatePath() {
    const hash = (0, node_crypto_1.createHash)('sha256');
    for (const migration of migrations_1.migrations)
        hash.update(migration.toString()).update('\0');
    return node_path_1.default.join(node_os_1.default.tmpdir(), 'devjobs-test-templates', `${hash.digest('hex').slice(0, 16)}.sqlite`);
}
/** Migrates the template once; a no-op when the file for these migrations exists. */
async function ensureTemplate() {
    const file = templatePath();
    if (node_fs_1.default.existsSync(file))
        return file;
    node_fs_1.default.mkdirSync(node_path_1.default.dirname(file), { recursive: true });
    // Built beside the final name and renamed into place: a concurrent run never copies half a file.
    const dir = node_fs_1.default.mkdtempSync(`${file}.building-`);
    const building = node_path_1.default.join(dir, 'template.sqlite');
    const db = await (0, data_source_1.openDatabase)({ sqlitePath: building });
    await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
    await db.destroy();
    node_fs_1.default.renameSync(building, file);
    node_fs_1.default.rmSync(dir, { recursive: true, force: true });
    return file;
}
/** Copies the template to `target` (a test file's own database) before the app opens it. */
function copyTemplate(target) {
    const file = templatePath();
    if (!node_fs_1.default.existsSync(file))
        throw new Error(`No template database at ${file}: jest's globalSetup (test/global-setup.ts) makes it`);
    node_fs_1.default.mkdirSync(node_path_1.default.dirname(target), { recursive: true });
    node_fs_1.default.copyFileSync(file, target);
}
