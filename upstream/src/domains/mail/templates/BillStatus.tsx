/** The payee's bill events (a category the person may turn off: its footer links to that). */
import { Button, Text } from '@react-email/components';
import type { MailedBillStatus, MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, styles } from './Layout.tsx';

const WORDS: Record<MailedBillStatus, { subject: string; body: string }> = {
  Processing: {
    subject: 'Recebemos sua nota fiscal',
    body: 'Recebemos a nota fiscal da sua fatura e ela está em análise. Avisaremos quando a análise terminar.',
  },
  Error: {
    subject: 'Sua nota fiscal foi recusada',
    body: 'A nota fiscal da sua fatura foi recusada na análise. Envie uma nota corrigida pelo portal.',
  },
  Ready: {
    subject: 'Sua fatura está pronta para pagamento',
    body: 'A nota fiscal foi aprovada e sua fatura está pronta para pagamento.',
  },
  Paid: { subject: 'Sua fatura foi paga', body: 'O pagamento da sua fatura foi feito.' },
};

export const billStatusSubject = (data: MailTemplates['bill-status']) => WORDS[data.status].subject;

export function BillStatus({ data, context }: { data: MailTemplates['bill-status']; context: MailContext }) {
  const { subject, body } = WORDS[data.status];
  return (
    <Layout name={data.name} context={context} title={subject} preview={body}>
      <Text style={styles.text}>{body}</Text>
      {data.status === 'Error' && (
        <Text style={styles.text}>
          {/* The reason the analysis gave, so the payee can correct the invoice without signing in first. */}
          Motivo da recusa: {data.reason || 'não informado. Veja os detalhes da fatura no portal.'}
        </Text>
      )}
      <Button href={`${context.webUrl}/vendas-comissoes/faturamento/${data.billId}`} style={styles.button}>
        Ver a fatura
      </Button>
    </Layout>
  );
}
