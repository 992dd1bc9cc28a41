/**
 * The architecture rules (docs/architecture.md, "Domain map") that are not about imports, over the
 * real tree, and, for each kind of rule, a planted violation that must be caught (so a rule that
 * silently stopped matching fails here rather than letting the tree drift). The import rules are
 * dependency-cruiser's (tests/architecture/*-imports.test.ts), the size rules sizes.test.ts's.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkCitations, productSections } from './architecture/citations.ts';
import { COMPOSITION_ROOTS, DOMAINS, KERNELS, PLATFORM_FILES } from './architecture/domains.ts';
import { checkSource, isTestFile, isUnclassified, type RuleKind } from './architecture/rules.ts';
import { ROOT, SOURCE_ROOTS, walk } from './architecture/tree.ts';

const files = SOURCE_ROOTS.flatMap((dir) => walk(dir));
const codeFiles = files.filter((path) => /\.(ts|tsx)$/.test(path));
const kindsIn = (path: string, text: string): RuleKind[] => checkSource(path, text).map(({ kind }) => kind);
/** Every text file of the repository, for the citation rules (images and PDFs have none). */
const textFiles = walk('.').filter((path) => !/\.(png|jpe?g|gif|ico|pdf|woff2?|log|tsbuildinfo)$/.test(path));
/** The product index and its per-domain files, keyed by their path from `docs/`. */
const productFiles = Object.fromEntries(
  ['product.md', ...readdirSync(join(ROOT, 'docs/product')).map((name) => `product/${name}`)]
    .filter((file) => file.endsWith('.md'))
    .map((file) => [file, readFileSync(join(ROOT, 'docs', file), 'utf8')]),
);
const sections = productSections(productFiles);

describe('the tree', () => {
  // Parsing every source file takes seconds on a busy machine.
  it('breaks no architecture rule', { timeout: 60_000 }, () => {
    const violations = codeFiles.flatMap((path) => checkSource(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(violations.map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([]);
  });

  it('has every file of a domain area in the map', () => {
    const unclassified = files.filter((path) => !isTestFile(path) && isUnclassified(path));
    expect(unclassified).toEqual([]);
  });

  it('has every path of the map, and the architecture doc names each one', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const entries = [
      ...Object.values(DOMAINS).flatMap((domain) => Object.values(domain).flat()),
      ...COMPOSITION_ROOTS,
      ...KERNELS,
      ...PLATFORM_FILES,
    ];
    const missing = entries.filter((entry) =>
      entry.endsWith('*')
        ? !files.some((path) => path.startsWith(entry.slice(0, -1)))
        : !existsSync(join(ROOT, entry)),
    );
    expect(missing).toEqual([]);
    expect(entries.filter((entry) => !doc.includes(`\`${entry}\``))).toEqual([]);
  });

  it('numbers each product section once across docs/product.md and docs/product/*.md', () => {
    expect(Object.keys(productFiles).length).toBeGreaterThan(10);
    expect(sections.numbers.has('5.1')).toBe(true);
    expect(sections.duplicates).toEqual([]);
  });

  it('cites docs/product.md, never the spec, and only sections the product files have', () => {
    const violations = textFiles.flatMap((path) =>
      checkCitations(path, readFileSync(join(ROOT, path), 'utf8'), sections),
    );
    expect(violations.map(({ file, line, message }) => `${file}:${line} ${message}`)).toEqual([]);
  });

  it('reads the files it checks', () => {
    // A wrong root would make "no violations" vacuous.
    expect(codeFiles.length).toBeGreaterThan(300);
    expect(textFiles).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'e2e/package.json']),
    );
    expect([...sections.numbers]).toEqual(expect.arrayContaining(['1', '1.2', '6', '14.8', '16']));
    expect(relative(ROOT, join(ROOT, 'web/src/features/points'))).toBe('web/src/features/points');
  });
});

