// `npm run demo:reset`: writes the seed again into the demo database (DEMO_DB, DEMO_SEED), which
// deletes every booking. `npm start` seeds only an empty database, so this is the way back to a
// fresh demo. Stop the server first: it keeps the file open.
import { openDatabase } from './db/openDatabase.ts';
import { defaultSeedFiles, readSeed, writeSeed } from './seed/loadSeed.ts';

const path = process.env.DEMO_DB ?? 'demo/data/demo.db';
const db = openDatabase(path);
writeSeed(db, readSeed(defaultSeedFiles()), Date.now());
db.close();
console.log(`Seeded ${path} again: every booking is gone.`);
