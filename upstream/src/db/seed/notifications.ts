import { createEdNotification } from '../../domains/notifications/queries.ts';
import type { Db } from '../connection.ts';
import type { NewNotification, NotificationType } from '../types.ts';
import { hoursBeforeBase, seedId } from './ids.ts';
import { DEMO_USERS, OTHER_AFFILIATES, userId } from './users.ts';

interface NotificationText {
  type: NotificationType;
  title: string;
  message: string;
}

/** Two texts per type; each user gets one of every type (picked by position) plus a second INFO. */
const CATALOGUE: Record<NotificationType, readonly [NotificationText, NotificationText]> = {
  SUCCESS: [
    {
      type: 'SUCCESS',
      title: 'Comissão liberada',
      message: 'Sua comissão de R$ 1.250,00 referente ao ciclo 12 está disponível para saque.',
    },
    {
      type: 'SUCCESS',
      title: 'Nota fiscal aprovada',
      message: 'A nota fiscal enviada para o ciclo 11 foi validada. O pagamento segue para processamento.',
    },
  ],
  WARN: [
    {
      type: 'WARN',
      title: 'Dados bancários pendentes',
      message: 'Atualize seus dados bancários para receber os pagamentos do próximo ciclo.',
    },
    {
      type: 'WARN',
      title: 'Meta do ciclo em risco',
      message: 'Faltam 8 dias para o fim do ciclo e você atingiu 62% da meta de vendas.',
    },
  ],
  ERROR: [
    {
      type: 'ERROR',
      title: 'Falha no envio da nota fiscal',
      message: 'Não foi possível processar a nota fiscal do ciclo 11. Verifique o arquivo e envie novamente.',
    },
    {
      type: 'ERROR',
      title: 'Pagamento recusado',
      message: 'O banco recusou a transferência da comissão. Confira a agência e a conta cadastradas.',
    },
  ],
  INFO: [
    {
      type: 'INFO',
      title: 'Novo material de apoio',
      message: 'Os criativos da campanha de volta às aulas já estão na área Material de Apoio.',
    },
    {
      type: 'INFO',
      title: 'Manutenção programada',
      message: 'O portal ficará indisponível no domingo, das 2h às 4h, para manutenção programada.',
    },
  ],
};

const TYPE_ORDER: readonly NotificationType[] = ['INFO', 'SUCCESS', 'WARN', 'ERROR'];

/** One of the two texts of `type`, alternating with `n`. */
const pick = (type: NotificationType, n: number): NotificationText =>
  n % 2 === 0 ? CATALOGUE[type][0] : CATALOGUE[type][1];

/**
 * Who gets personal notifications: the demo accounts and the other named affiliates. The bulk EDs
 * (seed/eds.ts) only get the ED notification's copy: five rows each for 120 of them made the seed,
 * which every test file starts from, noticeably slower for nothing anyone looks at.
 */
const WITH_NOTIFICATIONS = [...Object.values(DEMO_USERS), ...OTHER_AFFILIATES];

/** The personal notifications of the user at `position` in WITH_NOTIFICATIONS, newest first. */
function notificationsFor(username: string, position: number): NewNotification[] {
  const texts = [...TYPE_ORDER.map((type, i) => pick(type, position + i)), pick('INFO', position + 1)];
  return texts.map((text, i) => ({
    id: seedId(`notification:${username}:${i}`),
    user_id: userId(username),
    type: text.type,
    title: text.title,
    message: text.message,
    // Spread over the last two weeks, at a different hour for every user.
    created_at: hoursBeforeBase(position * 3 + i * 67 + 5),
  }));
}

export async function seedNotifications(db: Db): Promise<void> {
  const rows = WITH_NOTIFICATIONS.flatMap((user, position) => notificationsFor(user.username, position));
  await db
    .insertInto('notifications')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const SEED_ED_ID = seedId('ed-notification:campanha-ferias');

/**
 * One ED notification sent by the holding, fanned out by the same code as the route, so the seed
 * cannot disagree with it about who receives one. The copies get database-generated ids.
 */
export async function seedEdNotifications(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('ed_notifications')
    .select('id')
    .where('id', '=', SEED_ED_ID)
    .executeTakeFirst();
  if (existing) return;
  await createEdNotification(
    db,
    {
      title: 'Campanha de férias no ar',
      message:
        'A campanha de férias começou! Confira os produtos participantes e os novos links de divulgação.',
      type: 'INFO',
    },
    {
      id: SEED_ED_ID,
      createdAt: hoursBeforeBase(30),
      createdBy: userId(DEMO_USERS.holding.username),
      // History: nobody's inbox should fill with a notification "sent" before the demo started.
      withoutMail: true,
    },
  );
}
