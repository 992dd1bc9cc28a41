/** The payee's bill events (a category the person may turn off: its footer links to that). */
import { Button, Text } from '@react-email/components';
import type { MailedBillStatus, MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, money, styles } from './Layout.tsx';

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
  Paid: {
    subject: 'Sua fatura foi paga',
    body: 'O pagamento da sua fatura foi feito. O valor deve aparecer na sua conta conforme o prazo do seu banco.',
  },
  PaymentError: {
    subject: 'Erro no pagamento da sua fatura',
    body: 'Não conseguimos concluir o pagamento da sua fatura. Confira seus dados bancários no portal e, se precisar, fale com a equipe financeira.',
  },
};

/** 'Fatura do ciclo 14, no valor de R$ 1.234,56.' when the step passed the bill's cycle and value. */
const billLine = ({ cycle, value }: MailTemplates['bill-status']): string | null =>
  cycle === undefined || value === undefined
    ? null
    : `Fatura do ciclo ${cycle}, no valor de ${money(value)}.`;

export const billStatusSubject = (data: MailTemplates['bill-status']) => WORDS[data.status].subject;

export function BillStatus({ data, context }: { data: MailTemplates['bill-status']; context: MailContext }) {
  const { subject, body } = WORDS[data.status];
  const bill = billLine(data);
  return (
    <Layout name={data.name} context={context} title={subject} preview={body}>
      <Text style={styles.text}>{body}</Text>
      {bill && <Text style={styles.text}>{bill}</Text>}
      {data.status === 'Error' && (
        <Text style={styles.text}>
          {/* The reason the analysis gave, so the payee can correct the invoice without signing in first. */}
          Motivo da recusa: {data.reason || 'não informado. Veja os detalhes da fatura no portal.'}
        </Text>
      )}
      {data.status === 'PaymentError' && (
        <Text style={styles.text}>
          Motivo: {data.reason || 'não informado. Veja os detalhes da fatura no portal.'}
        </Text>
      )}
      <Button href={`${context.webUrl}/vendas-comissoes/faturamento/${data.billId}`} style={styles.button}>
        Ver a fatura
      </Button>
    </Layout>
  );
}
