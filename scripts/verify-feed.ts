// `npm run verify:feed -- <sport> <data-dir> [options]`: replays a real season through the data-feed API
// over HTTP (messages duplicated and shuffled within a window) on a fresh database, then prints lines
// computed from what was ingested that compare with the sport's own verify script (issue 21's proof).
//
//   npm run verify:feed -- cricket ../shared/data/cricket/cricsheet_ipl_2024   (scripts/verify-feed-cricket.ts)
//
// Each sport's proof lives in its own file; this entry only picks it.
const [sport, ...rest] = process.argv.slice(2);

const proofs: Record<string, () => Promise<{ verifyFeed(argv: string[]): Promise<number> }>> = {
  cricket: () => import('./verify-feed-cricket.ts'),
};

const load = sport ? proofs[sport] : undefined;
if (!load) {
  process.stderr.write(
    `usage: npm run verify:feed -- <${Object.keys(proofs).join('|')}> <data-dir> [options]\n`,
  );
  process.exitCode = 2;
} else {
  try {
    process.exitCode = await (await load()).verifyFeed(rest);
  } catch (error) {
    process.stderr.write(
      `verify:feed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}

export {};
