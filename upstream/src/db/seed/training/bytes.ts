/**
 * Small real files for the support-material demo, made byte for byte by code (no downloads, no
 * tools): the same bytes on every run. Each is a well-formed file of its format that a browser or
 * an office suite opens: a PNG and a JPEG gradient, a one-page PDF, Office Open XML and
 * OpenDocument packages (ZIP containers), a plain ZIP, an RTF saved as .doc (Word opens it) and
 * an MP4 container (ftyp and moov boxes; without an encoder at hand it carries no frames).
 */
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
};

/** A width×height RGB PNG with a diagonal gradient between two colours. */
export function pngGradient(width: number, height: number, from: number[], to: number[]): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const t = (x + y) / (width + height - 2);
      for (let c = 0; c < 3; c++) rows.push(Math.round((from[c] ?? 0) + ((to[c] ?? 0) - (from[c] ?? 0)) * t));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
  };
  const header = Buffer.concat([u32(width), u32(height), Buffer.from([8, 2, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Bits, most significant first, into bytes with JPEG's 0xFF stuffing; padded with ones. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;
  write(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.current = (this.current << 1) | ((value >> i) & 1);
      if (++this.count === 8) this.flushByte();
    }
  }
  private flushByte() {
    this.bytes.push(this.current);
    if (this.current === 0xff) this.bytes.push(0);
    this.current = 0;
    this.count = 0;
  }
  finish(): Buffer {
    while (this.count !== 0) this.write(1, 1);
    return Buffer.from(this.bytes);
  }
}

const segment = (marker: number, data: number[]) =>
  Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);

/**
 * A baseline greyscale JPEG whose 8×8 blocks are flat shades (a gradient in blocks): only DC
 * coefficients, with a quantisation table of ones and two tiny Huffman tables of its own (DC:
 * the twelve size categories, four bits each; AC: end-of-block only).
 */
export function jpegBlocks(blocksWide: number, blocksHigh: number): Buffer {
  const width = blocksWide * 8;
  const height = blocksHigh * 8;
  const sof = [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  const dcCounts = [0, 0, 0, 12, ...Array<number>(12).fill(0)];
  const dht = [0x00, ...dcCounts, ...Array.from({ length: 12 }, (_, i) => i)];
  const acCounts = [1, ...Array<number>(15).fill(0)];
  const dhtAc = [0x10, ...acCounts, 0x00];
  const bits = new BitWriter();
  let previous = 0;
  for (let by = 0; by < blocksHigh; by++) {
    for (let bx = 0; bx < blocksWide; bx++) {
      const shade = Math.round(40 + (180 * (bx + by)) / Math.max(1, blocksWide + blocksHigh - 2));
      const dc = 8 * (shade - 128);
      const diff = dc - previous;
      previous = dc;
      const size = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      bits.write(size, 4);
      if (size > 0) bits.write(diff > 0 ? diff : diff + (1 << size) - 1, size);
      bits.write(0, 1); // end of block: every AC coefficient is zero
    }
  }
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    segment(0xdb, [0, ...Array<number>(64).fill(1)]),
    segment(0xc0, sof),
    segment(0xc4, [...dht, ...dhtAc]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    bits.finish(),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A one-page PDF with a title and lines of text (Helvetica), with a correct cross-reference table. */
export function pdfDocument(title: string, lines: readonly string[]): Buffer {
  const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [`BT /F1 20 Tf 56 760 Td (${pdfText(title)}) Tj ET`]
    .concat(lines.map((line, i) => `BT /F1 12 Tf 56 ${720 - i * 18} Td (${pdfText(line)}) Tj ET`))
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A ZIP archive of `entries` (stored, not compressed), with a fixed date so its bytes never change. */
export function zipArchive(entries: readonly { name: string; content: string | Buffer }[]): Buffer {
  const DOS_TIME = 0x6000; // 12:00:00
  const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 15; // 2026-01-15
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(DOS_TIME, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(DOS_TIME, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** A Word document (Office Open XML) with one paragraph per line. */
export function docxDocument(lines: readonly string[]): Buffer {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t>${line}</w:t></w:r></w:p>`).join('');
  return zipArchive([
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    },
    {
      name: 'word/document.xml',
      content: `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    },
  ]);
}

/** A one-slide presentation (Office Open XML) with a title. */
export function pptxDocument(title: string): Buffer {
  const p = 'http://schemas.openxmlformats.org/presentationml/2006/main';
  const a = 'http://schemas.openxmlformats.org/drawingml/2006/main';
  const r = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipArchive([
    {
      name: '[Content_Types].xml',
      content: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/ppt/slides/slide1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="ppt/presentation.xml"/></Relationships>`,
    },
    {
      name: 'ppt/presentation.xml',
      content: `${XML}<p:presentation xmlns:p="${p}" xmlns:r="${r}"><p:sldIdLst><p:sldId id="256" r:id="rId1"/></p:sldIdLst><p:sldSz cx="9144000" cy="6858000"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
    },
    {
      name: 'ppt/_rels/presentation.xml.rels',
      content: `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/slide" Target="slides/slide1.xml"/></Relationships>`,
    },
    {
      name: 'ppt/slides/slide1.xml',
      content: `${XML}<p:sld xmlns:p="${p}" xmlns:a="${a}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/><p:sp><p:nvSpPr><p:cNvPr id="2" name="Título"/><p:cNvSpPr/><p:nvPr/></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:t>${title}</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    },
  ]);
}

/** An OpenDocument text (.odt): the stored `mimetype` entry first, as the format requires. */
export function odtDocument(lines: readonly string[]): Buffer {
  const paragraphs = lines.map((line) => `<text:p>${line}</text:p>`).join('');
  return zipArchive([
    { name: 'mimetype', content: 'application/vnd.oasis.opendocument.text' },
    {
      name: 'META-INF/manifest.xml',
      content: `${XML}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`,
    },
    {
      name: 'content.xml',
      content: `${XML}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text>${paragraphs}</office:text></office:body></office:document-content>`,
    },
  ]);
}

/** An RTF document: Word opens it under a .doc name (the legacy binary format needs a real encoder). */
export function rtfDocument(lines: readonly string[]): Buffer {
  const rtfText = (text: string) =>
    [...text]
      .map((c) => (c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0)}?` : c.replace(/[\\{}]/, '\\$&')))
      .join('');
  return Buffer.from(
    `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\\f0\\fs24 ${lines.map(rtfText).join('\\par ')}}`,
    'latin1',
  );
}

const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};

/** An MP4 container (ISO base media: ftyp, then moov with its movie header); no media tracks. */
export function mp4Container(durationSeconds: number): Buffer {
  const timescale = 1000;
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(timescale, 12);
  mvhd.writeUInt32BE(durationSeconds * timescale, 16);
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];
  for (const [i, value] of matrix.entries()) mvhd.writeUInt32BE(value, 36 + i * 4);
  mvhd.writeUInt32BE(1, 96); // next track id
  return Buffer.concat([
    box('ftyp', Buffer.from('isom', 'latin1'), u32(512), Buffer.from('isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', mvhd)),
  ]);
}
