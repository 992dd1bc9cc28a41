export interface FormatCentsOptions {
  /**
   * Drop the minus sign: the invoice modal shows a billing's debit as a positive amount
   * (docs/product.md §5.5).
   */
  absolute?: boolean;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Integer cents → 'R$ 1.234,56'. The only place money becomes text (docs/architecture.md,
 * "Kernel and composition roots").
 * Intl puts a no-break space after 'R$'; we normalise it to a plain space so the text is the
 * same one the spec, the tests and copy-pasting users see.
 */
export const formatCents = (cents: number | null | undefined, options: FormatCentsOptions = {}): string => {
  const safe = typeof cents === 'number' && Number.isFinite(cents) ? Math.round(cents) : 0;
  // `|| 0` turns -0 (e.g. a rounded -0.4 cents) into 0, which Intl would print as '-R$ 0,00'.
  const value = (options.absolute ? Math.abs(safe) : safe) || 0;
  return brl.format(exactReais(value)).replace(/\u00a0/g, ' ');
};

/**
 * Money inside a sentence that may wrap ('… ; Parcela 2 de 3: R$ 23,88.'): 'R$' and the figure
 * joined by a no-break space, so a line never ends on 'R$' (issue #29: money never breaks).
 */
export const formatCentsInText = (cents: number | null | undefined): string =>
  formatCents(cents).replace(' ', '\u00a0');

/**
 * Cents → reais as a decimal string ('-90071992547409.91'), which Intl formats exactly: `cents / 100`
 * is a float and loses the last cent near 2^53 (Money carries totals up to there).
 */
const exactReais = (cents: number): `${number}` => {
  const abs = Math.abs(cents);
  const rest = abs % 100;
  return `${cents < 0 ? '-' : ''}${(abs - rest) / 100}.${String(rest).padStart(2, '0')}` as `${number}`;
};

/**
 * Reais as a Brazilian types them → integer cents, or null when the text is no such amount. '.'
 * groups thousands (in threes) and ',' starts at most two decimals: '1.234' is R$ 1.234,00, never
 * R$ 1,23. Digits are added up as integers, so no float rounding reaches the cents.
 */
export const parseBrlToCents = (text: string): number | null => {
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text.replace(/R\$|\s/g, ''));
  if (!match) return null;
  const [, sign, reais = '', decimals = ''] = match;
  const cents = Number(reais.replace(/\./g, '')) * 100 + Number(decimals.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? (sign ? -cents : cents) || 0 : null;
};

const compactBrl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** Integer cents → 'R$ 12,5 mil': short axis labels where the exact amount sits elsewhere (charts). */
export const formatCentsCompact = (cents: number | null | undefined): string => {
  const safe = typeof cents === 'number' && Number.isFinite(cents) ? cents : 0;
  return compactBrl.format(safe / 100).replace(/\u00a0/g, ' ');
};
