/**
 * The affiliate's weekly summary (docs/mail.md "Weekly summary"): the current cycle's approved
 * sales, the commissions waiting and paid, and how far the sales are from each of the cycle's
 * goals. A category the person may turn off.
 */
import { Button, Text } from '@react-email/components';
import type { MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, money, styles } from './Layout.tsx';

type Summary = MailTemplates['weekly-summary'];

/** 'YYYY-MM-DD' as people in Brazil write it. */
const day = (iso: string): string => iso.split('-').reverse().join('/');

const GOALS = [
  ['minimum', 'Meta mínima'],
  ['basic', 'Meta básica'],
  ['master', 'Meta master'],
] as const;

/** One line per goal: reached, or what is missing. */
function goalLines(goals: NonNullable<Summary['goals']>, total: number): string[] {
  return GOALS.map(([key, label]) => {
    const target = goals[key];
    return total >= target
      ? `${label} (${money(target)}): atingida.`
      : `${label} (${money(target)}): faltam ${money(target - total)}.`;
  });
}

export const weeklySummarySubject = (data: Summary) =>
  data.cycle ? `Seu resumo da semana: ciclo ${data.cycle.number}` : 'Seu resumo da semana';

export function WeeklySummary({ data, context }: { data: Summary; context: MailContext }) {
  const { cycle, sales, commissions, goals } = data;
  const period = cycle
    ? `Ciclo ${cycle.number}, de ${day(cycle.startsOn)} a ${day(cycle.endsOn)}${cycle.current ? '' : ' (encerrado; o próximo ainda não começou)'}.`
    : 'Nenhum ciclo começou ainda.';
  const salesLine =
    sales.count === 0
      ? 'Nenhuma venda aprovada no ciclo até agora.'
      : `${sales.count === 1 ? '1 venda aprovada' : `${sales.count} vendas aprovadas`} no ciclo, somando ${money(sales.total)}.`;
  return (
    <Layout
      name={data.name}
      context={context}
      title="Seu resumo da semana"
      preview={`${salesLine} Comissões a receber: ${money(commissions.pending)}.`}
      why="Você recebe o resumo semanal porque é um ED do portal."
    >
      <Text style={styles.text}>{period}</Text>
      <Text style={{ ...styles.text, fontWeight: 700, margin: '0 0 4px' }}>Vendas</Text>
      <Text style={styles.text}>{salesLine}</Text>
      <Text style={{ ...styles.text, fontWeight: 700, margin: '0 0 4px' }}>Comissões</Text>
      <Text style={styles.text}>
        A receber: {money(commissions.pending)}. Já recebidas: {money(commissions.earned)}.
      </Text>
      <Text style={{ ...styles.text, fontWeight: 700, margin: '0 0 4px' }}>Metas do ciclo</Text>
      {goals ? (
        goalLines(goals, sales.total).map((line) => (
          <Text key={line} style={{ ...styles.text, margin: '0 0 4px' }}>
            {line}
          </Text>
        ))
      ) : (
        <Text style={styles.text}>Nenhuma meta cadastrada para este ciclo.</Text>
      )}
      <Text style={{ ...styles.text, margin: '16px 0' }}>
        Os valores são os do portal no momento deste e-mail.
      </Text>
      <Button href={`${context.webUrl}/vendas-comissoes`} style={styles.button}>
        Ver vendas e comissões
      </Button>
    </Layout>
  );
}
