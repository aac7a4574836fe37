import { BoardPage } from './board/board-page';

/** Route components of the three board pages; the `-id` routes use the same ones. */
export function NewOrdersPage() {
  return <BoardPage page={1} />;
}

export function TakenOrdersPage() {
  return <BoardPage page={2} />;
}

export function IncorrectOrdersPage() {
  return <BoardPage page={3} />;
}
