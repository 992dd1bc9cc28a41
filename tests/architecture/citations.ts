/**
 * Citations of product documents: code, schema descriptions, tests and docs cite `docs/product.md`
 * by section (the section may live in any of its per-domain files, `docs/product/<d>.md`), never the product definition the repository does not ship (the spec, by its file
 * name or by section). Plain text rules, so comments, strings and prose count alike.
 */

export type CitationKind = 'unshipped-spec' | 'unknown-section';

export interface CitationViolation {
  kind: CitationKind;
  file: string;
  line: number;
  message: string;
}

/**
 * The product definition's sections: `docs/product.md` (the index) and one file per domain under
 * `docs/product/`, keyed by their path from `docs/` (`product.md`, `product/finance.md`).
 */
export type ProductFiles = Readonly<Record<string, string>>;

/** The section numbers of the product files' `## N.` and `### N.M` headings, and their anchors. */
export interface ProductSections {
  numbers: ReadonlySet<string>;
  /** `product/finance.md#51-dashboards-and-balances`: an anchor is looked up in its own file. */
  anchors: ReadonlySet<string>;
  /** Numbers headed in more than one file: a `§N.M` citation names no file, so it must be unique. */
  duplicates: readonly string[];
}

const HEADING = /^(#{2,3}) (\d+(?:\.\d+)?)\.? /;

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
export const anchorOf = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

export function productSections(files: ProductFiles): ProductSections {
  const numbers = new Set<string>();
  const anchors = new Set<string>();
  const duplicates: string[] = [];
  for (const [file, markdown] of Object.entries(files)) {
    for (const line of markdown.split('\n')) {
      const heading = HEADING.exec(line);
      if (!heading) continue;
      const [, hashes = '', number = ''] = heading;
      // `## 5.` is a domain, `### 5.1` one of its sections; `## 5.1` would be a typo.
      if ((hashes === '##') === number.includes('.')) continue;
      if (numbers.has(number)) duplicates.push(number);
      numbers.add(number);
      anchors.add(`${file}#${anchorOf(line.slice(hashes.length + 1))}`);
    }
  }
  return { numbers, anchors, duplicates };
}

/** The spec's name followed by a section sign or by `.md`. */
const UNSHIPPED = /\bSPEC(?:\s*§|\.md\b)/;
/** "docs/product.md §5.1, §5.5 and §6": the section list after one mention of the file. */
const CITATION = /docs\/product\.md[^§\n]{0,3}(§\d+(?:\.\d+)*(?:(?:, |\/| and )§\d+(?:\.\d+)*)*)/g;
/** A markdown link into a product file with an anchor: `(product/finance.md#51-dashboards-and-balances)`. */
const LINK = /\((?:\.\.\/)*(?:docs\/)?(product(?:\/[a-z-]+)?\.md)#([^)\s]+)\)/g;

/** Every violation in one text file; `path` is from the repository root. */
export function checkCitations(path: string, text: string, sections: ProductSections): CitationViolation[] {
  const violations: CitationViolation[] = [];
  text.split('\n').forEach((content, index) => {
    const report = (kind: CitationKind, message: string) =>
      violations.push({ kind, file: path, line: index + 1, message });
    if (UNSHIPPED.test(content))
      report('unshipped-spec', 'cites SPEC, which is not shipped: cite docs/product.md');
    for (const [, list = ''] of content.matchAll(CITATION)) {
      for (const [, number = ''] of list.matchAll(/§([\d.]+)/g)) {
        if (!sections.numbers.has(number))
          report('unknown-section', `no docs/product file has a section ${number}`);
      }
    }
    for (const [, file = '', anchor = ''] of content.matchAll(LINK)) {
      if (!sections.anchors.has(`${file}#${anchor}`))
        report('unknown-section', `docs/${file} has no section heading #${anchor}`);
    }
  });
  return violations;
}
