/** The embedded database: one SQLite file under DATA_DIR (its -wal and -shm files beside it while open). */
export const KV_FILE = "app.kv";
export const kvFilePath = (dataDir: string) => `${dataDir}/${KV_FILE}`;
