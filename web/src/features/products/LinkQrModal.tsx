import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { downloadBase64, saveFile } from '@/lib/download.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { Modal } from '@/ui/Modal.tsx';

export const LINK_QR_TEXTS = {
  title: 'QR code do link',
  hint: 'Quem apontar a câmera do celular para este código abre o seu link. Use em materiais impressos, stories e apresentações.',
  downloadFailed: 'Não foi possível gerar o arquivo do QR code.',
} as const;

/**
 * The PNG's side in pixels: sharp enough to print at about 8 cm (300 dpi), small enough to post.
 * 'M' error correction survives a smudge or a small logo pasted on top.
 */
const PNG_WIDTH = 1024;
const QR_OPTIONS = { margin: 2, errorCorrectionLevel: 'M' } as const;

const StyledBody = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  text-align: center;
`;

const StyledQr = styled.img`
  width: min(240px, 100%);
  aspect-ratio: 1;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledUrl = styled.code`
  max-width: 100%;
  overflow-wrap: anywhere;
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The file names: the link's code keeps two links' files apart in a downloads folder. */
const fileName = (code: string, extension: 'png' | 'svg') => `qrcode-link-${code}.${extension}`;

async function downloadPng(url: string, code: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(url, { ...QR_OPTIONS, width: PNG_WIDTH, type: 'image/png' });
  // 'data:image/png;base64,…': decoded in place (a fetch of a data: address would need the CSP's leave).
  downloadBase64(fileName(code, 'png'), dataUrl.slice(dataUrl.indexOf(',') + 1), 'image/png');
}

async function downloadSvg(url: string, code: string): Promise<void> {
  const svg = await QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' });
  saveFile(new Blob([svg], { type: 'image/svg+xml' }), fileName(code, 'svg'));
}

export interface LinkQrModalProps {
  link: { code: string; url: string; description: string };
  onClose: () => void;
}

/**
 * A link's QR code (docs/product.md §10.1), drawn in the browser by the `qrcode` library from the
 * link's public URL (no outside service sees it), with PNG and SVG downloads. Loaded on demand, so
 * the library stays out of the page's own chunk.
 */
export const LinkQrModal = ({ link, onClose }: LinkQrModalProps) => {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(link.url, { ...QR_OPTIONS, type: 'svg' }).then((svg) => {
      if (live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [link.url]);

  const download = (save: (url: string, code: string) => Promise<void>) => {
    save(link.url, link.code).catch(() => notify.error(LINK_QR_TEXTS.downloadFailed));
  };

  return (
    <Modal
      open
      title={LINK_QR_TEXTS.title}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => download(downloadSvg)}>
            Baixar SVG
          </Button>
          <Button onClick={() => download(downloadPng)}>Baixar PNG</Button>
        </>
      }
    >
      <StyledBody>
        {source && <StyledQr src={source} alt={`QR code do link ${link.description || link.code}`} />}
        <StyledUrl>{link.url}</StyledUrl>
        <StyledHint>{LINK_QR_TEXTS.hint}</StyledHint>
      </StyledBody>
    </Modal>
  );
};
