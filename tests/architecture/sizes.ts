/**
 * Size rules (issue 27, "Rules a machine checks"): no product file over 400 lines, no function over
 * 150, both measured on the text a reader opens; functions are found in the TypeScript syntax tree,
 * so a comment or a string that looks like a function is not one.
 */
import ts from 'typescript';
import { SOURCE_ROOTS } from './tree.ts';

export const MAX_FILE_LINES = 400;
export const MAX_FUNCTION_LINES = 150;

/**
 * Files under a source root that are not product code: tests and their support (suites, the test
 * folders, the render harnesses, a `testing.ts` helper) and generated code, which codegen rewrites.
 */
const NOT_PRODUCT = [
  /\.test\.tsx?$/,
  /\/(test|testing)\//,
  /\/testing\.ts$/,
  /TestUtils\.tsx?$/,
  /\/__generated__\//,
];

/**
 * Contract documents under the source roots that the size rules do not read: they are not code.
 * The OpenAPI parts (`upstream/src/domains/<d>/openapi.yaml`, up to about 800 lines) and the
 * GraphQL SDL (`schema/src/<d>.graphql`, up to about 550) are each already one domain's part of
 * the contract integrators read; their length is that domain's API surface, and cutting one by a
 * line count would scatter an endpoint's or a type's description over files without making any
 * code shorter.
 */
export const CONTRACT_EXTENSIONS = ['.yaml', '.graphql'];

/** Whether the size rules read `path` (from the repository root). */
export function isProductCode(path: string): boolean {
  if (!SOURCE_ROOTS.some((root) => path.startsWith(`${root}/`))) return false;
  if (CONTRACT_EXTENSIONS.some((extension) => path.endsWith(extension))) return false;
  return /\.tsx?$/.test(path) && !NOT_PRODUCT.some((pattern) => pattern.test(path));
}

/**
 * Functions allowed over the limit, as `file: name` with the reason; by name, since a pattern
 * (every migration) would let the next long one in unread.
 */
export const LONG_FUNCTIONS: Record<string, string> = {
  // 170 lines: one table after another, in the order their foreign keys need. A migration that has
  // run is never edited (databases already hold it), so splitting it buys nothing.
  'upstream/src/db/migrations/0002_finance.ts: up': 'an applied migration, never edited',
};

export interface SizeViolation {
  kind: 'long-file' | 'long-function';
  file: string;
  line: number;
  message: string;
}

/** Lines as an editor numbers them: a final newline does not open another. */
export const lineCount = (text: string): number =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration;

const isFunction = (node: ts.Node): node is FunctionNode =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function nameText(name: ts.PropertyName | ts.BindingName | undefined, source: ts.SourceFile): string | null {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteralLike(name)) return name.text;
  return name.getText(source);
}

/** Wrappers that do not name the function they take: `memo(() => ...)`, `(f as T)`, `f!`. */
const WRAPPERS = ['memo', 'forwardRef', 'useCallback', 'useMemo'];
const isWrapper = (node: ts.Node): boolean =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node) ||
  (ts.isCallExpression(node) && WRAPPERS.includes(calleeName(node)));

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '<call>';
}

/**
 * The name a reader finds a function by: its own, else the variable, property or class member it
 * is assigned to (`const Page = memo(() => ...)`, `{ up: async () => ... }`), else the call it is
 * given to (`router.get('/x', async () => ...)` → `get(...) callback`).
 */
export function functionName(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const own = nameText(node.name, source);
  if (own) return own;
  if (ts.isFunctionDeclaration(node)) return 'default';
  let holder = node.parent;
  while (isWrapper(holder)) holder = holder.parent;
  if (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder))
    return nameText(holder.name, source) ?? '<anonymous>';
  if (ts.isCallExpression(holder)) return `${calleeName(holder)}(...) callback`;
  if (ts.isExportAssignment(holder)) return 'default';
  return '<anonymous>';
}

const lineOf = (source: ts.SourceFile, position: number) =>
  source.getLineAndCharacterOfPosition(position).line + 1;

export interface FunctionSize {
  name: string;
  /** The line it starts on, and how many lines it spans, its signature and braces included. */
  line: number;
  lines: number;
}

/** Every function with a body in a TypeScript source, nested ones included (each on its own). */
export function functionsOf(path: string, text: string): FunctionSize[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const line = lineOf(source, node.getStart(source));
      found.push({ name: functionName(node, source), line, lines: lineOf(source, node.getEnd()) - line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every size violation in one file; `path` is from the repository root. */
export function checkSizes(path: string, text: string): SizeViolation[] {
  if (!isProductCode(path)) return [];
  const violations: SizeViolation[] = [];
  const lines = lineCount(text);
  if (lines > MAX_FILE_LINES) {
    violations.push({
      kind: 'long-file',
      file: path,
      line: 1,
      message: `${lines} lines (at most ${MAX_FILE_LINES}); split it along what it does`,
    });
  }
  for (const { name, line, lines: length } of functionsOf(path, text)) {
    if (length > MAX_FUNCTION_LINES && !(`${path}: ${name}` in LONG_FUNCTIONS)) {
      violations.push({
        kind: 'long-function',
        file: path,
        line,
        message: `${name} has ${length} lines (at most ${MAX_FUNCTION_LINES})`,
      });
    }
  }
  return violations;
}

/** A dependency-cruiser rule, as much of it as the meta-check reads. */
interface CruiserRule {
  name?: string;
  severity?: string;
  to?: { circular?: boolean };
}

/** Whether a dependency-cruiser configuration forbids import circles (an error, not a warning). */
export const forbidsCircles = (config: { forbidden?: CruiserRule[] }): boolean =>
  (config.forbidden ?? []).some(({ severity, to }) => to?.circular === true && severity === 'error');
