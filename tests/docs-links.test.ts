/**
 * The docs hold together: every relative markdown link resolves to a file of the repository (and
 * its `#anchor` to a heading there), and every quoted section cited after the path of a doc that
 * is cited by section (`docs/performance.md "The sellers ranking"`, `docs/upstream-contract/...`,
 * `docs/architecture.md`, `docs/decisions/...`) names a heading, a bold label or a paragraph of
 * that doc. Docs get split and rewritten; the code comments citing them are checked here so that
 * they follow.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorOf } from './architecture/citations.ts';

const ROOT = join(import.meta.dirname, '..');
/** The docs whose sections code and docs cite by name. */
const CITED_BY_SECTION =
  /docs\/(?:architecture|performance|upstream-contract(?:\/[a-z-]+)?|decisions\/[a-z-]+)\.md/;
/** A path, an optional comma, then a quoted name (which may wrap onto a comment's next line). */
const SECTION_CITATION = new RegExp(`(${CITED_BY_SECTION.source}),?\\s+(["'])((?:(?!\\2)[^\\n])+)\\2`, 'g');
/** The index of a split doc, whose table names the sections of the files it links to. */
const INDEX = 'docs/upstream-contract.md';

/** Markdown without its fenced code blocks, where `[x](y)` is code, not a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchors of a markdown file's headings (a repeated heading gets `-1`, `-2`...). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading.trim());
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The relative links of `path` (from the repository root) whose file or anchor does not exist. */
function brokenLinks(path: string, markdown: string, read: (path: string) => string | null): string[] {
  const broken: string[] = [];
  for (const [, target = ''] of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const resolved = file ? normalize(join(dirname(path), file)) : path;
    const text = read(resolved);
    if (text === null) broken.push(`${path}: ${target} (no such file)`);
    else if (anchor && resolved.endsWith('.md') && !anchorsOf(text).has(anchor))
      broken.push(`${path}: ${target} (no such heading)`);
  }
  return broken;
}

/** Comment markers and indentation where a citation wraps onto the next line of a comment. */
const unwrap = (text: string) => text.replace(/\n[ \t]*(?:\*(?!\*)|\/\/|#(?!#))?[ \t]*/g, ' ');

/**
 * Whether `doc` has `name` as a heading, a bold label or the start of a line; an index also by a
 * row of its table, which says in which file that section now is.
 */
function namesSection(doc: string, name: string, isIndex = false): boolean {
  return prose(doc)
    .split('\n')
    .some(
      (line) =>
        line.replace(/^#{1,6} /, '').startsWith(name) ||
        line.includes(`**${name}`) ||
        (isIndex && line.startsWith('|') && line.includes(name)),
    );
}

/** Every `[doc, name]` a text cites by section. */
const citedSections = (text: string): Array<[string, string]> =>
  [...unwrap(text).matchAll(SECTION_CITATION)].map(([, doc = '', , name = '']) => [doc, name]);

/** The quoted sections `text` cites that the cited doc does not have. */
function unknownSections(path: string, text: string, read: (path: string) => string | null): string[] {
  const unknown: string[] = [];
  for (const [doc, name] of citedSections(text)) {
    const target = read(doc);
    if (target === null) unknown.push(`${path}: ${doc} does not exist`);
    else if (!namesSection(target, name, doc === INDEX))
      unknown.push(`${path}: ${doc} has no section "${name}"`);
  }
  return unknown;
}

const readRepo = (path: string): string | null => {
  const full = join(ROOT, path);
  if (!existsSync(full)) return null;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
};
/** Every text file that may cite a doc; this one plants faulty citations on purpose. */
const textFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (path) =>
      /\.(md|ts|tsx|mjs|js|yaml|yml|graphql|sql)$/.test(path) &&
      path !== 'tests/docs-links.test.ts' &&
      existsSync(join(ROOT, path)),
  );

describe('the docs', () => {
  it('link only to files and headings that exist', () => {
    const markdown = textFiles.filter((path) => path.endsWith('.md'));
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    expect(
      markdown.flatMap((path) => brokenLinks(path, readFileSync(join(ROOT, path), 'utf8'), readRepo)),
    ).toEqual([]);
  });

  it('are cited by sections they have', () => {
    const texts = textFiles.map((path) => [path, readFileSync(join(ROOT, path), 'utf8')] as const);
    // No citation found would make "none unknown" vacuous.
    expect(texts.flatMap(([, text]) => citedSections(text)).length).toBeGreaterThan(50);
    expect(texts.flatMap(([path, text]) => unknownSections(path, text, readRepo))).toEqual([]);
  });
});

describe('a planted fault is caught', () => {
  const docs: Record<string, string> = {
    'docs/a.md': '# A\n\n## The sellers ranking\n\n- **Page**: a page.\n\nBanners (all of them).\n',
    'docs/performance.md': '# Performance\n\n## Salesforce errors\n',
  };
  const read = (path: string) => docs[path] ?? null;

  it('a link to a missing file or heading', () => {
    expect(
      brokenLinks('docs/b.md', 'See [a](a.md) and [its ranking](a.md#the-sellers-ranking).', read),
    ).toEqual([]);
    expect(brokenLinks('docs/b.md', 'See [gone](../shared/DESIGN.md).', read)).toEqual([
      'docs/b.md: ../shared/DESIGN.md (no such file)',
    ]);
    expect(brokenLinks('docs/b.md', 'See [a](a.md#the-sellers-page).', read)).toEqual([
      'docs/b.md: a.md#the-sellers-page (no such heading)',
    ]);
    expect(
      brokenLinks('docs/b.md', '```\n[not a link](nowhere.md)\n```\n[web](https://x.org/y)', read),
    ).toEqual([]);
  });

  it('a cited section the doc does not have, wrapped or not', () => {
    const cite = (text: string) => unknownSections('x.ts', text, read);
    expect(cite(' * (docs/performance.md, "Salesforce\n * errors")')).toEqual([]);
    expect(cite(' * (docs/performance.md "ED list")')).toEqual([
      'x.ts: docs/performance.md has no section "ED list"',
    ]);
    expect(cite('(docs/upstream-contract/x.md "Page")')).toEqual([
      'x.ts: docs/upstream-contract/x.md does not exist',
    ]);
  });

  it('but a heading, a bold label or a paragraph counts', () => {
    expect(
      ['The sellers ranking', 'Page', 'Banners'].map((name) => namesSection(docs['docs/a.md'] ?? '', name)),
    ).toEqual([true, true, true]);
  });
});
