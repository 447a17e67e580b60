// Regenerates common-passwords.txt from the ranked list the zxcvbn-ts project ships on npm:
//   npm pack @zxcvbn-ts/language-common@4.1.3 && tar xzf zxcvbn-ts-language-common-4.1.3.tgz
//   node --import tsx apps/api/src/services/passwords/generate-common-passwords.ts package/src/passwords.json
// The package is not a dependency: the list only changes when we decide to regenerate it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const COUNT = 10_000;
const source = process.argv[2];
if (!source) throw new Error('usage: generate-common-passwords.ts <path to passwords.json>');
const ranked: unknown = JSON.parse(readFileSync(source, 'utf8'));
if (!Array.isArray(ranked) || !ranked.every((p) => typeof p === 'string')) {
  throw new Error('expected a JSON array of strings, most common first');
}
const seen = new Set<string>();
for (const p of ranked as string[]) {
  const normalised = p.normalize('NFKC').toLowerCase();
  if (normalised.length > 0 && !normalised.includes('\n')) seen.add(normalised);
  if (seen.size === COUNT) break;
}
const out = fileURLToPath(new URL('./common-passwords.txt', import.meta.url));
writeFileSync(out, `${[...seen].join('\n')}\n`);
console.log(`wrote ${seen.size} passwords to ${out}`);
