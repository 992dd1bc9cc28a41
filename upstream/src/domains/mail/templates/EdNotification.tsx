/**
 * An ED notification the holding sent (Notificação ED), by e-mail too: its title is the subject,
 * its message the body, paragraph by paragraph as typed. A category the person may turn off.
 */
import { Button, Text } from '@react-email/components';
import type { MailTemplates } from '../../../kernel/mail.ts';
import { Layout, type MailContext, styles } from './Layout.tsx';

/** The notification's kind in words, as the bell shows it (WARN and ERROR ask for attention). */
const KIND: Record<string, string> = {
  SUCCESS: 'Novidade',
  INFO: 'Informação',
  WARN: 'Atenção',
  ERROR: 'Importante',
};

export const edNotificationSubject = (data: MailTemplates['ed-notification']) => data.title;

export function EdNotification({
  data,
  context,
}: {
  data: MailTemplates['ed-notification'];
  context: MailContext;
}) {
  const paragraphs = data.message.split(/\n\s*\n|\n/).filter((line) => line.trim() !== '');
  return (
    <Layout
      name={data.name}
      context={context}
      title={data.title}
      preview={paragraphs[0] ?? data.title}
      why="Você recebe as notificações da holding porque é um ED do portal."
    >
      <Text style={{ ...styles.text, fontWeight: 700 }}>
        {KIND[data.type] ?? KIND.INFO}: uma notificação da holding para os EDs.
      </Text>
      {paragraphs.map((paragraph, index) => (
        // The paragraphs are the message as typed: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <Text key={index} style={styles.text}>
          {paragraph}
        </Text>
      ))}
      <Button href={context.webUrl} style={styles.button}>
        Abrir o portal
      </Button>
    </Layout>
  );
}
