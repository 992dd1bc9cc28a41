/**
 * A minimal one-page PDF writer (Helvetica, WinAnsi text): enough for the static documents under
 * /docs and the invoices integrated accounts "generate", without a PDF library.
 */

/** PDF string literal: WinAnsi (latin1) covers every pt-BR letter; `\`, `(` and `)` are escaped. */
const literal = (text: string): string => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

export interface PdfLine {
  text: string;
  /** Font size in points; 11 by default. */
  size?: number;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

/** Splits a paragraph into lines that fit the page at `size` (Helvetica averages ~0.5 em per char). */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? 11;
  const maxChars = Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * 0.5));
  const lines: PdfLine[] = [];
  let current = '';
  for (const word of line.text.split(' ')) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push({ text: current, size });
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  lines.push({ text: current, size });
  return lines;
}

export function buildPdf(title: string, paragraphs: readonly PdfLine[]): Buffer {
  let y = PAGE_HEIGHT - MARGIN;
  const commands: string[] = ['BT'];
  for (const line of paragraphs.flatMap(wrap)) {
    const size = line.size ?? 11;
    y -= size * 1.5;
    if (y < MARGIN) break;
    commands.push(`/F1 ${size} Tf 1 0 0 1 ${MARGIN} ${y.toFixed(1)} Tm ${literal(line.text)} Tj`);
  }
  commands.push('ET');
  const stream = Buffer.from(commands.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream.toString('latin1')}\nendstream`,
    `<< /Title ${literal(title)} /Producer (Portal upstream) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
