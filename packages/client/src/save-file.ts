/**
 * Hands downloaded bytes to the browser as a file named `filename` (the web app's and the console's
 * statement and contract-note downloads).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; the url is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
