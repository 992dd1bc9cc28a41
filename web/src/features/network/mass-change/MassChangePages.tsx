/**
 * 'Alteração em massa' (docs/product.md §1.4, holding; the jobs list is MassChangeListPage.tsx): the
 * upload of a CSV of ED changes (with its template; every bad row listed with its line and reason,
 * nothing applied), and one job's progress and per-row results, polled while it runs.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES } from '@portal/schema/messages';
import {
  MASS_CHANGE_INPUT_MESSAGES,
  MASS_CHANGE_MAX_CHARS,
  MASS_CHANGE_TEMPLATE,
} from '@portal/schema/validation/network-units';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { MassChangeRowResult } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { getMassChangeStatus } from '@/lib/status.ts';
import { visiblePolling } from '@/lib/visiblePolling.ts';
import { paths, pathTo } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { FileDrop } from '@/ui/FileDrop.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { StatusBadge } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { usePaging } from '@/ui/usePaging.ts';
import {
  type MassChange_JobFragment,
  type MassChangeQuery,
  useMassChangeQuery,
  useStartMassChangeMutation,
} from './__generated__/massChange.ts';

export const MASS_CHANGE_PATH = paths.massChanges;
export const MASS_CHANGE_TEMPLATE_NAME = 'modelo-alteracao-em-massa.csv';
export const MASS_CHANGE_QUEUED_TEXT = 'Alteração em massa enviada: o arquivo foi validado e está na fila.';
const POLL_MS = 1_000;
/** Where the upload says why 'Validar e aplicar' is disabled (FormGaps), read with the button. */
const UPLOAD_GAPS_ID = 'mass-change-gaps';
const CSV_ACCEPT = ['text/csv', '.csv'] as const;

const RESULT_LABELS: Readonly<Record<MassChangeRowResult, string>> = {
  CHANGED: 'Alterado',
  UNCHANGED: 'Sem alteração',
};

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  margin: ${({ theme }) => theme.spacing(4, 0)};
`;

const StyledErrors = styled.div`
  margin-top: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.medium};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.fontSizes.medium};
  }
`;

/** The upload on a surface of its own, narrow: its remove button stays clear of the toasts. */
const StyledUpload = styled.div`
  max-width: 40rem;
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1, 4)};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  dd {
    margin: 0;
  }
