/**
 * Notificação ED (/ed-notificacao, admin and holding; docs/product.md §8.6): the ED notifications
 * sent so far (with their audience and number of recipients), a form to send one (title, message,
 * type; to every ED, to one unit's EDs or to EDs chosen by search) and delete with a confirmation.
 * A sent notification reaches its audience's bells (the shell's poll), with the dot.
 */
import { edNotificationSchema } from '@portal/schema';
import { type FormikErrors, useFormik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ValidationError } from 'yup';
import type { EdAudienceKind, NotificationType } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type EdNotificationRow_NotificationFragment,
  EdNotificationsScreenDocument,
  useDeleteEdNotificationMutation,
  useEdNotificationEdSearchLazyQuery,
  useEdNotificationsScreenQuery,
  useSendEdNotificationMutation,
} from './__generated__/edNotifications.ts';

export const ED_NOTIFICATION_TEXT = {
  sent: 'Notificação enviada com sucesso!',
  deleted: 'Notificação excluída!',
  empty: 'Nenhuma notificação enviada.',
  confirmDelete: 'Excluir notificação',
  confirmDeleteBody: 'A notificação será removida de todos os EDs que a receberam. Deseja continuar?',
  noEdFound: 'Nenhum ED encontrado.',
} as const;

export const TYPE_LABELS: Readonly<Record<NotificationType, string>> = {
  INFO: 'Informação',
  SUCCESS: 'Sucesso',
  WARN: 'Atenção',
  ERROR: 'Erro',
};

export const AUDIENCE_LABELS: Readonly<Record<EdAudienceKind, string>> = {
  ALL: 'Todos os EDs',
  UNIT: 'Uma unidade',
  EDS: 'EDs escolhidos',
};

type Row = EdNotificationRow_NotificationFragment;

interface ChosenEd {
  id: string;
  name: string;
  email: string;
}

interface Values {
  title: string;
  message: string;
  type: NotificationType;
  kind: EdAudienceKind;
  unitId: string;
  edIds: string[];
}

const INITIAL: Values = { title: '', message: '', type: 'INFO', kind: 'ALL', unitId: '', edIds: [] };

/** The mutation's input from the form: only the audience fields of the chosen kind. */
const toInput = (values: Values) => ({
  title: values.title,
  message: values.message,
  type: values.type,
  audience:
    values.kind === 'UNIT'
      ? { kind: values.kind, unitId: values.unitId || null }
      : values.kind === 'EDS'
        ? { kind: values.kind, edIds: values.edIds }
        : { kind: values.kind },
});

