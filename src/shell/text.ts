/** Break a text into lines of at most `n` characters, at spaces where possible (five lines at most). */
export function wrap(text: string, n: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const w of text.split(/\s+/)) {
    let word = w;
    while (word.length > n) {
      if (line) out.push(line);
      out.push(word.slice(0, n));
      word = word.slice(n);
      line = '';
    }
    if ((line + ' ' + word).trim().length > n) {
      out.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) out.push(line);
  return out.slice(0, 5);
}