describe('a planted violation is caught', () => {
  it('(b) Intl, toLocale* and dayjs formatting outside web/src/lib', () => {
    const path = 'web/src/features/points/X.tsx';
    expect(kindsIn(path, "const f = new Intl.NumberFormat('pt-BR');")).toEqual(['formatting']);
    expect(kindsIn(path, 'const text = value.toLocaleString();')).toEqual(['formatting']);
    expect(kindsIn(path, "const day = date.toLocaleDateString('pt-BR');")).toEqual(['formatting']);
    expect(kindsIn(path, "import dayjs from 'dayjs';")).toEqual(['formatting']);
    expect(kindsIn(path, "import utc from 'dayjs/plugin/utc';")).toEqual(['formatting']);
    expect(kindsIn(path, "const text = when.format('DD/MM');")).toEqual(['formatting']);
  });

  it('(b) but not inside web/src/lib, outside the web, or in comments and strings', () => {
    expect(
      kindsIn('web/src/lib/x.ts', "import dayjs from 'dayjs';\nconst f = new Intl.NumberFormat('pt-BR');"),
    ).toEqual([]);
    expect(kindsIn('gateway/src/x.ts', 'const text = value.toLocaleString();')).toEqual([]);
    expect(
      kindsIn('web/src/features/points/X.tsx', "// Intl.NumberFormat\nconst s = 'x.toLocaleString()';"),
    ).toEqual([]);
  });

  it('(c) raw colours in styled components', () => {
    const path = 'web/src/ui/Badge.tsx';
    expect(kindsIn(path, 'const A = styled.span`color: #fff;`;')).toEqual(['raw-colour']);
    expect(kindsIn(path, 'const B = styled(Link)`\n  border: 1px solid #a1b2c3;\n`;')).toEqual([
      'raw-colour',
    ]);
    expect(kindsIn(path, 'const C = styled.div.attrs({})`background: rgba(0, 0, 0, 0.5);`;')).toEqual([
      'raw-colour',
    ]);
    expect(kindsIn(path, 'const d = css`box-shadow: 0 0 2px hsl(0 0% 0%);`;')).toEqual(['raw-colour']);
    expect(kindsIn(path, 'const G = createGlobalStyle`body { color: rgb(1, 2, 3); }`;')).toEqual([
      'raw-colour',
    ]);
  });

  it('(c) but not colours from the theme, the theme file, ids or plain strings', () => {
    // The placeholder is the planted source's, not this file's: built so no linter mistakes it.
    const themed = `const A = styled.span\`color: $${'{'}({ theme }) => theme.colors.text};\`;`;
    expect(kindsIn('web/src/ui/Badge.tsx', themed)).toEqual([]);
    expect(
      kindsIn('web/src/ui/theme.ts', 'export const G = createGlobalStyle`body { color: #222; }`;'),
    ).toEqual([]);
    expect(kindsIn('web/src/ui/Badge.tsx', 'const G = createGlobalStyle`#root { height: 100%; }`;')).toEqual(
      [],
    );
    expect(kindsIn('web/src/ui/Badge.tsx', `const label = \`#$${'{'}id}\`; const c = '#fff';`)).toEqual([]);
  });

  it('(d) a gateway resolver calling fetch or importing undici', () => {
    const path = 'gateway/src/domains/points/resolvers.ts';
    expect(kindsIn(path, 'const answer = await fetch(url);')).toEqual(['resolver-fetch']);
    expect(kindsIn(path, 'const answer = await globalThis.fetch(url);')).toEqual(['resolver-fetch']);
    expect(kindsIn(path, "import { request } from 'undici';")).toEqual(['resolver-fetch']);
    expect(kindsIn(path, "import { request } from 'node:https';")).toEqual(['resolver-fetch']);
  });

  it('(d) but not the upstream client, a method named fetch, or the word in a comment', () => {
    expect(kindsIn('gateway/src/upstream/http.ts', "import { request } from 'undici';")).toEqual([]);
    expect(
      kindsIn(
        'gateway/src/domains/points/resolvers.ts',
        '// fetched once per request\nawait loader.fetch(id);',
      ),
    ).toEqual([]);
  });
});

describe('a planted citation violation is caught', () => {
  const planted = productSections({
    'product.md': '# Product\n\n## 6. Notas Fiscais\n',
    'product/finance.md': '# Product: Finance\n\n## 5. Finance\n\n### 5.3 Billings (payments)\n',
  });
  // Planted citations are assembled, so that the tree check does not read them in this file.
  const spec = 'SPEC';
  const cite = (sections: string) => `docs/product.md ${sections}`;
  const link = (anchor: string, file = 'product/finance.md') => `[${cite('§5.3')}](${file}#${anchor})`;
  const kinds = (path: string, text: string) => checkCitations(path, text, planted).map(({ kind }) => kind);

  it('(f) a citation of the spec, by section or by file name, in any kind of file', () => {
    expect(kinds('web/src/lib/x.ts', `/** Billing statuses of ${spec} §4. */`)).toEqual(['unshipped-spec']);
    expect(kinds('schema/src/x.graphql', `"Commission lifecycle (${spec}§4)."`)).toEqual(['unshipped-spec']);
    expect(kinds('docs/x.md', `See ${spec}.md for the rules.`)).toEqual(['unshipped-spec']);
    expect(kinds('e2e/tests/x.spec.ts', 'INTROSPECTION, the spec text, x.spec.ts')).toEqual([]);
  });

  it('(g) a product.md section or anchor that does not exist', () => {
    const found = checkCitations('gateway/src/x.ts', `// a\n// ${cite('§5.4')}`, planted);
    expect(found.map(({ line, kind }) => [line, kind])).toEqual([[2, 'unknown-section']]);
    expect(kinds('x.ts', `// ${cite('§5.3, §6 and §6.1')}`)).toEqual(['unknown-section']);
    expect(kinds('x.ts', `it('keeps the rule of ${cite('§7')}', () => {`)).toEqual(['unknown-section']);
    expect(kinds('docs/x.md', link('53-billing-payments'))).toEqual(['unknown-section']);
    // The anchor exists, but in another file than the one linked.
    expect(kinds('docs/x.md', link('53-billings-payments', 'product.md'))).toEqual(['unknown-section']);
  });

  it('(g) a section number headed in two product files', () => {
    const twice = productSections({
      'product.md': '## 5. Finance\n',
      'product/finance.md': '## 5. Finance\n',
    });
    expect(twice.duplicates).toEqual(['5']);
  });

  it('(g) but not sections and anchors product.md has, headings parsed by level', () => {
    expect([...planted.numbers].sort()).toEqual(['5', '5.3', '6']);
    expect(planted.duplicates).toEqual([]);
    expect(kinds('x.ts', `// ${cite('§5.3/§6')}, ${cite("§5's")} helper`)).toEqual([]);
    expect(kinds('docs/x.md', link('53-billings-payments'))).toEqual([]);
    expect(
      kinds('docs/upstream-contract/x.md', link('53-billings-payments', '../product/finance.md')),
    ).toEqual([]);
    expect(kinds('README.md', `[§6](docs/${'product.md#6-notas-fiscais'}), RFC 6749 §4.3`)).toEqual([]);
    expect(productSections({ 'product.md': '## 5.1 Typo\n### 7 Typo\n' }).numbers.size).toBe(0);
  });
});