/** The shared rules (the gateway's too), their nested audience paths mapped to the form's fields. */
async function validate(values: Values): Promise<FormikErrors<Values>> {
  try {
    await edNotificationSchema.validate(toInput(values), { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      const field = (inner.path ?? '').replace(/^audience\./, '').replace(/\[\d+\]$/, '');
      errors[field] ??= inner.message;
    }
    return errors as FormikErrors<Values>;
  }
}

export const audienceText = (row: Row): string =>
  row.audience === 'UNIT'
    ? (row.audienceUnit?.name ?? AUDIENCE_LABELS.UNIT)
    : row.audience === 'EDS'
      ? AUDIENCE_LABELS.EDS
      : AUDIENCE_LABELS.ALL;

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 640px;
`;

const StyledArea = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};

  label {
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  textarea {
    min-height: 6rem;
    padding: ${({ theme }) => theme.spacing(2.5, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }

  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xsmall};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledPicker = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

const StyledSearch = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};

  > :first-child {
    flex: 1;
  }
`;

const StyledError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

interface EdPickerProps {
  chosen: readonly ChosenEd[];
  error: string | undefined;
  onChange: (chosen: ChosenEd[]) => void;
}

/** Chosen EDs: search the ED list by name or e-mail, add from the results, remove from the choice. */
const EdPicker = ({ chosen, error, onChange }: EdPickerProps) => {
  const [search, setSearch] = useState('');
  const [find, { data, loading, called }] = useEdNotificationEdSearchLazyQuery({
    fetchPolicy: 'network-only',
  });
  const results = (data?.eds.items ?? []).filter((ed) => !chosen.some((item) => item.id === ed.id));
  const run = () => {
    const text = search.trim();
    if (text) void find({ variables: { search: text } }).catch(() => undefined);
  };
  return (
    <StyledPicker>
      <StyledSearch>
        <TextField
          label="Buscar ED (nome ou e-mail)"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button type="button" variant="secondary" loading={loading} onClick={run}>
          Buscar
        </Button>
      </StyledSearch>
      {called && !loading && results.length === 0 ? <p>{ED_NOTIFICATION_TEXT.noEdFound}</p> : null}
      {results.length > 0 ? (
        <ul aria-label="Resultados da busca">
          {results.map((ed) => (
            <li key={ed.id}>
              <span>
                {ed.name} ({ed.email})
              </span>
              <Button
                type="button"
                size="small"
                variant="secondary"
                onClick={() => onChange([...chosen, ed])}
              >
                Adicionar
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {chosen.length > 0 ? (
        <ul aria-label="EDs escolhidos">
          {chosen.map((ed) => (
            <li key={ed.id}>
              <span>{ed.name}</span>
              <Button
                type="button"
                size="small"
                variant="ghost"
                aria-label={`Remover ${ed.name}`}
                onClick={() => onChange(chosen.filter((item) => item.id !== ed.id))}
              >
                Remover
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? <StyledError role="alert">{error}</StyledError> : null}
    </StyledPicker>
  );
};

export const EdNotificationsPage = () => {
  const title = useRouteTitle();
  const ids = { message: useId(), type: useId(), unit: useId() };
  const { data, loading, error, refetch } = useEdNotificationsScreenQuery();
  const [send] = useSendEdNotificationMutation({ refetchQueries: [EdNotificationsScreenDocument] });
  const [remove, removing] = useDeleteEdNotificationMutation();
  const [chosen, setChosen] = useState<ChosenEd[]>([]);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        await send({ variables: { input: toInput(values) } });
        notify.success(ED_NOTIFICATION_TEXT.sent);
        helpers.resetForm();
        setChosen([]);
      } catch (failure) {
        notify.error(failure instanceof Error ? failure.message : undefined);
      }
    },
  });
  const showError = (field: 'message' | 'unitId' | 'edIds') =>
    formik.touched[field] || formik.submitCount > 0
      ? (formik.errors[field] as string | undefined)
      : undefined;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({
        variables: { id: deleting.id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'EdNotification', id: deleting.id }) });
          cache.gc();
        },
      });
      notify.success(ED_NOTIFICATION_TEXT.deleted);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : undefined);
    } finally {
      setDeleting(null);
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'title', header: 'Título', sortable: true },
    { key: 'message', header: 'Mensagem' },
    { key: 'type', header: 'Tipo', render: (row) => TYPE_LABELS[row.type] },
    { key: 'audience', header: 'Público', render: audienceText },
    { key: 'recipients', header: 'Destinatários', align: 'right' },
    {
      key: 'date',
      header: 'Enviada em',
      sortable: true,
      render: (row) => formatDateTime(row.date),
      sortValue: (row) => row.date,
    },
    {
      key: 'actions',
      header: 'Ações',
      render: (row) => (
        <Button
          size="small"
          variant="danger"
          aria-label={`Excluir ${row.title}`}
          onClick={() => setDeleting(row)}
        >
          Excluir
        </Button>
      ),
    },
  ];

  const message = showError('message');
  return (
    <StyledPage>
      <PageTitle title={title} />
      <Section title="Nova notificação">
        <StyledForm noValidate onSubmit={formik.handleSubmit} aria-label="Nova notificação">
          <TextField label="Título" {...fieldProps(formik, 'title')} />
          <StyledArea>
            <label htmlFor={ids.message}>Mensagem</label>
            <textarea
              id={ids.message}
              name="message"
              value={formik.values.message}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${ids.message}-error` : undefined}
            />
            {message ? <p id={`${ids.message}-error`}>{message}</p> : null}
          </StyledArea>
          <SelectField>
            <label htmlFor={ids.type}>Tipo</label>
            <select id={ids.type} name="type" value={formik.values.type} onChange={formik.handleChange}>
              {(Object.keys(TYPE_LABELS) as NotificationType[]).map((type) => (
                <option key={type} value={type}>
                  {TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </SelectField>
          <StyledFieldset>
            <legend>Público</legend>
            {(Object.keys(AUDIENCE_LABELS) as EdAudienceKind[]).map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  checked={formik.values.kind === kind}
                  onChange={formik.handleChange}
                />
                {AUDIENCE_LABELS[kind]}
              </label>
            ))}
          </StyledFieldset>
          {formik.values.kind === 'UNIT' ? (
            <SelectField>
              <label htmlFor={ids.unit}>Unidade</label>
              <select
                id={ids.unit}
                name="unitId"
                value={formik.values.unitId}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
              >
                <option value="">Escolha a unidade</option>
                {(data?.edNotificationUnits ?? []).map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.name}
                  </option>
                ))}
              </select>
              {showError('unitId') ? <StyledError role="alert">{showError('unitId')}</StyledError> : null}
            </SelectField>
          ) : null}
          {formik.values.kind === 'EDS' ? (
            <EdPicker
              chosen={chosen}
              error={showError('edIds')}
              onChange={(next) => {
                setChosen(next);
                void formik.setFieldValue(
                  'edIds',
                  next.map((ed) => ed.id),
                );
              }}
            />
          ) : null}
          <StyledActions>
            <Button type="submit" loading={formik.isSubmitting}>
              Enviar notificação
            </Button>
          </StyledActions>
        </StyledForm>
      </Section>
      <Section title="Notificações enviadas">
        {error && !data ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : (
          <DataTable
            label="Notificações ED enviadas"
            rows={data?.edNotifications ?? []}
            columns={columns}
            loading={loading && !data}
            emptyText={ED_NOTIFICATION_TEXT.empty}
            defaultSort={{ key: 'date', direction: 'desc' }}
          />
        )}
      </Section>
      <ConfirmModal
        open={deleting !== null}
        title={ED_NOTIFICATION_TEXT.confirmDelete}
        confirmLabel="Excluir"
        busy={removing.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{ED_NOTIFICATION_TEXT.confirmDeleteBody}</p>
        {deleting ? <p>{deleting.title}</p> : null}
      </ConfirmModal>
    </StyledPage>
  );
};
