// `npm run verify:feed -- <source> <dir> [options]`: a real season replayed through the data-feed API over
// HTTP by that source's adapter, then scored as the matching verify script scores it (issue 21's proof).
// Sources: fpl (verify-feed-fpl.ts), cricket (verify-feed-cricket.ts). Both on the database verify-feed-db.ts
// opens: --db pglite|postgres, postgres on DATABASE_URL's server when it is set (and then the default).
import { argv } from 'node:process';

const [source, dir, ...rest] = argv.slice(2);
if ((source !== 'fpl' && source !== 'cricket') || !dir) {
  console.error(
    'usage: npm run verify:feed -- fpl <season-dir> [--db pglite|postgres] [--window 4] [--seed 21] [--rounds N]\n' +
      '       npm run verify:feed -- cricket <cricsheet-dir> [--db pglite|postgres] [--port 4435] ' +
      '[--window 8] [--duplicates 0.3] [--seed 1] [--csv fed.csv]',
  );
  process.exit(2);
}
if (source === 'fpl') {
  const { verifyFeedFpl } = await import('./verify-feed-fpl.ts');
  process.exit(await verifyFeedFpl(dir, rest));
} else {
  const { verifyFeed } = await import('./verify-feed-cricket.ts');
  process.exit(await verifyFeed([dir, ...rest]));
}