`;

const downloadTemplate = () => {
  const url = URL.createObjectURL(new Blob([MASS_CHANGE_TEMPLATE], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = MASS_CHANGE_TEMPLATE_NAME;
  link.click();
  URL.revokeObjectURL(url);
};

/** The file's text (UTF-8), through FileReader: what every browser (and jsdom) offers. */
const readText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error(MESSAGES.unexpected));
    reader.readAsText(file, 'utf-8');
  });

interface RowError {
  line: number;
  message: string;
}

/** The bad rows of a refused file, from the error's `fieldErrors` (`line:<n>`). */
const rowErrorsOf = (error: unknown): { message: string; rows: RowError[] } => {
  if (!CombinedGraphQLErrors.is(error)) return { message: MESSAGES.unexpected, rows: [] };
  const [first] = error.errors;
  const fields = (first?.extensions?.fieldErrors ?? []) as { field?: unknown; message?: unknown }[];
  const rows = fields.flatMap((field) => {
    const match = typeof field.field === 'string' ? /^line:(\d+)$/.exec(field.field) : null;
    return match && typeof field.message === 'string'
      ? [{ line: Number(match[1]), message: field.message }]
      : [];
  });
  return { message: first?.message ?? MESSAGES.unexpected, rows };
};

/** The CSV's rows of changes: its non-blank lines but the header (the template's first line). */
export const csvDataRows = (csv: string): number =>
  Math.max(0, csv.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1);

export const massChangeQuestion = (rows: number) =>
  `Aplicar ${rows === 1 ? '1 linha' : `${rows} linhas`} de alterações nos EDs? Nada é alterado se houver uma linha inválida.`;

/** Upload: the file is validated whole upstream; a refused one lists its bad rows here. */
export const MassChangeNewPage = () => {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; rows: RowError[] } | null>(null);
  const [start, { loading }] = useStartMassChangeMutation();
  // The file read and counted, waiting for 'Aplicar alterações'; nothing is sent before that.
  const [pending, setPending] = useState<{ file: File; csv: string } | null>(null);

  const review = async () => {
    if (!file) {
      setFileError(MASS_CHANGE_INPUT_MESSAGES.fileRequired);
      return;
    }
    const csv = await readText(file);
    if (csv.length > MASS_CHANGE_MAX_CHARS) {
      setFileError(MASS_CHANGE_INPUT_MESSAGES.fileTooLarge);
      return;
    }
    setPending({ file, csv });
  };

  const send = async ({ file, csv }: { file: File; csv: string }) => {
    setPending(null);
    try {
      const { data } = await start({ variables: { input: { fileName: file.name, csv } } });
      const job = data?.startMassChange;
      if (!job) throw new Error(MESSAGES.unexpected);
      setRefusal(null);
      notify.success(MASS_CHANGE_QUEUED_TEXT);
      await navigate(pathTo(paths.massChangeJob, { jobId: job.id }));
    } catch (error) {
      const refused = rowErrorsOf(error);
      setRefusal(refused);
      notify.error(refused.message);
    }
  };

  return (
    <section>
      <PageTitle title={title} />
      <p>
        Envie um CSV (separado por ponto e vírgula) com uma linha por ED: e-mail, unidade (id), nível e as
        opções is_franchisee, is_trainer, is_lecturer e tracking (sim, não ou vazio para manter). Nada é
        alterado enquanto houver uma linha inválida.
      </p>
      <StyledActions>
        <Button type="button" variant="secondary" onClick={downloadTemplate}>
          Baixar modelo
        </Button>
        <Link to={MASS_CHANGE_PATH}>Voltar para a lista</Link>
      </StyledActions>
      <StyledUpload>
        <FileDrop
          label="Arquivo CSV"
          accept={CSV_ACCEPT}
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
            setRefusal(null);
          }}
          onErrorChange={setFileError}
          error={fileError ?? undefined}
          required
        />
      </StyledUpload>
      <StyledActions>
        <Button
          type="button"
          loading={loading}
          disabled={!file || fileError !== null}
          aria-describedby={!file || fileError !== null ? UPLOAD_GAPS_ID : undefined}
          onClick={() => void review()}
        >
          Validar e aplicar
        </Button>
        <FormGaps
          id={UPLOAD_GAPS_ID}
          errors={{ file: fileError ?? (file ? undefined : MESSAGES.required) }}
          values={{ file: file?.name ?? '' }}
          labels={{ file: 'Arquivo CSV' }}
          action="validar e aplicar"
        />
      </StyledActions>
      <ConfirmModal
        open={pending !== null}
        title="Aplicar alteração em massa"
        confirmLabel="Aplicar alterações"
        tone="primary"
        size="small"
        busy={loading}
        onConfirm={() => pending && void send(pending)}
        onCancel={() => setPending(null)}
        facts={
          pending
            ? [
                { term: 'Arquivo', value: pending.file.name },
                { term: 'Linhas', value: csvDataRows(pending.csv) },
              ]
            : []
        }
      >
        <p>{massChangeQuestion(pending ? csvDataRows(pending.csv) : 0)}</p>
      </ConfirmModal>
      {refusal && (
        <StyledErrors role="alert">
          <h2>{refusal.message}</h2>
          {refusal.rows.length > 0 && (
            <ul aria-label="Linhas inválidas">
              {refusal.rows.map((row) => (
                <li key={row.line}>
                  Linha {row.line}: {row.message}
                </li>
              ))}
            </ul>
          )}
        </StyledErrors>
      )}
    </section>
  );
};

type JobRow = NonNullable<MassChangeQuery['massChange']>['rows']['items'][number];

const FLAG_NAMES = [
  ['isFranchisee', 'franqueado'],
  ['isTrainer', 'treinador'],
  ['isLecturer', 'palestrante'],
  ['tracking', 'rastreamento'],
] as const;

/** The options a row sets, short: 'treinador: sim, rastreamento: não'; '—' when it sets none. */
const flagsOf = (row: JobRow) =>
  FLAG_NAMES.flatMap(([key, name]) => {
    const value = row[key];
    return value === null || value === undefined ? [] : [`${name}: ${value ? 'sim' : 'não'}`];
  }).join(', ') || '—';

const ROW_COLUMNS: DataTableColumn<JobRow>[] = [
  { key: 'line', header: 'Linha', align: 'right', render: (row) => row.line },
  { key: 'ed', header: 'ED', render: (row) => row.edName },
  { key: 'level', header: 'Nível', render: (row) => row.level ?? '—' },
  { key: 'unit', header: 'Unidade', render: (row) => (row.unitId ? 'nova' : '—') },
  { key: 'flags', header: 'Opções', render: flagsOf },
  { key: 'result', header: 'Resultado', render: (row) => (row.result ? RESULT_LABELS[row.result] : '—') },
];

const progressOf = (job: MassChange_JobFragment) =>
  job.state === 'DONE' ? 100 : job.totalRows === 0 ? 0 : Math.floor((job.checkedRows * 100) / job.totalRows);

/** One job: progress while it runs, then each row's result. */
export const MassChangeJobPage = () => {
  const title = useRouteTitle();
  const { jobId = '' } = useParams();
  const paging = usePaging();
  const { data, loading, refetch, stopPolling } = useMassChangeQuery({
    variables: { id: jobId, page: paging.page, pageSize: paging.pageSize },
    errorPolicy: 'all',
    ...visiblePolling(POLL_MS),
  });
  const details = data?.massChange;
  const job = details?.job;
  const over = job?.state === 'DONE' || job?.state === 'FAILED';
  // Polling only matters while the job runs; once it is over, the answer is final.
  useEffect(() => {
    if (over) stopPolling();
  }, [over, stopPolling]);
  return (
    <section>
      <PageTitle title={job ? `${title}: ${job.fileName}` : title} />
      <StyledActions>
        <Link to={MASS_CHANGE_PATH}>Voltar para a lista</Link>
      </StyledActions>
      {loading && !data ? null : !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !details || !job ? (
        <p role="alert">Alteração em massa não encontrada.</p>
      ) : (
        <>
          <StyledSummary>
            <dt>Situação</dt>
            <dd data-testid="mass-change-state">
              <StatusBadge status={getMassChangeStatus(job.state)} />
            </dd>
            <dt>Enviado por</dt>
            <dd>{job.requestedBy}</dd>
            <dt>Enviado em</dt>
            <dd>{formatDateTime(job.createdAt)}</dd>
            <dt>Linhas</dt>
            <dd>
              {job.checkedRows} de {job.totalRows} verificadas
              {job.changedRows === null ? '' : `, ${job.changedRows} alteradas`}
            </dd>
            {job.errorMessage && (
              <>
                <dt>Motivo</dt>
                <dd role="alert">{job.errorMessage}</dd>
              </>
            )}
          </StyledSummary>
          <ProgressBar value={progressOf(job)} label="Progresso da alteração em massa" />
          <DataTable
            label="Linhas da alteração em massa"
            rows={details.rows.items}
            columns={ROW_COLUMNS}
            getRowKey={(row) => row.line}
            {...paging.tableProps(details.rows.totalRows)}
          />
        </>
      )}
    </section>
  );
};
