// A CSV made in the browser, saved as a file (the rosters' and the reports' downloads). A byte-order mark
// first, so a spreadsheet reads the names' accents as UTF-8.
export function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
