// npx tsx scripts/rules-cited.ts [--all]: the LRR rule numbers (N.M) of the topics issue #17 audits that no test title
// cites. A title cites a rule when it names its number, alone or with a letter (78.7c cites 78.7), or inside a range
// (33.5–33.10 cites 33.5 to 33.10). Topics owned by other issues (action cards, exploration, leaders...) are left out
// unless --all is given. A rule no title cites but a test file's comment names is listed apart: the issue allows a
// definition that no behaviour can show to be explained in a comment next to the test of the rule that uses it.
// Exit status 1 when a rule is neither cited nor explained, so the audit can be re-run by hand after a change.
// The LRR lives beside the checkout (../shared/rules/, like the own-words checker); LRR_PATH overrides its path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const LRR_FILE = path.join('shared', 'rules', '001_560547188fb0b061.txt');
/** Beside the main checkout, or two levels up from a worktree (wt/<name>). */
const LRR =
  process.env.LRR_PATH ??
  [path.join(ROOT, '..', LRR_FILE), path.join(ROOT, '..', '..', LRR_FILE)].find((p) => existsSync(p)) ??
  path.join(ROOT, '..', LRR_FILE);
/** Topics issue #17 leaves to the action-card, exploration and leader issues. */
const OTHER_ISSUES = new Set([1, 2, 12, 35, 38, 50, 51, 53, 64, 70, 73]);
const TEST_ROOTS = ['engine', 'server', 'app', 'scripts'];

/** Every numbered rule N.M of the LRR's numbered topics, in the order of the document. */
function lrrRules(text: string): string[] {
  const rules: string[] = [];
  let topic: number | null = null;
  for (const line of text.split('\n')) {
    const heading = /^## (\d{1,3}) /.exec(line);
    // A rule can be a heading of its own ("### 8.5 VOTING", "## 77.6 SPACE CANNON DEFENSE").
    const ruleHeading = /^#{2,3} (\d{1,3})\.(\d{1,2}) /.exec(line);
    if (heading) topic = Number(heading[1]);
    else if (line.startsWith('## ') && !ruleHeading) topic = null; // the FAQ, faction notes, other unnumbered parts
    if (topic === null) continue;
    const rule = ruleHeading ?? /^\s*(?:-\s*)?(?:\*\*)?(\d{1,3})\.(\d{1,2})\b/.exec(line);
    if (rule && Number(rule[1]) === topic) rules.push(`${rule[1]}.${rule[2]}`);
  }
  return [...new Set(rules)];
}

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) testFiles(full, out);
    else if (name.endsWith('.test.ts')) out.push(full);
  }
  return out;
}

/** The titles of test(...) and it(...) calls: the first string literal after the call's parenthesis. */
function titles(source: string): string[] {
  const found: string[] = [];
  const call = /\b(?:test|it)(?:\.(?:each\([^)]*\)|skip|only|todo))?\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (let m = call.exec(source); m; m = call.exec(source)) found.push(m[2]!);
  return found;
}

/** The rule numbers a title cites, ranges expanded. */
function cited(title: string): string[] {
  const out: string[] = [];
  const range = /\b(\d{1,3})\.(\d{1,2})[a-z]?\s*[–-]\s*(?:\1\.)?(\d{1,2})\b/g;
  for (let m = range.exec(title); m; m = range.exec(title))
    for (let n = Number(m[2]); n <= Number(m[3]); n++) out.push(`${m[1]}.${n}`);
  for (const m of title.matchAll(/\b(\d{1,3})\.(\d{1,2})(?![\d.])/g)) out.push(`${m[1]}.${m[2]}`);
  for (const m of title.matchAll(/\b(\d{1,3})\.(\d{1,2})[a-z]\b/g)) out.push(`${m[1]}.${m[2]}`);
  return out;
}

const all = process.argv.includes('--all');
const rules = lrrRules(readFileSync(LRR, 'utf8')).filter((r) => all || !OTHER_ISSUES.has(Number(r.split('.')[0])));
const citedBy = new Map<string, number>();
const explained = new Set<string>();
for (const root of TEST_ROOTS) {
  const dir = path.join(ROOT, root);
  if (!existsSync(dir)) continue;
  for (const file of testFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    for (const title of titles(source))
      for (const rule of cited(title)) citedBy.set(rule, (citedBy.get(rule) ?? 0) + 1);
    for (const comment of source.matchAll(/^\s*(?:\/\/|\/?\*)(.*)$/gm))
      for (const rule of cited(comment[1]!)) explained.add(rule);
  }
}
const uncited = rules.filter((r) => !citedBy.has(r));
const definitions = uncited.filter((r) => explained.has(r));
const missing = uncited.filter((r) => !explained.has(r));
console.log(`${rules.length} rules in the audited topics; ${rules.length - uncited.length} cited by a test title.`);
if (definitions.length > 0)
  console.log(
    `Cited by no title, explained in a test file's comment (${definitions.length}):\n${definitions.join(' ')}`,
  );
if (missing.length > 0) {
  console.log(`Cited by no test title nor comment (${missing.length}):\n${missing.join(' ')}`);
  process.exitCode = 1;
}
