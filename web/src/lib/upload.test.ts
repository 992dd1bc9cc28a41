import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRequest } from '@/test/fakeXhr.ts';
import { UPLOAD_TEXT, UploadError, uploadFile } from './upload.ts';

const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'banner.png', { type: 'image/png' });
const urls = { key: 'banner-image.k.png', getUrl: 'http://files/k.png', putUrl: 'http://files/k.png?sig=1' };

/** Lets the pending `getUrls` promise settle so the PUT is opened. */
const sent = async () => {
  await vi.waitFor(() => expect(FakeRequest.last).not.toBeNull());
  return FakeRequest.last as FakeRequest;
};

afterEach(() => {
  FakeRequest.last = null;
  vi.unstubAllGlobals();
});

describe('uploadFile', () => {
  it('asks for URLs with the file as declared, PUTs it with its type and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const getUrls = vi.fn().mockResolvedValue(urls);
    const progress: number[] = [];
    const done = uploadFile(file, 'BANNER_IMAGE', { getUrls, onProgress: (f) => progress.push(f) });
    const request = await sent();
    expect(getUrls).toHaveBeenCalledWith({
      purpose: 'BANNER_IMAGE',
      contentType: 'image/png',
      size: 4,
      fileName: 'banner.png',
    });
    expect(request).toMatchObject({ method: 'PUT', url: urls.putUrl, body: file });
    expect(request.headers['content-type']).toBe('image/png');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 2, total: 4 });
    request.answer(201);
    await expect(done).resolves.toEqual(urls);
    expect(progress).toEqual([0, 0.5, 1]);
  });

  it("says 'Falha ao obter URLs do servidor.' when the URLs cannot be had", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    for (const getUrls of [
      vi.fn().mockRejectedValue(new Error('FORBIDDEN')),
      vi.fn().mockResolvedValue(null),
    ]) {
      const failure = uploadFile(file, 'BANNER_IMAGE', { getUrls });
      await expect(failure).rejects.toThrow(new UploadError('Falha ao obter URLs do servidor.'));
    }
    expect(FakeRequest.last).toBeNull();
  });

  it("shows upstream's refusal, or a generic text, when the PUT fails", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const getUrls = vi.fn().mockResolvedValue(urls);
    const refused = uploadFile(file, 'BANNER_IMAGE', { getUrls });
    (await sent()).answer(
      415,
      JSON.stringify({ detail: 'O conteúdo do arquivo não corresponde ao tipo declarado.' }),
    );
    await expect(refused).rejects.toThrow('O conteúdo do arquivo não corresponde ao tipo declarado.');

    FakeRequest.last = null;
    const broken = uploadFile(file, 'BANNER_IMAGE', { getUrls });
    (await sent()).onerror?.();
    await expect(broken).rejects.toThrow(UPLOAD_TEXT.putFailed);
  });

  it('aborts the PUT when the signal fires', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    const controller = new AbortController();
    const done = uploadFile(file, 'BANNER_IMAGE', { getUrls: async () => urls, signal: controller.signal });
    await sent();
    controller.abort();
    await expect(done).rejects.toThrow(UPLOAD_TEXT.cancelled);
  });
});
