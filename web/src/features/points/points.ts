/** Points as text and the programme states of Pontos e Vouchers (docs/product.md §7.2 "Points programme"). */

import { formatWhole } from '@/lib/numbers.ts';

/** 12500 → '12.500' (points are whole numbers, grouped the pt-BR way). */
export const formatPoints = formatWhole;

/** 1 → '1 ponto', 1500 → '1.500 pontos'. */
export const pointsText = (value: number): string =>
  `${formatPoints(value)} ${value === 1 ? 'ponto' : 'pontos'}`;

export interface ProgrammeNotice {
  title: string;
  description: string;
}

/**
 * What a viewer outside the programme (points_and_vouchers not ACCEPTED) reads instead of the
 * vouchers; the join steps (JoinSteps.tsx) sit under it.
 */
export function programmeNotice(status: string | null): ProgrammeNotice {
  switch (status) {
    case 'WAITING_SIGNATURE':
    case 'WAITING_CODE':
      return {
        title: 'Sua adesão ao Programa de Pontos está em andamento',
        description: 'Assim que a adesão for concluída, seus pontos e vouchers aparecerão aqui.',
      };
    case 'INELIGIBLE':
      return {
        title: 'Você não está elegível ao Programa de Pontos no momento',
        description: 'Em caso de dúvidas, fale com o suporte pela página Contato.',
      };
    default:
      return {
        title: 'Você ainda não participa do Programa de Pontos',
        description:
          'Ao aderir ao programa, suas comissões podem virar pontos e vouchers, que aparecerão aqui.',
      };
  }
}

/**
 * The programme statuses of docs/product.md §7.2 as the status card reads them (portal labels),
 * plus NOT_AFFILIATE (no membership); an unknown status is shown as upstream wrote it.
 */
const PROGRAMME_STATUS_LABELS: Readonly<Record<string, string>> = {
  ELIGIBLE: 'Elegível: ainda não aderiu',
  NOT_ACCEPTED: 'Adesão não concluída',
  WAITING_SIGNATURE: 'Aguardando assinatura do termo',
  WAITING_CODE: 'Aguardando código de confirmação',
  ACCEPTED: 'Participante',
  INELIGIBLE: 'Não elegível',
  NOT_AFFILIATE: 'Não participa',
};

export const programmeStatusLabel = (status: string): string => PROGRAMME_STATUS_LABELS[status] ?? status;

/** docs/product.md §7.2: the viewer is in the programme with this status. */
export const PROGRAMME_ACCEPTED = 'ACCEPTED';

/** docs/product.md §7.2: joining is offered from these statuses only. */
export const canJoin = (status: string | null | undefined): boolean =>
  status === 'ELIGIBLE' || status === 'NOT_ACCEPTED';
