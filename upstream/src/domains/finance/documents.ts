/**
 * The document links of docs/product.md §5.6 (career plan, loyalty rules, privacy policy, adhesion terms),
 * served by upstream itself as small PDFs so the product needs no content server.
 */
import { buildPdf, type PdfLine } from '../../kernel/pdf.ts';

export interface PortalDocument {
  key: string;
  title: string;
  /** File name under /docs/. */
  file: string;
  paragraphs: readonly PdfLine[];
}

export const DOCUMENTS: readonly PortalDocument[] = [
  {
    key: 'career-plan',
    title: 'Plano de Carreira',
    file: 'plano-de-carreira.pdf',
    paragraphs: [
      { text: 'Plano de Carreira', size: 18 },
      {
        text: 'O plano de carreira reconhece quem vende com constância. A cada ciclo comercial as vendas aprovadas contam para a meta do seu nível.',
      },
      {
        text: 'Cada nível tem a sua meta de vendas no ciclo, que cresce com o nível; a meta de cada nível aparece em Plano de carreira, no portal.',
      },
      {
        text: 'Vendas reembolsadas ou canceladas não contam para a meta. A mudança de nível vale a partir do ciclo seguinte ao da apuração.',
      },
    ],
  },
  {
    key: 'loyalty-rules',
    title: 'Regras de Fidelidade',
    file: 'regras-de-fidelidade.pdf',
    paragraphs: [
      { text: 'Regras do Programa de Fidelidade', size: 18 },
      {
        text: 'Comissões disponíveis podem ser convertidas em pontos. Pontos podem ser trocados por vouchers dos produtos participantes.',
      },
      {
        text: 'Pontos expiram em 12 meses. Vouchers usados ou expirados não podem ser reativados, salvo estorno da venda.',
      },
    ],
  },
  {
    key: 'privacy-policy',
    title: 'Política de Privacidade',
    file: 'politica-de-privacidade.pdf',
    paragraphs: [
      { text: 'Política de Privacidade', size: 18 },
      {
        text: 'Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (Lei nº 13.709/2018), apenas para cadastro, pagamento de comissões e comunicação sobre o programa.',
      },
      {
        text: 'Você pode pedir acesso, correção ou exclusão dos seus dados pelos canais de atendimento do portal.',
      },
    ],
  },
  {
    key: 'adhesion-terms',
    title: 'Termos de Adesão',
    file: 'termos-de-adesao.pdf',
    paragraphs: [
      { text: 'Termos de Adesão', size: 18 },
      {
        text: 'Ao aderir ao programa de afiliados você concorda em divulgar os produtos de forma ética, sem promessas enganosas, e em emitir nota fiscal para cada fatura de comissões.',
      },
      {
        text: 'O pagamento das comissões depende da aprovação da nota fiscal enviada no ciclo financeiro correspondente.',
      },
    ],
  },
];

const cache = new Map<string, Buffer>();

/** The PDF of the document stored as `file`, built once; null for an unknown name. */
export function documentPdf(file: string): Buffer | null {
  const document = DOCUMENTS.find((candidate) => candidate.file === file);
  if (!document) return null;
  let pdf = cache.get(file);
  if (!pdf) {
    pdf = buildPdf(document.title, document.paragraphs);
    cache.set(file, pdf);
  }
  return pdf;
}
