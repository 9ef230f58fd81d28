// `npm start` builds dist/ and then runs this: the demo on http://127.0.0.1:8080 (PORT overrides).
// DEMO_CONTROLS=1 turns on the test controls; DEMO_DB and DEMO_SEED pick the database and seed.
import { startDemoServer } from './createDemoServer.ts';

const args = process.argv.slice(2);
const controls = args.includes('--controls') || process.env.DEMO_CONTROLS === '1';
const server = await startDemoServer({ api: { controls } });
console.log(`Demo venue site:  ${server.url}/`);
console.log(`Full-page widget: ${server.url}/se_demo/1`);
console.log(`Booking API:      ${server.url}/api/v1`);
if (controls) console.log(`Test controls:    ${server.url}/demo/control (enabled)`);

const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
