/**
 * The one layout of every e-mail (docs/mail.md): the portal's name as a text heading (no image to
 * go missing), the message, and a footer saying why it came and where the portal is. Colours keep
 * at least 4.5:1 contrast on white; the width suits a phone and a desktop client alike.
 */
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

export interface MailContext {
  /** The portal's name (MAIL_FROM_NAME). */
  portalName: string;
  /** The web app's public address (WEB_URL): every link starts here. */
  webUrl: string;
  /** A message the person may turn off: its one-click unsubscribe address (docs/mail.md). */
  unsubscribeUrl?: string;
}

const colors = { text: '#1f2937', muted: '#4b5563', brand: '#0b4f8a', line: '#d1d5db' } as const;

/** Cents as people in Brazil read money ('R$ 1.234,56'). */
export const money = (cents: number): string =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

export const styles = {
  text: { color: colors.text, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  code: {
    color: colors.text,
    fontSize: '32px',
    lineHeight: '40px',
    fontWeight: 700,
    letterSpacing: '6px',
    margin: '8px 0 24px',
    fontFamily: 'Consolas, Menlo, monospace',
  },
  button: {
    backgroundColor: colors.brand,
    color: '#ffffff',
    borderRadius: '6px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 600,
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: colors.brand, textDecoration: 'underline' },
  /** A written-out address (a reset link): broken anywhere, never wider than a phone. */
  longLink: { color: colors.brand, textDecoration: 'underline', wordBreak: 'break-all' },
} as const;

export function Layout(props: {
  context: MailContext;
  preview: string;
  title: string;
  /** The person's name: every message greets them first. */
  name: string;
  /** Why a message of a category came, before its unsubscribe address (the bills' by default). */
  why?: string;
  children: ReactNode;
}) {
  const { context } = props;
  return (
    <Html lang="pt-BR" dir="ltr">
      <Head>
        <title>{props.title}</title>
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container
          style={{ backgroundColor: '#ffffff', maxWidth: '560px', margin: '24px auto', padding: '32px 24px' }}
        >
          <Text style={{ color: colors.brand, fontSize: '18px', fontWeight: 700, margin: '0 0 24px' }}>
            {context.portalName}
          </Text>
          <Heading
            as="h1"
            style={{ color: colors.text, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}
          >
            {props.title}
          </Heading>
          <Section>
            <Text style={styles.text}>Olá, {props.name}.</Text>
            {props.children}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '32px 0 16px' }} />
          <Text style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: 0 }}>
            Esta mensagem foi enviada automaticamente pelo {context.portalName}; respostas a este endereço não
            são lidas. Acesse o portal em{' '}
            <Link href={context.webUrl} style={styles.link}>
              {context.webUrl}
            </Link>
            .
          </Text>
          {context.unsubscribeUrl && (
            <Text style={{ color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '12px 0 0' }}>
              {props.why ?? 'Você recebe estes avisos porque tem faturas no portal.'} Para não receber mais,
              acesse{' '}
              <Link href={context.unsubscribeUrl} style={styles.longLink}>
                {context.unsubscribeUrl}
              </Link>
              .
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}
