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

// SIGTERM/SIGINT: finish what is in flight (1 s at most), close the database and exit 0. A
// second signal, or a close that takes over 5 s, exits at once.
const stop = () => {
  process.once('SIGINT', () => process.exit(1));
  process.once('SIGTERM', () => process.exit(1));
  setTimeout(() => process.exit(1), 5_000).unref();
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
