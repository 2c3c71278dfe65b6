// `node scripts/code-figures.mjs`, the last step of `npm run lint`: prints how long the longest
// function and the longest file are, and how much code is copied, for the product code and for
// the tests apart. Figures, not checks: a figure over its goal is printed, never fails the lint.
//
//   code largest_function_lines=N (file:line name)   goal <= 80
//   code largest_file_lines=N (file)                 goal <= 250
//   duplicates real=N                                goal <= 3
//   model_request_modules=N message_writer_modules=N  goal 1 each (src/features/conversation/)
//   call state_stores=N mutable_bags=N              goal 1 and 0 (src/features/voice/)
//   product_lines=N comment_share=P%                  src, server, supabase/functions; comments in src/
//
// Functions are measured with the TypeScript compiler's parser, from the first line of a function
// to its last, nested functions included in their parent (as ESLint's max-lines-per-function
// counts them). A describe() block's callback is not counted: it only groups tests. Duplicates are
// jscpd's exact clones of at least 6 lines, configured in .jscpd.json.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const GOALS = { functionLines: 80, fileLines: 250, clones: 3 };

const product = ['src', 'sw', 'server', 'supabase/functions', 'scripts'];
const testDirs = ['tests', 'e2e'];
/** Typed data, not code to read as code: the catalogue. */
const notMeasured = ['src/content/'];
/** The speech function's Deno tests live beside it. */
const isTestFile = (file) => /(_test|\.deno-test|\.test|\.spec)\.[cm]?[jt]sx?$/.test(file);

function listFiles(dirs) {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file).split(path.sep).join('/'))
      .filter((file) => /\.([cm]?[jt]s|tsx|jsx)$/.test(file) && !/\.d\.[cm]?ts$/.test(file))
      .filter((file) => !file.includes('node_modules/')),
  );
}

const productFiles = listFiles(product).filter(
  (file) => !isTestFile(file) && !notMeasured.some((dir) => file.startsWith(dir)),
);
const testFiles = [...listFiles(testDirs), ...listFiles(product).filter(isTestFile)];

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

/** `it('does X')` for a callback, `describe` for its callee alone. */
function callName(call, source) {
  const callee = call.expression.getText(source);
  const [first] = call.arguments;
  return first && ts.isStringLiteralLike(first) ? `${callee}('${first.text}')` : callee;
}

/** The name a reader would look for: the function's own, its variable's or property's, or its call's. */
function functionName(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  let parent = node.parent;
  // `const save = useCallback(() => …)`: named after the variable, through the call.
  while (parent && (ts.isCallExpression(parent) || ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent))) {
    if (ts.isCallExpression(parent) && !ts.isVariableDeclaration(parent.parent)) return callName(parent, source);
    parent = parent.parent;
  }
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText(source);
  if (parent && ts.isExportAssignment(parent)) return 'default export';
  return '(anonymous)';
}

const isDescribeBlock = (node) =>
  ts.isCallExpression(node.parent) && /^(test\.)?describe(\.\w+)?$/.test(node.parent.expression.getText());

