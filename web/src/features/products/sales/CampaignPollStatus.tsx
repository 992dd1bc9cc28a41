import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { visiblePolling } from '@/lib/visiblePolling.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import {
  type CampaignPollStatus_PollFragment,
  useLastCampaignPollQuery,
  usePollCampaignsMutation,
} from './__generated__/salesforce.ts';

type Poll = CampaignPollStatus_PollFragment;

/** How often a running poll is read again (the job takes a second or two). */
export const CAMPAIGN_POLL_INTERVAL_MS = 1_000;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const CAMPAIGN_POLL_TEXTS = {
  title: 'Campanhas do Salesforce',
  button: 'Atualizar campanhas',
  never: 'Nenhuma atualização de campanhas ainda.',
  running: 'Atualizando campanhas…',
  startFailed: 'Não foi possível iniciar a atualização de campanhas.',
  failed: 'A atualização de campanhas falhou; nada foi alterado.',
  summary: (poll: Poll) =>
    `${plural(poll.linkedCount ?? 0, 'campanha vinculada', 'campanhas vinculadas')}, ${plural(
      poll.errorCount ?? 0,
      'com erro',
      'com erro',
    )}.`,
  done: (poll: Poll) => `Campanhas atualizadas: ${CAMPAIGN_POLL_TEXTS.summary(poll)}`,
} as const;

const isOpen = (poll: Poll | null | undefined) => poll?.state === 'QUEUED' || poll?.state === 'RUNNING';

const StyledStatus = styled.p`
  margin: 0;
`;

const describe = (poll: Poll | null | undefined): string => {
  if (!poll) return CAMPAIGN_POLL_TEXTS.never;
  if (isOpen(poll)) return CAMPAIGN_POLL_TEXTS.running;
  const when = formatDateTime(poll.finishedAt ?? poll.createdAt);
  if (poll.state === 'FAILED')
    return `Última atualização em ${when}, por ${poll.requestedBy}: falhou. ${poll.errorMessage ?? ''}`;
  return `Última atualização em ${when}, por ${poll.requestedBy}: ${CAMPAIGN_POLL_TEXTS.summary(poll)}`;
};

export interface CampaignPollStatusProps {
  poll: Poll | null | undefined;
  /** A poll just ended: the errors list has news. */
  onFinished: () => void;
}

/**
 * The last campaigns poll and 'Atualizar campanhas' (docs/product.md §10.2). The mutation answers at
 * once with the queued poll; while it is queued or running this reads `campaignPoll` every second
 * (only while the tab is visible), and the normalised cache updates the status in place.
 */
export const CampaignPollStatus = ({ poll, onFinished }: CampaignPollStatusProps) => {
  const [start, { loading: starting }] = usePollCampaignsMutation({
    update: (cache, { data }) => {
      const started = data?.pollCampaigns;
      if (!started) return;
      // A new poll has a new id: point the root field at it so every reader follows it.
      cache.modify({ fields: { campaignPoll: (_value, { toReference }) => toReference(started) ?? null } });
    },
  });
  const open = isOpen(poll);
  useLastCampaignPollQuery({
    skip: !open,
    fetchPolicy: 'network-only',
    ...visiblePolling(CAMPAIGN_POLL_INTERVAL_MS),
  });

  // Announce the end of a poll seen running on this screen (not one that ended before it opened).
  const watched = useRef<string | null>(null);
  useEffect(() => {
    if (!poll) return;
    if (isOpen(poll)) {
      watched.current = poll.id;
      return;
    }
    if (watched.current !== poll.id) return;
    watched.current = null;
    if (poll.state === 'DONE') notify.success(CAMPAIGN_POLL_TEXTS.done(poll));
    else notify.error(CAMPAIGN_POLL_TEXTS.failed);
    onFinished();
  }, [poll, onFinished]);

  const handleStart = () => {
    start()
      .then(({ data }) => {
        // The spinner and the status say it started; the toast comes when it ends.
        if (data?.pollCampaigns) watched.current = data.pollCampaigns.id;
      })
      .catch(() => notify.error(CAMPAIGN_POLL_TEXTS.startFailed));
  };

  return (
    <Section
      title={CAMPAIGN_POLL_TEXTS.title}
      actions={
        <Button type="button" onClick={handleStart} loading={starting || open} disabled={starting || open}>
          {CAMPAIGN_POLL_TEXTS.button}
        </Button>
      }
    >
      <StyledStatus role="status">{describe(poll)}</StyledStatus>
    </Section>
  );
};
