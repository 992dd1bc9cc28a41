/**
 * Hands a downloaded file to the browser as a download under `name` (a plain link cannot carry the
 * bearer token the gateway's file routes need, so the pages fetch the file and save it here).
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the file.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header, or `fallback`. */
export const attachmentName = (disposition: string | null, fallback: string): string =>
  disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
