/**
 * The architecture rules of docs/architecture.md ("Domain map") that are not about which module
 * imports which: formatting only in web/src/lib, colours only in the theme, no HTTP client in a
 * gateway resolver. Checked on one source file at a time with the TypeScript parser: import
 * specifiers, identifiers and template text are read from the syntax tree, so a comment or a
 * string that mentions `fetch(` or `#fff` is not a violation.
 *
 * The import rules (across domains, kernel to domain or wiring, wiring imported, circles, an
 * upstream domain module importing express or src/http/) are dependency-cruiser's: each package's
 * .dependency-cruiser.cjs, run with a planted violation of each rule by
 * tests/architecture/{gateway,upstream,web}-imports.test.ts.
 */
import ts from 'typescript';
import {
  COMPOSITION_ROOTS,
  DOMAIN_AREAS,
  DOMAINS,
  type DomainFiles,
  FORMATTING_HOME,
  PLATFORM_FILES,
  THEME_FILE,
} from './domains.ts';

export type RuleKind = 'formatting' | 'raw-colour' | 'resolver-fetch';

export interface Violation {
  kind: RuleKind;
  file: string;
  line: number;
  message: string;
}

/** Whether `path` is covered by a map entry (a folder ending in '/', a prefix ending in '*', or a file). */
export function matches(entry: string, path: string): boolean {
  if (entry.endsWith('/')) return path.startsWith(entry);
  if (entry.endsWith('*'))
    return path.startsWith(entry.slice(0, -1)) && !path.slice(entry.length - 1).includes('/');
  return path === entry;
}

const inAny = (entries: readonly string[], path: string) => entries.some((entry) => matches(entry, path));

type Layer = keyof DomainFiles;

/** The domain and layer a file belongs to, or null for kernel, platform and composition roots. */
export function domainOf(path: string): { domain: string; layer: Layer } | null {
  if (inAny(COMPOSITION_ROOTS, path) || inAny(PLATFORM_FILES, path)) return null;
  // Routes before modules: upstream/src/token/app.ts is the token service's route table.
  const layers: Layer[] = ['web', 'schema', 'gateway', 'upstreamRoutes', 'upstreamModules'];
  for (const layer of layers) {
    for (const [domain, files] of Object.entries(DOMAINS)) {
      if (inAny(files[layer], path)) return { domain, layer };
    }
  }
  return null;
}

/** A file under a domain area that no domain, root or platform entry claims: the map is stale. */
export const isUnclassified = (path: string): boolean =>
  inAny(DOMAIN_AREAS, path) &&
  domainOf(path) === null &&
  !inAny(COMPOSITION_ROOTS, path) &&
  !inAny(PLATFORM_FILES, path);

export const isTestFile = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || /\/(test|testing)\//.test(path) || path.includes('/__generated__/');

interface ImportRef {
  specifier: string;
  node: ts.Node;
}

function importsOf(source: ts.SourceFile): ImportRef[] {
  const found: ImportRef[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier))
        found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Styled-components tags whose template text is CSS: styled.x``, styled(X)``, css``, keyframes``... */
function isStyleTag(tag: ts.Expression): boolean {
  const root = (expression: ts.Expression): ts.Expression => {
    if (ts.isPropertyAccessExpression(expression)) return root(expression.expression);
    if (ts.isCallExpression(expression)) return root(expression.expression);
    return expression;
  };
  const base = root(tag);
  return ts.isIdentifier(base) && ['styled', 'css', 'keyframes', 'createGlobalStyle'].includes(base.text);
}

const RAW_COLOUR = /(?:^|[\s:(,])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])|\b(?:rgba?|hsla?)\(/i;

function templateTexts(template: ts.TemplateLiteral): string[] {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return [template.text];
  return [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
}

const isWeb = (path: string) => path.startsWith('web/src/');

/** Every violation in one file; `path` is from the repository root. */
export function checkSource(path: string, text: string): Violation[] {
  if (isTestFile(path)) return [];
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const violations: Violation[] = [];
  const report = (kind: RuleKind, node: ts.Node, message: string) =>
    violations.push({ kind, file: path, line: lineOf(source, node), message });
  const inResolvers = path.startsWith('gateway/src/domains/');
  const formats = isWeb(path) && !path.startsWith(FORMATTING_HOME);

  for (const { specifier, node } of importsOf(source)) {
    const pkg = packageOf(specifier);
    if (formats && pkg === 'dayjs')
      report('formatting', node, `imports ${specifier} outside ${FORMATTING_HOME}`);
    if (inResolvers && ['undici', 'node-fetch', 'node:http', 'node:https', 'http', 'https'].includes(pkg)) {
      report(
        'resolver-fetch',
        node,
        `a resolver imports ${specifier}; call upstream through context.upstream`,
      );
    }
  }

  const visit = (node: ts.Node) => {
    if (formats && ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      if (ts.isIdentifier(node.expression) && node.expression.text === 'Intl') {
        report('formatting', node, `Intl.${name} outside ${FORMATTING_HOME}`);
      } else if (
        name.startsWith('toLocale') &&
        ts.isCallExpression(node.parent) &&
        node.parent.expression === node
      ) {
        report('formatting', node, `.${name}() outside ${FORMATTING_HOME}`);
      } else if (name === 'format' && ts.isCallExpression(node.parent) && node.parent.expression === node) {
        report('formatting', node, `.format() outside ${FORMATTING_HOME}`);
      }
    }
    if (inResolvers && ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee) &&
            ts.isIdentifier(callee.expression) &&
            callee.expression.text === 'globalThis'
          ? callee.name.text
          : null;
      if (name === 'fetch')
        report('resolver-fetch', node, 'a resolver calls fetch; call upstream through context.upstream');
    }
    if (isWeb(path) && path !== THEME_FILE && ts.isTaggedTemplateExpression(node) && isStyleTag(node.tag)) {
      const colour = templateTexts(node.template).find((part) => RAW_COLOUR.test(part));
      if (colour !== undefined)
        report('raw-colour', node, 'a raw colour in a styled component; use the theme');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return violations;
}
