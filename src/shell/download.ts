/**
 * A file handed to the player's browser as a download (the door's export for a board): the
 * browser's own save, no widget on the emulated screen.
 */
export function downloadText(name: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // The click has started the download; the URL may go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
