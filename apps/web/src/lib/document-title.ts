/**
 * The browser tab's title: the page's own ("Active orders · OrderDesk"), led by the number of orders
 * waiting for Accept while there are any ("(3) Active orders · OrderDesk"), so a kitchen sees them from
 * another tab or another screen.
 */
let pageTitle = typeof document === 'undefined' ? '' : document.title;
let waiting = 0;

function apply(): void {
  document.title = waiting > 0 ? `(${waiting}) ${pageTitle}` : pageTitle;
}

export function setDocumentTitle(title: string): void {
  pageTitle = title;
  apply();
}

export function setTitleWaitingCount(count: number): void {
  if (count === waiting) return;
  waiting = count;
  apply();
}
