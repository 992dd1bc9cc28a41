/**
 * The ED's contracts on the ED details (docs/product.md §8.7): download its contract and its ED
 * contract (PDFs the gateway streams from /files/eds/{id}/…), ask it to sign (contract-sign) and
 * check it is a partner of its CNPJ's company (partnerCheck). Any failed request says
 * 'Erro na solicitação do contrato!' (docs/product.md §8).
 */
import { useState } from 'react';
import styled from 'styled-components';
import type { EdPartnerReason, EdSignatureStatus } from '@/__generated__/types.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { downloadFile } from '@/lib/download.ts';
import { notify } from '@/platform/notify.ts';
import { useSessionStore } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import {
  type EdContract_EdFragment,
  useEdPartnerCheckLazyQuery,
  useRequestEdContractSignatureMutation,
} from './__generated__/edDetails.ts';

export const CONTRACT_ERROR = 'Erro na solicitação do contrato!';

export const SIGNATURE_LABELS: Readonly<Record<EdSignatureStatus, string>> = {
  NOT_REQUESTED: 'Assinatura não solicitada',
  WAITING_SIGNATURE: 'Aguardando assinatura',
  SIGNED: 'Contrato assinado',
};

export const PARTNER_LABELS: Readonly<Record<EdPartnerReason, string>> = {
  PARTNER: 'O ED é sócio da empresa do seu CNPJ.',
  NO_CNPJ: 'O ED ainda não tem CNPJ cadastrado.',
  INVALID_CNPJ: 'O CNPJ cadastrado do ED é inválido.',
  NO_CPF: 'O ED não tem CPF válido cadastrado.',
  CNPJ_REFUSED: 'A empresa do CNPJ do ED foi recusada no credenciamento.',
  CNPJ_OF_UNIT: 'O CNPJ cadastrado é o da unidade, não da empresa do ED.',
};

/** The gateway's file routes of an ED's contracts (gateway/src/domains/network/files.ts). */
export const edContractPath = (edId: string, kind: 'contract' | 'ed-contract') =>
  `/files/eds/${encodeURIComponent(edId)}/${kind}`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledState = styled.p`
  margin: ${({ theme }) => theme.spacing(3, 0, 0)};
`;

export const EdContractSection = ({ ed }: { ed: EdContract_EdFragment }) => {
  const store = useSessionStore();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [requestSignature, { loading: signing }] = useRequestEdContractSignatureMutation();
  const [checkPartner, check] = useEdPartnerCheckLazyQuery({ fetchPolicy: 'network-only' });
  const signature = ed.contractSignature;

  const download = async (kind: 'contract' | 'ed-contract') => {
    setDownloading(kind);
    try {
      const fallback = kind === 'contract' ? 'contrato.pdf' : 'contrato-ed.pdf';
      await downloadFile(edContractPath(ed.id, kind), store.getToken(), fallback);
    } catch {
      notify.error(CONTRACT_ERROR);
    } finally {
      setDownloading(null);
    }
  };
  const sign = () =>
    void requestSignature({ variables: { id: ed.id } })
      .then(() => notify.success('Assinatura do contrato solicitada.'))
      .catch(() => notify.error(CONTRACT_ERROR));
  const verify = () =>
    void checkPartner({ variables: { id: ed.id } })
      .then(({ data, error }) => {
        if (error || !data?.ed) notify.error(CONTRACT_ERROR);
      })
      .catch(() => notify.error(CONTRACT_ERROR));
  const partner = check.data?.ed?.partnerCheck;

  return (
    <Section title="Contrato do ED">
      <StyledActions>
        <Button
          variant="secondary"
          loading={downloading === 'contract'}
          disabled={downloading !== null}
          onClick={() => void download('contract')}
        >
          Baixar contrato
        </Button>
        <Button
          variant="secondary"
          loading={downloading === 'ed-contract'}
          disabled={downloading !== null}
          onClick={() => void download('ed-contract')}
        >
          Baixar contrato de ED
        </Button>
        <Button variant="secondary" loading={check.loading} onClick={verify}>
          Verificar sócio
        </Button>
        <Button loading={signing} disabled={signature.status !== 'NOT_REQUESTED'} onClick={sign}>
          Solicitar assinatura
        </Button>
      </StyledActions>
      <StyledState role="status">
        {SIGNATURE_LABELS[signature.status]}
        {signature.requestedAt && ` (solicitada em ${formatDateTime(signature.requestedAt)})`}
        {signature.signedAt && `, assinado em ${formatDateTime(signature.signedAt)}`}
      </StyledState>
      {partner && <StyledState>{PARTNER_LABELS[partner.reason]}</StyledState>}
    </Section>
  );
};
