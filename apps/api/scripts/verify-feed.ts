// `npm run verify:feed -- <source> <dir> [options]`: a real season replayed through the data-feed API over
// HTTP by that source's adapter, then scored as the matching verify script scores it (issue 21's proof).
// Sources: fpl (verify-feed-fpl.ts).
import { argv } from 'node:process';

const [source, dir, ...rest] = argv.slice(2);
if (source !== 'fpl' || !dir) {
  console.error(
    'usage: npm run verify:feed -- fpl <season-dir> [--window 4] [--seed 21] [--rounds N]',
  );
  process.exit(2);
}
const { verifyFeedFpl } = await import('./verify-feed-fpl.ts');
process.exit(await verifyFeedFpl(dir, rest));
