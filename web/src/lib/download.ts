/**
 * Hands a file the server sent as base64 (the contract PDF, the ED list CSV) to the browser as a
 * download, without a page change.
 */
export const downloadBase64 = (fileName: string, base64: string, type: string): void => {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser holds its own reference to the file.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