function measure(files) {
  const functions = [];
  const fileLines = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    fileLines.push({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) });
    const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
    const visit = (node) => {
      if (isFunction(node) && node.body && !isDescribeBlock(node)) {
        const start = lineOf(node.getStart(source));
        functions.push({ file, line: start, name: functionName(node, source), lines: lineOf(node.end) - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const longest = (items) => items.reduce((best, item) => (item.lines > best.lines ? item : best));
  return { functions, longestFunction: longest(functions), longestFile: longest(fileLines) };
}

function duplicates() {
  const out = mkdtempSync(path.join(tmpdir(), 'code-figures-'));
  try {
    const jscpd = createRequire(import.meta.url).resolve('jscpd/run-jscpd.js');
    execFileSync(
      process.execPath,
      [jscpd, '--config', '.jscpd.json', '--reporters', 'json', '--output', out, '--silent', '--absolute'],
      // It names its configuration file on stderr: an error's text is in the exception.
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, JSCPD_NO_TIPS: '1' } },
    );
    const report = JSON.parse(readFileSync(path.join(out, 'jscpd-report.json'), 'utf8'));
    return report.duplicates.map(({ firstFile: a, secondFile: b }) => {
      const where = (side) => `${path.relative(root, side.name)}:${side.start}-${side.end}`;
      return `${where(a)} = ${where(b)}`;
    });
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The calls that ask the model for a reply, and the database functions that write messages or the outbox. */
const MODEL_CALL = /\.chat\(/;
const WRITERS = [
  'addMessage',
  'addMessages',
  'setMessageStatus',
  'updateMessage',
  'interruptLeftoverReply',
  'createConversation',
  'queueMessage',
  'removeFromOutbox',
  'completeOutboxEntry',
  'markOutboxSending',
  'markOutboxWaiting',
];
const IMPORTS_WRITER = new RegExp(
  `(?:import|export)\\s*\\{[^}]*\\b(${WRITERS.join('|')})\\b[^}]*\\}\\s*from\\s*'@/lib/db'`,
);

/**
 * Where the app asks the model and writes messages, grep-level: modules that call `.chat(` (the
 * speech client itself and its wiring aside), and modules outside the database layer that import
 * a write function from it. Lint keeps both in the conversation core; these say how many there are.
 */
function conversationFigures() {
  const appFiles = productFiles.filter((file) => file.startsWith('src/'));
  const read = (file) => readFileSync(path.join(root, file), 'utf8');
  const asking = appFiles.filter(
    (file) =>
      !file.startsWith('src/lib/speech/') && file !== 'src/assistant/speech-services.ts' && MODEL_CALL.test(read(file)),
  );
  const writing = appFiles.filter((file) => !file.startsWith('src/lib/db/') && IMPORTS_WRITER.test(read(file)));
  return { asking, writing };
}

/** Five or more writable fields in one exported shape: handles that modules change under each other. */
const MUTABLE_BAG_FIELDS = 5;

/**
 * How a call's state is held: modules of the call that keep a store others subscribe to (a
 * `subscribe` of their own, or React's reducer), and exported shapes with five or more fields
 * anyone holding them may change (the kind of shared bag a call once passed round its modules).
 */
function callFigures() {
  // Voice search is a tool of its own, not a call.
  const callFiles = productFiles.filter(
    (file) => file.startsWith('src/features/voice/') && !file.includes('voice-search'),
  );
  const stores = [];
  const bags = [];
  for (const file of callFiles) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (/^\s*(?:readonly\s+|public\s+)*subscribe\s*[=(]|\buseReducer\(/m.test(text)) stores.push(file);
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const node of sourceFile.statements) {
      if (!ts.isInterfaceDeclaration(node) && !ts.isClassDeclaration(node)) continue;
      if (!node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      const writable = node.members.filter(
        (member) =>
          (ts.isPropertySignature(member) || ts.isPropertyDeclaration(member)) &&
          !ts
            .getModifiers(member)
            ?.some(
              (modifier) =>
                modifier.kind === ts.SyntaxKind.ReadonlyKeyword ||
                modifier.kind === ts.SyntaxKind.PrivateKeyword ||
                modifier.kind === ts.SyntaxKind.ProtectedKeyword,
            ) &&
          !(member.name && ts.isPrivateIdentifier(member.name)),
      );
      if (writable.length >= MUTABLE_BAG_FIELDS) bags.push(`${file} ${node.name?.text ?? '(anonymous)'}`);
    }
  }
  return { stores, bags };
}

/** Lines of product code, and comment lines as a share of the other non-blank lines of src/. */
function sizeFigures() {
  const counted = productFiles.filter((file) => /^(src|server|supabase\/functions)\//.test(file));
  let productLines = 0;
  let comments = 0;
  let codeLines = 0;
  for (const file of counted) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    productLines += lines.filter((line) => line.trim() !== '').length;
    if (!file.startsWith('src/')) continue;
    for (const line of lines) {
      const trimmed = line.trim();
      if (trimmed === '') continue;
      if (/^(\/\/|\/\*|\*)/.test(trimmed)) comments += 1;
      else codeLines += 1;
    }
  }
  return { productLines, commentShare: (100 * comments) / codeLines };
}

const code = measure(productFiles);
const tests = measure(testFiles);
const clones = duplicates();

const fn = ({ longestFunction: f }) => `largest_function_lines=${f.lines} (${f.file}:${f.line} ${f.name})`;
const file = ({ longestFile: f }) => `largest_file_lines=${f.lines} (${f.file})`;
const over = code.functions.filter((f) => f.lines > GOALS.functionLines).sort((a, b) => b.lines - a.lines);

console.info('\ncode figures:');
console.info(`code ${fn(code)} goal <= ${GOALS.functionLines}`);
for (const f of over) console.info(`  ${f.lines} lines: ${f.file}:${f.line} ${f.name}`);
console.info(`tests ${fn(tests)}`);
console.info(`code ${file(code)} goal <= ${GOALS.fileLines}`);
console.info(`tests ${file(tests)}`);
console.info(`duplicates real=${clones.length} goal <= ${GOALS.clones}`);
for (const clone of clones) console.info(`  ${clone}`);
const { asking, writing } = conversationFigures();
console.info(
  `conversation model_request_modules=${asking.length} message_writer_modules=${writing.length} goal 1 each`,
);
for (const file of [...new Set([...asking, ...writing])]) console.info(`  ${file}`);
const call = callFigures();
console.info(`call state_stores=${call.stores.length} mutable_bags=${call.bags.length} goal 1 and 0`);
for (const where of [...call.stores, ...call.bags]) console.info(`  ${where}`);
const size = sizeFigures();
console.info(`size product_lines=${size.productLines} comment_share=${size.commentShare.toFixed(1)}%`);
