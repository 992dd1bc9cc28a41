/**
 * The points programme's video in a player (docs/product.md §4 "Points player"): CLOSED until the
 * viewer opens it; LOADING while the URL is asked for (Query.pointsProgrammeVideo) and the video
 * loads; LOADED once it can play; back to CLOSED on failure ('Erro ao carregar vídeo do programa
 * de pontos') or when closed. The video is a small file the upstream ships, on the portal's own
 * origin. Any screen can show it (the ED details will).
 */
import { useState } from 'react';
import styled from 'styled-components';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { usePointsProgrammeVideoLazyQuery } from './__generated__/programme.ts';

export const VIDEO_ERROR = 'Erro ao carregar vídeo do programa de pontos';

export type PlayerState = 'CLOSED' | 'LOADING' | 'LOADED';
export type PlayerEvent = 'open' | 'loaded' | 'failed' | 'close';

/** The player's transitions; an event that does not apply leaves the state as it is. */
export function nextPlayerState(state: PlayerState, event: PlayerEvent): PlayerState {
  if (event === 'open') return state === 'CLOSED' ? 'LOADING' : state;
  if (event === 'loaded') return state === 'LOADING' ? 'LOADED' : state;
  return 'CLOSED';
}

const StyledVideo = styled.video<{ $hidden: boolean }>`
  display: ${({ $hidden }) => ($hidden ? 'none' : 'block')};
  width: 100%;
  max-height: 60vh;
`;

export const ProgrammeVideo = () => {
  const [state, setState] = useState<PlayerState>('CLOSED');
  const [url, setUrl] = useState<string | null>(null);
  const [fetchUrl] = usePointsProgrammeVideoLazyQuery({ fetchPolicy: 'network-only' });
  const move = (event: PlayerEvent) => setState((current) => nextPlayerState(current, event));
  const fail = () => {
    move('failed');
    setUrl(null);
    notify.error(VIDEO_ERROR);
  };
  const open = () => {
    if (state !== 'CLOSED') return;
    move('open');
    fetchUrl()
      .then(({ data }) => {
        if (data?.pointsProgrammeVideo) setUrl(data.pointsProgrammeVideo);
        else fail();
      })
      .catch(fail);
  };
  const close = () => {
    move('close');
    setUrl(null);
  };
  return (
    <div data-player-state={state}>
      <Button variant="secondary" onClick={open} loading={state === 'LOADING'}>
        Assistir ao vídeo do programa
      </Button>
      <Modal open={state !== 'CLOSED'} onClose={close} title="Vídeo do Programa de Pontos" size="large">
        <p role="status">{state === 'LOADING' ? 'Carregando vídeo...' : ''}</p>
        {url && (
          <StyledVideo
            src={url}
            controls
            preload="auto"
            aria-label="Vídeo do Programa de Pontos"
            $hidden={state !== 'LOADED'}
            onLoadedData={() => move('loaded')}
            onError={fail}
          />
        )}
      </Modal>
    </div>
  );
};
