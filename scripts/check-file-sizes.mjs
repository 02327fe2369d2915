// A source file over 400 lines says why at its top: a line starting `// Over 400 lines:` among its first three.
// Run by `npm test`; the list of files is git's (tracked and new), so generated and ignored files are left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const LIMIT = 400;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server', 'core', 'web', 'e2e', 'scripts', 'bench'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.includes('/migrations/') && existsSync(f));
const unexplained = [];
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines.length > LIMIT && !lines.slice(0, 3).some((line) => line.startsWith('// Over 400 lines:'))) unexplained.push(`${file} (${lines.length} lines)`);
}
if (unexplained.length > 0) {
  console.error(`Over ${LIMIT} lines without a reason at the top ('// Over 400 lines: why'):\n  ${unexplained.join('\n  ')}`);
  process.exit(1);
}
console.log(`${files.length} files, none over ${LIMIT} lines without its reason.`);
