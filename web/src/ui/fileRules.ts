/** Acceptance rules for FileDrop, kept apart so they can be tested without rendering. */

const formatName = (token: string): string => {
  const trimmed = token.trim().toLowerCase();
  if (trimmed.startsWith('.')) return trimmed.slice(1).toUpperCase();
  const [type = '', subtype = ''] = trimmed.split('/');
  if (subtype === '*') return type === 'image' ? 'IMAGEM' : type.toUpperCase();
  return subtype.toUpperCase();
};

/** 'application/pdf' and '.pdf' both read PDF; duplicates collapse. */
export const acceptedFormats = (accept: readonly string[]): string[] => [...new Set(accept.map(formatName))];

const joinPtBr = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;

/**
 * 'Somente arquivos no formato PDF' (docs/product.md §14.2),
 * 'Somente arquivos nos formatos PNG, JPG ou JPEG'.
 */
export const rejectionText = (accept: readonly string[]): string => {
  const formats = acceptedFormats(accept);
  return formats.length > 1
    ? `Somente arquivos nos formatos ${joinPtBr(formats)}`
    : `Somente arquivos no formato ${formats[0] ?? ''}`;
};

/** The short hint under the drop area: 'Formato aceito: PDF'. */
export const describeAccept = (accept: readonly string[]): string => {
  const formats = acceptedFormats(accept);
  return formats.length > 1
    ? `Formatos aceitos: ${joinPtBr(formats)}`
    : `Formato aceito: ${formats[0] ?? ''}`;
};

/** Same rules as the input's `accept` attribute, applied again because drops bypass it. */
export const isAccepted = (file: File, accept: readonly string[]): boolean => {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((token) => {
    const rule = token.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
};

/** 5 * 1024 * 1024 → '5MB', as in 'no máximo 5MB' (docs/product.md §5.5). */
export const formatBytes = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1).replace('.', ',');
  return `${rounded}${units[unit]}`;
};
